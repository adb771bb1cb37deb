/// A label that holds a state VoiceOver says apart (audit.md §2).
enum StateInLabel: CompactRule, StopRule {
    static let descriptor = RuleDescriptor(
        id: "state-in-label", severity: .warning, shortDescription: "State in label",
        fullDescription: "The label says a state word, an on/off word on a switch, or contains the non-empty value (not on a switch).",
        help: "Use the value or `selected`.", threshold: "state and on/off words of §3, per language",
        tags: ["accessibility", "atf-RedundantDescription"])

    /// The label's states as (kind, word, key), each key once.
    static func triggers(_ stop: AuditContext.StopInfo, tokens: Tokens, in context: AuditContext,
                         scratch: inout Tokens) -> [(kind: String, word: String, key: String)] {
        var triggers = stop.words.stateWords.matches(in: tokens).map { ("state", $0.word) }
        let isSwitch = stop.traits.contains(.switchButton)
        if isSwitch { triggers += stop.words.onOffWords.matches(in: tokens).map { ("onOff", $0.word) } }
        if !isSwitch, let value = context.value(stop) {
            scratch.read(value)
            let valueTokens = scratch
            if !valueTokens.isEmpty, tokens.count >= valueTokens.count,
               (0...(tokens.count - valueTokens.count)).contains(where: { tokens.hasTokens(valueTokens, at: $0) }) {
                triggers.append(("value", valueTokens.joined(0..<valueTokens.count)))
            }
        }
        var unique: [(kind: String, word: String, key: String)] = []
        for (kind, word) in triggers {
            let key = key(kind: kind, word: word)
            if !unique.contains(where: { $0.key == key }) { unique.append((kind, word, key)) }
        }
        return unique
    }

    /// What tells a state from the label's others: its kind and, but for the value, its word.
    static func key(kind: String, word: String) -> String { "\(kind):\(kind == "value" ? "" : word)" }

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        guard let label, !tokens.isEmpty else { return }
        for (kind, word, _) in triggers(stop, tokens: tokens, in: context, scratch: &result.scratchTokens) {
            result.append(.warning, node: stop.node, keeping: label, word, kind)
        }
    }

    /// The record's word and kind, as ``check(_:label:tokens:in:into:)`` keeps them with the label.
    static func describe(_ record: FindingRecord, texts: [String], in context: AuditContext) -> FindingText {
        let (_, word, kind) = record.keptTexts(texts)
        return FindingText(data: [("word", .string(word)), ("kind", .string(kind))], key: key(kind: kind, word: word))
    }

    static func key(_ record: FindingRecord, texts: [String], in context: AuditContext) -> String {
        let (_, word, kind) = record.keptTexts(texts)
        return key(kind: kind, word: word)
    }

    /// The record's label and word, as ``check(_:label:tokens:in:into:)`` keeps them.
    static func writeMessage(_ record: FindingRecord, texts: [String], in context: AuditContext, to bytes: inout [UInt8]) {
        let (label, word, _) = record.keptTexts(texts)
        bytes.appendText("Label “")
        bytes.appendText(label)
        bytes.appendText("” contains the state “")
        bytes.appendText(word)
        bytes.appendText("”.")
    }
}
