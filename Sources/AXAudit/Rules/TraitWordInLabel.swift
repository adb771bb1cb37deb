import AXModel

/// A label that says a trait's word (audit.md §2): (a) one VoiceOver already says, (b) a button or
/// link word for a stop without that trait.
enum TraitWordInLabel: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "trait-word-in-label", severity: .warning, shortDescription: "Trait word in label",
        fullDescription: "(a) The label says a role word VoiceOver speaks for one of the stop's traits; (b) it says a button or link word while the stop has neither that trait nor keyboardKey.",
        help: "Remove the word; set the trait.", threshold: "role words of §3, per language",
        tags: ["accessibility", "apple-accessibilityLabel", "atf-RedundantDescription", "gtxilib", "xcode-trait"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        for (stop, label, tokens) in context.labelledStops {
            var keys: Set<String> = []
            for match in stop.roleWords.matches(in: tokens)
            where keys.insert("a:\(match.word)").inserted {
                result.findings.append(Finding(
                    rule: descriptor, severity: .warning, node: stop.node, in: context,
                    message: "Label “\(label)” says “\(match.word)”, which VoiceOver says for the \(match.entry.tag) trait.",
                    data: [("word", .string(match.word)), ("trait", .string(match.entry.tag))], key: "a:\(match.word)"))
            }
            let traits = stop.traits, isKey = traits.contains(.keyboardKey)
            let lacking = WordLists.lacking(button: !isKey && !traits.contains(.button), link: !isKey && !traits.contains(.link))
            for match in stop.words.lackingWords[lacking].matches(in: tokens, strictSuffix: true)
            where keys.insert("b:\(match.word)").inserted {
                result.findings.append(Finding(
                    rule: descriptor, severity: .warning, node: stop.node, in: context,
                    message: "Label “\(label)” says “\(match.word)” but \(Format.id(context.snapshot, stop.node)) lacks the \(match.entry.tag) trait.",
                    data: [("word", .string(match.word)), ("trait", .string(match.entry.tag))], key: "b:\(match.word)"))
            }
        }
    }
}
