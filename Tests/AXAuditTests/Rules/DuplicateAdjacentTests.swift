import Testing

@Suite struct DuplicateAdjacentTests {
    @Test func adjacentStopsSayingTheSameFire() throws {
        #expect(try AuditFixture.findings("duplicate-adjacent", AuditFixture.button("a", y: 100, label: "More") + "," + AuditFixture.button("b", y: 200, label: "more."))
            == ["warning b: Stop 2 `b` says “more. Button.” like `a` before it."])
    }

    @Test func separatedOrDifferentStopsDoNot() throws {
        #expect(try AuditFixture.findings("duplicate-adjacent", [
            AuditFixture.button("a", y: 100, label: "More"), AuditFixture.button("c", y: 150, label: "Less"),
            AuditFixture.button("b", y: 200, label: "More"),
        ].joined(separator: ",")) == [])
        #expect(try AuditFixture.findings("duplicate-adjacent",
                                          #"{"id":"a","type":"label","frame":[0,0,100,40],"text":"More"},"# + AuditFixture.button("b", y: 200, label: "More")) == [])
    }
}
