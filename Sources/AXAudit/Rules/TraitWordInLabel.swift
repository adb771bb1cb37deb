import AXModel

/// A label that says a trait's word (audit.md §2): (a) one VoiceOver already says, (b) a button or
/// link word for a stop without that trait.
enum TraitWordInLabel: CompactRule, StopRule {
    static let descriptor = RuleDescriptor(
        id: "trait-word-in-label", severity: .warning, shortDescription: "Trait word in label",
        fullDescription: "(a) The label says a role word VoiceOver speaks for one of the stop's traits; (b) it says a button or link word while the stop has neither that trait nor keyboardKey.",
        help: "Remove the word; set the trait.", threshold: "role words of §3, per language",
        tags: ["accessibility", "apple-accessibilityLabel", "atf-RedundantDescription", "gtxilib", "xcode-trait"])

    /// The label's words of (a) and then of (b), each word once per kind: (b) as `isLacking`.
    static func triggers(_ stop: AuditContext.StopInfo, tokens: Tokens) -> [(match: WordMatch, isLacking: Bool)] {
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

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        guard let label else { return }
        for trigger in triggers(stop, tokens: tokens) {
            result.append(.warning, node: stop.node, keeping: label, trigger.match.word, trigger.match.entry.tag, flag: trigger.isLacking)
        }
    }

    /// A finding's label, word and trait, and whether the stop lacks the trait: (b).
    typealias Trigger = (label: String, word: String, trait: String, isLacking: Bool)

    /// The record's label, word and trait (as ``check(_:label:tokens:in:into:)`` keeps them), and
    /// whether the stop lacks the trait: (b).
    static func trigger(_ record: FindingRecord, texts: [String]) -> Trigger {
        let (label, word, trait) = record.keptTexts(texts)
        return (label, word, trait, record.flag)
    }

    static func describe(_ record: FindingRecord, texts: [String], in context: AuditContext) -> FindingText {
        let trigger = trigger(record, texts: texts)
        return FindingText(data: [("word", .string(trigger.word)), ("trait", .string(trigger.trait))],
                           key: key(trigger))
    }

    static func key(_ record: FindingRecord, texts: [String], in context: AuditContext) -> String {
        key(trigger(record, texts: texts))
    }

    /// `a:WORD`, or `b:WORD` when the stop lacks the trait.
    private static func key(_ trigger: Trigger) -> String {
        "\(trigger.isLacking ? "b" : "a"):\(trigger.word)"
    }

    static func writeMessage(_ record: FindingRecord, texts: [String], in context: AuditContext, to bytes: inout [UInt8]) {
        write(trigger(record, texts: texts), node: Int(record.node), in: context, to: &bytes)
    }

    static func write(_ trigger: Trigger, node: Int, in context: AuditContext, to bytes: inout [UInt8]) {
        bytes.appendText("Label “")
        bytes.appendText(trigger.label)
        bytes.appendText("” says “")
        bytes.appendText(trigger.word)
        if trigger.isLacking {
            bytes.appendText("” but ")
            Format.writeName(context.snapshot, node, to: &bytes)
            bytes.appendText(" lacks the ")
        } else {
            bytes.appendText("”, which VoiceOver says for the ")
        }
        bytes.appendText(trigger.trait)
        bytes.appendText(" trait.")
    }
}
