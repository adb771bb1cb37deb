/// A label that holds a state VoiceOver says apart (audit.md §2).
enum StateInLabel: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "state-in-label", severity: .warning, shortDescription: "State in label",
        fullDescription: "The label says a state word, an on/off word on a switch, or contains the non-empty value (not on a switch).",
        help: "Use the value or `selected`.", threshold: "state and on/off words of §3, per language",
        tags: ["accessibility", "atf-RedundantDescription"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        for (stop, label, tokens) in context.labelledStops {
            var triggers = stop.words.stateWords.matches(in: tokens).map { ("state", $0.word) }
            let isSwitch = stop.traits.contains(.switchButton)
            if isSwitch { triggers += stop.words.onOffWords.matches(in: tokens).map { ("onOff", $0.word) } }
            if !isSwitch, let value = stop.value {
                let valueTokens = TextMatcher.tokens(value)
                if !valueTokens.isEmpty, tokens.count >= valueTokens.count,
                   (0...(tokens.count - valueTokens.count)).contains(where: { Array(tokens[$0..<$0 + valueTokens.count]) == valueTokens }) {
                    triggers.append(("value", valueTokens.joined(separator: " ")))
                }
            }
            var keys: Set<String> = []
            for (kind, word) in triggers {
                let key = "\(kind):\(kind == "value" ? "" : word)"
                guard keys.insert(key).inserted else { continue }
                result.findings.append(Finding(
                    rule: descriptor, severity: .warning, node: stop.node, in: context,
                    message: "Label “\(label)” contains the state “\(word)”.",
                    data: [("word", .string(word)), ("kind", .string(kind))], key: key))
            }
        }
    }
}
