import Testing

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
}
