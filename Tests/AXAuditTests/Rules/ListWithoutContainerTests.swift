import Testing

@Suite struct ListWithoutContainerTests {
    static func rows(_ count: Int, gap: Double = 0) -> String {
        (0..<count).map { i in #"{"id":"r\#(i)","type":"button","frame":[0,\#(100 + Double(i) * (44 + gap)),393,44],"label":"Row \#(i)"}"# }
            .joined(separator: ",")
    }

    @Test func fiveStackedRowsFire() throws {
        #expect(try AuditFixture.findings("list-without-container", Self.rows(5)) == ["info r0: Stops 1–5 look like a list outside a list container."])
        #expect(try AuditFixture.findings("list-without-container", Self.rows(6, gap: -1)) == ["info r0: Stops 1–6 look like a list outside a list container."])
    }

    @Test func fourRowsOverlapsOrAListDoNot() throws {
        #expect(try AuditFixture.findings("list-without-container", Self.rows(4)) == [])
        #expect(try AuditFixture.findings("list-without-container", Self.rows(5, gap: -1.5)) == [])
        #expect(try AuditFixture.findings("list-without-container", #"{"id":"list","type":"view","containerType":"list","frame":[0,0,393,852],"children":[\#(Self.rows(5))]}"#) == [])
    }
}
