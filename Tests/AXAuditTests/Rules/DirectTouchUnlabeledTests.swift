import Testing

@Suite struct DirectTouchUnlabeledTests {
    @Test func anUnlabeledRegionFires() throws {
        #expect(try AuditFixture.findings("direct-touch-unlabeled", #"{"id":"pad","type":"view","isAccessibilityElement":true,"frame":[0,100,393,300],"directTouch":{"options":["silentOnTouch"]}}"#)
            == ["error pad: Direct-touch region `pad` has no label."])
    }

    @Test func aLabelledRegionDoesNot() throws {
        #expect(try AuditFixture.findings("direct-touch-unlabeled", #"{"id":"pad","type":"view","isAccessibilityElement":true,"label":"Drum pad","frame":[0,100,393,300],"directTouch":{"options":[]}}"#) == [])
    }
}
