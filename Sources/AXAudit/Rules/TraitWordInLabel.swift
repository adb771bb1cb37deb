import AXModel

/// A label that says a trait's word (audit.md §2): (a) one VoiceOver already says, (b) a button or
/// link word for a stop without that trait.
enum TraitWordInLabel: CompactRule {
    static let descriptor = RuleDescriptor(
        id: "trait-word-in-label", severity: .warning, shortDescription: "Trait word in label",
        fullDescription: "(a) The label says a role word VoiceOver speaks for one of the stop's traits; (b) it says a button or link word while the stop has neither that trait nor keyboardKey.",
        help: "Remove the word; set the trait.", threshold: "role words of §3, per language",
        tags: ["accessibility", "apple-accessibilityLabel", "atf-RedundantDescription", "gtxilib", "xcode-trait"])

    /// The label's words of (a) and then of (b), each word once per kind: (b) as `isLacking`.
    static func triggers(_ stop: AuditContext.StopInfo, tokens: [String]) -> [(match: WordMatch, isLacking: Bool)] {
        // A label has a few matches: a search is cheaper than a set.
        var triggers: [(match: WordMatch, isLacking: Bool)] = []
        func add(_ match: WordMatch, isLacking: Bool) {
            if !triggers.contains(where: { $0.isLacking == isLacking && $0.match.word == match.word }) {
                triggers.append((match, isLacking))
            }
        }
        for match in stop.roleWords.matches(in: tokens) { add(match, isLacking: false) }
        let traits = stop.traits, isKey = traits.contains(.keyboardKey)
        let lacking = WordLists.lacking(button: !isKey && !traits.contains(.button), link: !isKey && !traits.contains(.link))
        for match in stop.words.lackingWords[lacking].matches(in: tokens, strictSuffix: true) { add(match, isLacking: true) }
        return triggers
    }

    static func key(_ trigger: (match: WordMatch, isLacking: Bool)) -> String {
        "\(trigger.isLacking ? "b" : "a"):\(trigger.match.word)"
    }

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        context.forEachLabelledStop { stop, _, tokens in
            for index in triggers(stop, tokens: tokens).indices {
                result.append(.warning, node: stop.node, detail: UInt32(index))
            }
        }
    }

    static func describe(_ record: FindingRecord, in context: AuditContext) -> FindingText {
        let node = Int(record.node)
        let stop = context.stop(ofNode: node)
        let label = stop.label ?? ""
        let trigger = triggers(stop, tokens: TextMatcher.tokens(label))[Int(record.detail)]
        let (match, isLacking) = trigger
        let message = isLacking
            ? "Label “\(label)” says “\(match.word)” but \(Format.id(context.snapshot, node)) lacks the \(match.entry.tag) trait."
            : "Label “\(label)” says “\(match.word)”, which VoiceOver says for the \(match.entry.tag) trait."
        return FindingText(message: message,
                           data: [("word", .string(match.word)), ("trait", .string(match.entry.tag))], key: key(trigger))
    }
}
