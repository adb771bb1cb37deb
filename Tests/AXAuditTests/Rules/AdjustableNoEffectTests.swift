import Testing

@Suite struct AdjustableNoEffectTests {
    static func adjustable(_ actions: String) -> String {
        #"{"id":"v","type":"view","isAccessibilityElement":true,"frame":[0,100,393,44],"label":"Volume","valueBlock":{"expr":"level"},"traits":["adjustable"]\#(actions)}"#
    }
    static let state = #", "state": {"level": 5}"#

    @Test func aMissingActionFires() throws {
        #expect(try AuditFixture.findings("adjustable-no-effect", Self.adjustable(#","actions":{"increment":[{"set":"level","to":"level + 1"}]}"#), extra: Self.state)
            == ["error v: `v` is adjustable but has no decrement."])
        #expect(try AuditFixture.findings("adjustable-no-effect", Self.adjustable(#","actions":{"decrement":[{"set":"level","to":"level - 1"}]}"#), extra: Self.state)
            == ["error v: `v` is adjustable but has no increment."])
    }

    @Test func actionsThatChangeNothingFire() throws {
        #expect(try AuditFixture.findings("adjustable-no-effect", Self.adjustable(#","actions":{"increment":[{"set":"other","to":"1"}],"decrement":[{"set":"other","to":"2"}]}"#), extra: Self.state)
            == ["error v: `v` is adjustable but swiping changes nothing."])
    }

    @Test func workingActionsAndSlidersDoNot() throws {
        #expect(try AuditFixture.findings("adjustable-no-effect", Self.adjustable(#","actions":{"increment":[{"set":"level","to":"level + 1"}],"decrement":[{"set":"level","to":"level - 1"}]}"#), extra: Self.state) == [])
        #expect(try AuditFixture.findings("adjustable-no-effect", #"{"id":"s","type":"slider","frame":[0,100,393,44],"label":"Volume","value":"5"}"#) == [])
    }
}
