import Testing

@Suite struct FocusLostAfterActionTests {
    static func banner(_ effects: String) -> String {
        #"{"id":"banner","type":"button","visibleWhen":"shown","frame":[0,100,393,60],"label":"Dismiss","actions":{"activate":[{"set":"shown","to":"false"}\#(effects)]}},{"id":"next","type":"button","frame":[0,300,393,44],"label":"Next"}"#
    }
    static let state = #", "state": {"shown": true}"#

    @Test func aDisappearingStopFires() throws {
        #expect(try AuditFixture.findings("focus-lost-after-action", Self.banner(""), extra: Self.state)
            == ["warning banner: After activate on `banner` it disappears; focus falls silently to `next`."])
        #expect(try AuditFixture.findings("focus-lost-after-action", Self.banner(#",{"layoutChanged":null}"#), extra: Self.state)
            == ["warning banner: After activate on `banner` it disappears; focus falls silently to `next`."])
    }

    @Test func movingFocusOrChangingTheScreenDoesNot() throws {
        #expect(try AuditFixture.findings("focus-lost-after-action", Self.banner(#",{"focus":"next"}"#), extra: Self.state) == [])
        #expect(try AuditFixture.findings("focus-lost-after-action", Self.banner(#",{"screenChanged":null}"#), extra: Self.state) == [])
    }
}
