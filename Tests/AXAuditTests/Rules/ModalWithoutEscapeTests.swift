import Testing

@Suite struct ModalWithoutEscapeTests {
    @Test func closedOnlyByAButtonFires() throws {
        #expect(try AuditFixture.findings("modal-without-escape", ModalWithoutExitTests.alert(#"{"set":"open","to":"false"}"#), extra: ModalWithoutExitTests.state)
            == ["warning alert: Modal view `alert` closes only with “OK”, not with escape."])
    }

    @Test func anEscapeActionOrNoExitAtAllDoesNot() throws {
        #expect(try AuditFixture.findings("modal-without-escape", ModalWithoutExitTests.alert(#"{"set":"open","to":"false"}"#,
            escape: #","actions":{"escape":[{"set":"open","to":"false"}]}"#), extra: ModalWithoutExitTests.state) == [])
        #expect(try AuditFixture.findings("modal-without-escape", ModalWithoutExitTests.alert(#"{"announce":"Saved"}"#), extra: ModalWithoutExitTests.state) == [])
    }
}
