import AXModel
import AXTalkBack

/// An element a screen reader focuses with nothing to say: ATF's `SpeakableTextPresentCheck`
/// (`runCheckOnHierarchy`), its gates in its order; only its ERROR is reported.
enum SpeakableTextPresent: AndroidRule {
    static let descriptor = RuleDescriptor(
        id: "speakable-text-present", severity: .error, shortDescription: "Item label",
        fullDescription: "A visible element, important for accessibility, that a screen reader focuses (ATF's shouldFocusView) has no speakable text: no content description, text, hint or state of its own or of its non-actionable children. A WebView without children is not evaluated.",
        help: "Give it a content description or text (\(helpURL("7158690"))).", threshold: "ATF SpeakableTextPresentCheck (ERROR)",
        tags: ["accessibility", "atf-SpeakableTextPresentCheck", "wcag-4.1.2"])

    static func check(_ atf: ATFHierarchy, in context: AuditContext, into result: inout RuleResult) {
        let screen = atf.screen
        for node in atf.elements {
            guard atf.isVisible(node), screen.isImportant(node),
                  !(screen.kinds(of: node).contains(.webView) && screen.children(of: node).isEmpty),
                  atf.shouldFocus(node), atf.speakableText(node).isEmpty else { continue }
            let spoken = context.talkBackSpeech(ofNode: node).map { "; TalkBack says “\($0)”" } ?? ""
            result.append(Finding(
                rule: descriptor, severity: .error, node: node, in: context,
                message: "\(atf.name(node)) may not have a label readable by screen readers\(spoken).",
                data: [("atfResultId", .number(4))]))
        }
    }
}
