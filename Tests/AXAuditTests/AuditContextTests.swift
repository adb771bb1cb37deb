import Testing
@testable import AXAudit

/// The context finds each stop's language in one pass over the nodes: its own `language`, else its
/// nearest ancestor's, else the locale (snapshot-format.md), and the rules match that language's words.
@Suite struct AuditContextTests {
    /// A stack in `language` holding a button labelled `label`.
    static func group(_ id: String, language: String, label: String, y: Double) -> String {
        #"{"id":"\#(id)","type":"stack","frame":[0,\#(y),200,44],"language":"\#(language)","children":["#
            + AuditFixture.button("\(id)b", y: y, label: label) + "]}"
    }

    @Test func inheritedLanguagesPickTheirWords() throws {
        let children = [
            Self.group("de", language: "de", label: "Wiedergabetaste", y: 0),
            Self.group("en", language: "en", label: "Wiedergabetaste", y: 50),
            AuditFixture.button("plain", y: 100, label: "Play button"),
        ].joined(separator: ",")
        #expect(try AuditFixture.findings("trait-word-in-label", children) == [
            "warning deb: Label “Wiedergabetaste” says “wiedergabetaste”, which VoiceOver says for the button trait.",
            "warning plain: Label “Play button” says “button”, which VoiceOver says for the button trait.",
        ])
    }

    /// Past 255 language tags a node's language is found by walking up again: the German stop after
    /// 300 other tags still matches German words.
    @Test func manyLanguageTagsStillPickTheirWords() throws {
        var groups = (0..<300).map { Self.group("g\($0)", language: "en-x\($0)", label: "Photo \($0)", y: Double($0)) }
        groups.append(Self.group("late", language: "de-AT", label: "Wiedergabetaste", y: 400))
        #expect(try AuditFixture.findings("trait-word-in-label", groups.joined(separator: ",")) == [
            "warning lateb: Label “Wiedergabetaste” says “wiedergabetaste”, which VoiceOver says for the button trait.",
        ])
    }
}
