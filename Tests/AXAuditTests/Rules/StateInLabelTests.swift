import Testing
@testable import AXAudit

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

    @Test func eachStateKeepsItsWordKindAndKey() throws {
        let report = try AuditFixture.report(
            #"{"id":"r","type":"view","isAccessibilityElement":true,"frame":[0,0,300,44],"label":"Rating 3 stars, selected","value":"3 stars"}"#,
            rules: ["state-in-label"])
        #expect(report.findings.map(\.message).sorted() == ["Label “Rating 3 stars, selected” contains the state “3 stars”.",
                                                            "Label “Rating 3 stars, selected” contains the state “selected”."])
        #expect(report.findings.map { $0.data.map { "\($0.0)=\($0.1.rendered())" }.joined(separator: " ") }.sorted()
            == [#"word="3 stars" kind="value""#, #"word="selected" kind="state""#])
        #expect(Set(report.findings.map(\.fingerprint)) == Set(["state:selected", "value:"].map { SHA256.hex(lines: "state-in-label", "r", $0, digits: 16) }))
    }
}
