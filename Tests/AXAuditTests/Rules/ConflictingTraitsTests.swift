import Testing

@Suite struct ConflictingTraitsTests {
    @Test func buttonAndLinkFire() throws {
        #expect(try AuditFixture.findings("conflicting-traits", #"{"id":"b","type":"button","frame":[16,100,120,44],"label":"Go","addTraits":["link"]}"#)
            == ["warning b: `b` is both button and link."])
        #expect(try AuditFixture.findings("conflicting-traits", #"{"id":"b","type":"button","frame":[16,100,120,44],"label":"Go","addTraits":["adjustable"]}"#)
            == ["warning b: `b` is both button and adjustable."])
    }

    @Test func keyboardKeyIsInNoPair() throws {
        #expect(try AuditFixture.findings("conflicting-traits", #"{"id":"k","type":"button","frame":[16,100,120,44],"label":"A","addTraits":["keyboardKey"]}"#) == [])
    }
}
