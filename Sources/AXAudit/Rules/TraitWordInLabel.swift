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

    static func key(_ trigger: (match: WordMatch, isLacking: Bool)) -> String {
        "\(trigger.isLacking ? "b" : "a"):\(trigger.match.word)"
    }

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        for index in triggers(stop, tokens: tokens).indices {
            result.append(.warning, node: stop.node, detail: UInt32(index))
        }
    }

    static func describe(_ record: FindingRecord, in context: AuditContext) -> FindingText {
        let (label, trigger) = trigger(record, in: context)
        var message: [UInt8] = []
        message.reserveCapacity(FindingText.typicalLength)
        write(trigger, label: label, node: Int(record.node), in: context, to: &message)
        return FindingText(message: String(decoding: message, as: UTF8.self),
                           data: [("word", .string(trigger.match.word)), ("trait", .string(trigger.match.entry.tag))],
                           key: key(trigger))
    }

    static func writeMessage(_ record: FindingRecord, in context: AuditContext, to bytes: inout [UInt8]) {
        let (label, trigger) = trigger(record, in: context)
        write(trigger, label: label, node: Int(record.node), in: context, to: &bytes)
    }

    /// The label of the record's stop and the trigger the record stands for.
    static func trigger(_ record: FindingRecord, in context: AuditContext) -> (label: String, trigger: (match: WordMatch, isLacking: Bool)) {
        let stop = context.stop(ofNode: Int(record.node))
        let label = stop.label ?? ""
        return (label, triggers(stop, tokens: Tokens(label))[Int(record.detail)])
    }

    static func write(_ trigger: (match: WordMatch, isLacking: Bool), label: String, node: Int, in context: AuditContext,
                      to bytes: inout [UInt8]) {
        bytes.appendText("Label “")
        bytes.appendText(label)
        bytes.appendText("” says “")
        bytes.appendText(trigger.match.word)
        if trigger.isLacking {
            bytes.appendText("” but ")
            Format.writeID(context.snapshot, node, to: &bytes)
            bytes.appendText(" lacks the ")
        } else {
            bytes.appendText("”, which VoiceOver says for the ")
        }
        bytes.appendText(trigger.match.entry.tag)
        bytes.appendText(" trait.")
    }
}
