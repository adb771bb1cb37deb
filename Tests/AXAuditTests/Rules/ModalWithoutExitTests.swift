import Testing

@Suite struct ModalWithoutExitTests {
    static func alert(_ okEffects: String, escape: String = "") -> String {
        #"{"id":"alert","type":"view","accessibilityViewIsModal":true,"visibleWhen":"open","frame":[40,300,313,200]\#(escape),"children":[{"id":"ok","type":"button","frame":[60,420,273,44],"label":"OK","actions":{"activate":[\#(okEffects)]}}]}"#
    }
    static let state = #", "state": {"open": true}"#

    @Test func aModalNothingClosesFires() throws {
        #expect(try AuditFixture.findings("modal-without-exit", Self.alert(#"{"announce":"Saved"}"#), extra: Self.state)
            == ["error alert: Modal view `alert` traps VoiceOver."])
    }

    @Test func aModalAButtonClosesDoesNot() throws {
        #expect(try AuditFixture.findings("modal-without-exit", Self.alert(#"{"set":"open","to":"false"}"#), extra: Self.state) == [])
    }
}
