import Testing

@Suite struct SwallowedActionsTests {
    static func row(_ extra: String, behaviour: String = #""isAccessibilityElement":true"#) -> String {
        #"{"id":"row","type":"view",\#(behaviour),"frame":[0,100,393,60],"label":"Message"\#(extra),"children":[{"id":"del","type":"button","frame":[300,110,80,40],"text":"Delete","actions":{"activate":[{"announce":"Deleted"}]}},{"id":"pin","type":"button","frame":[200,110,80,40],"text":"Pin"}]}"#
    }

    @Test func hiddenButtonsFire() throws {
        #expect(try AuditFixture.findings("swallowed-actions", Self.row(""))
            == ["error row: `row` hides 2 control(s): “Delete” (`del`), “Pin” (`pin`)."])
        #expect(try AuditFixture.findings("swallowed-actions", Self.row("", behaviour: #""childBehavior":"ignore""#))
            == ["error row: `row` hides 2 control(s): “Delete” (`del`), “Pin” (`pin`)."])
    }

    @Test func customActionsCoverByNameOrEffects() throws {
        #expect(try AuditFixture.findings("swallowed-actions", Self.row(#","customActions":[{"name":"Remove","effects":[{"announce":"Deleted"}]}]"#))
            == ["error row: `row` hides 1 control(s): “Pin” (`pin`)."])
        #expect(try AuditFixture.findings("swallowed-actions", Self.row(#","customActions":[{"name":"Delete","effects":[]},{"name":"pin.","effects":[]}]"#)) == [])
    }

    @Test func aControlHidingOneNodeOrItsOwnLabelDoesNot() throws {
        #expect(try AuditFixture.findings("swallowed-actions", #"{"id":"cell","type":"button","frame":[0,100,393,60],"label":"Wi-Fi","children":[{"id":"s","type":"view","isAccessibilityElement":false,"customActions":[{"name":"x","effects":[]}],"frame":[300,110,60,40]}]}"#) == [])
        #expect(try AuditFixture.findings("swallowed-actions", #"{"id":"link","type":"link","frame":[0,100,393,60],"label":"About","children":[{"id":"t","type":"textView","frame":[0,100,200,20],"label":"About"},{"id":"l2","type":"link","frame":[0,100,200,20],"label":"About"}]}"#) == [])
    }
}
