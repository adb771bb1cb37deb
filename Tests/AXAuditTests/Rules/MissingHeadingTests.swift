import Testing

@Suite struct MissingHeadingTests {
    static func labels(_ count: Int, header: Bool = false) -> String {
        (0..<count).map { i in
            #"{"id":"t\#(i)","type":"label","frame":[0,\#(i * 50),200,40],"text":"Line \#(i)"\#(header && i == 0 ? #","addTraits":["header"]"# : "")}"#
        }.joined(separator: ",")
    }

    @Test func tenStopsWithoutAHeadingFire() throws {
        #expect(try AuditFixture.findings("missing-heading", Self.labels(10)) == ["warning window: 10 stops and no heading."])
    }

    @Test func nineStopsOrAHeadingDoNot() throws {
        #expect(try AuditFixture.findings("missing-heading", Self.labels(9)) == [])
        #expect(try AuditFixture.findings("missing-heading", Self.labels(10, header: true)) == [])
    }
}
