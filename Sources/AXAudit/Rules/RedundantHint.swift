import AXModel

/// A hint that repeats the label, names the control or the gesture (audit.md §2).
enum RedundantHint: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "redundant-hint", severity: .warning, shortDescription: "Redundant hint",
        fullDescription: "The author's hint equals or begins with the label, begins with a spoken trait's role word, or contains a gesture word.",
        help: "Describe the result with a verb (“Plays the song.”).", threshold: "role and gesture words of §3",
        tags: ["accessibility", "apple-accessibilityHint"])

    static func notRunReason(_ context: AuditContext) -> String? {
        context.isImported ? "the snapshot was imported (dumps record no hints)" : nil
    }

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        for stop in context.stops {
            guard let hint = stop.hint else { continue }
            let tokens = TextMatcher.tokens(hint)
            let labelTokens = TextMatcher.tokens(stop.label ?? "")
            var triggers: [(key: String, text: String, data: [(String, JSONOutput)])] = []
            let normalised = TextMatcher.normalise(hint)
            if !labelTokens.isEmpty, normalised == TextMatcher.normalise(stop.label ?? "") || tokens.starts(with: labelTokens) {
                triggers.append(("label:", "repeats the label", []))
            }
            if let first = stop.roleWords.matches(in: tokens).first, first.start == 0 {
                triggers.append(("trait:\(first.word)", "names the \(first.entry.tag)",
                                 [("word", .string(first.word)), ("trait", .string(first.entry.tag))]))
            }
            for match in stop.words.gestureWords.matches(in: tokens) where !triggers.contains(where: { $0.key == "gesture:\(match.word)" }) {
                triggers.append(("gesture:\(match.word)", "names the gesture “\(match.word)”", [("word", .string(match.word))]))
            }
            for trigger in triggers {
                result.append(Finding(
                    rule: descriptor, severity: .warning, node: stop.node, in: context,
                    message: "Hint “\(hint)” \(trigger.text).", data: trigger.data, key: trigger.key))
            }
        }
    }
}
