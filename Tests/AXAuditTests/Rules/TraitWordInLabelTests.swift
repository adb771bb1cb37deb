import Testing
@testable import AXAudit

@Suite struct TraitWordInLabelTests {
    @Test func aSpokenTraitsWordFires() throws {
        #expect(try AuditFixture.findings("trait-word-in-label", AuditFixture.button("b", label: "Play button"))
            == ["warning b: Label “Play button” says “button”, which VoiceOver says for the button trait."])
        #expect(try AuditFixture.findings("trait-word-in-label", #"{"id":"i","type":"image","frame":[0,0,50,50],"label":"Profile icon"}"#)
            == ["warning i: Label “Profile icon” says “icon”, which VoiceOver says for the image trait."])
    }

    @Test func aButtonWordWithoutTheTraitFires() throws {
        #expect(try AuditFixture.findings("trait-word-in-label", #"{"id":"t","type":"label","frame":[0,0,200,50],"text":"Share button"}"#)
            == ["warning t: Label “Share button” says “button” but `t` lacks the button trait."])
    }

    @Test func germanCompoundsMatchOnlyForTheSpokenTrait() throws {
        #expect(try AuditFixture.findings("trait-word-in-label", AuditFixture.button("b", label: "Wiedergabetaste"), extra: #", "locale": "de""#)
            == ["warning b: Label “Wiedergabetaste” says “wiedergabetaste”, which VoiceOver says for the button trait."])
        #expect(try AuditFixture.findings("trait-word-in-label", #"{"id":"t","type":"label","frame":[0,0,200,50],"text":"Wiedergabetaste"}"#,
                                          extra: #", "locale": "de""#) == [])
    }

    @Test func keyboardKeysAndPlainWordsDoNot() throws {
        #expect(try AuditFixture.findings("trait-word-in-label", #"{"id":"k","type":"view","isAccessibilityElement":true,"frame":[0,0,40,40],"label":"Tab","addTraits":["keyboardKey"]}"#) == [])
        #expect(try AuditFixture.findings("trait-word-in-label", AuditFixture.button("b", label: "Buttonhole")) == [])
    }

    /// A finding keeps its position among the stop's triggers and is read back by matching the
    /// label again: a word past the 4,096th token reads back like one near the start.
    @Test func aWordFarIntoALongLabelIsReadBack() throws {
        let label = String(repeating: "x ", count: 5_000) + "Button"
        let report = try AuditFixture.report(AuditFixture.button("b", label: label) + "," + AuditFixture.button("c", y: 200, label: "Button Play"),
                                             rules: ["trait-word-in-label"])
        #expect(report.findings.map(\.message) == [
            "Label “\(label)” says “button”, which VoiceOver says for the button trait.",
            "Label “Button Play” says “button”, which VoiceOver says for the button trait.",
        ])
        #expect(report.findings.map(\.fingerprint) == [SHA256.hex(lines: "trait-word-in-label", "b", "a:button", digits: 16),
                                                      SHA256.hex(lines: "trait-word-in-label", "c", "a:button", digits: 16)])
        #expect(report.text.contains("says “button”, which VoiceOver says for the button trait. [trait-word-in-label]\ntest.axsnap"))
    }
}

