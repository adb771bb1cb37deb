import Testing

@Suite struct UnlabeledControlTests {
    @Test func aButtonWithoutLabelFires() throws {
        #expect(try AuditFixture.findings("unlabeled-control", #"{"id":"b","type":"button","frame":[16,100,60,60]}"#)
            == ["error b: `b` is a control without a label; VoiceOver says “Button.”."])
    }

    @Test func aValueDoesNotNameIt() throws {
        #expect(try AuditFixture.findings("unlabeled-control", #"{"id":"b","type":"button","frame":[16,100,60,60],"value":"3","label":"  "}"#)
            == ["error b: `b` is a control without a label; VoiceOver says “  : 3. Button.”."])
    }

    @Test func aLabelledButtonAndADirectTouchRegionDoNot() throws {
        #expect(try AuditFixture.findings("unlabeled-control", AuditFixture.button("b")) == [])
        #expect(try AuditFixture.findings("unlabeled-control", #"{"id":"pad","type":"button","frame":[16,100,60,60],"directTouch":{"options":[]}}"#) == [])
    }
}
