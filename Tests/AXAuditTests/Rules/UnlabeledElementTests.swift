import Testing

@Suite struct UnlabeledElementTests {
    @Test func anImageWithoutLabelIsAnError() throws {
        #expect(try AuditFixture.findings("unlabeled-element", #"{"id":"i","type":"image","frame":[16,100,60,60]}"#)
            == ["error i: `i` has no label; VoiceOver says “Image.”."])
    }

    @Test func anotherElementIsAWarningAndAHintDoesNotNameIt() throws {
        #expect(try AuditFixture.findings("unlabeled-element", #"{"id":"v","type":"view","isAccessibilityElement":true,"hint":"Shows more","frame":[16,100,60,60]}"#)
            == ["warning v: `v` has no label; VoiceOver says “Shows more”."])
    }

    @Test func aValueOrAControlDoesNot() throws {
        #expect(try AuditFixture.findings("unlabeled-element", #"{"id":"v","type":"view","isAccessibilityElement":true,"value":"42","frame":[16,100,60,60]}"#) == [])
        #expect(try AuditFixture.findings("unlabeled-element", #"{"id":"b","type":"button","frame":[16,100,60,60]}"#) == [])
    }
}
