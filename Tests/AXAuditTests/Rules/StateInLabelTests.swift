import Testing

@Suite struct StateInLabelTests {
    @Test func aStateWordFires() throws {
        #expect(try AuditFixture.findings("state-in-label", AuditFixture.button("b", label: "Photos, not selected"))
            == ["warning b: Label “Photos, not selected” contains the state “not selected”."])
    }

    @Test func anOnOffWordFiresOnlyOnASwitch() throws {
        #expect(try AuditFixture.findings("state-in-label", #"{"id":"s","type":"switch","frame":[0,0,300,44],"label":"Wi-Fi on","value":"1"}"#)
            == ["warning s: Label “Wi-Fi on” contains the state “on”."])
        #expect(try AuditFixture.findings("state-in-label", AuditFixture.button("b", label: "Log on")) == [])
    }

    @Test func theValueInTheLabelFires() throws {
        #expect(try AuditFixture.findings("state-in-label", #"{"id":"r","type":"view","isAccessibilityElement":true,"frame":[0,0,300,44],"label":"Rating 3 stars","value":"3 stars"}"#)
            == ["warning r: Label “Rating 3 stars” contains the state “3 stars”."])
        #expect(try AuditFixture.findings("state-in-label", #"{"id":"r","type":"view","isAccessibilityElement":true,"frame":[0,0,300,44],"label":"Rating","value":"3 stars"}"#) == [])
    }
}
