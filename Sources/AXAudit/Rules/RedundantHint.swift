import AXModel

/// A hint that repeats the label, names the control or the gesture (audit.md §2).
enum RedundantHint: StopRule {
    static let descriptor = RuleDescriptor(
        id: "redundant-hint", severity: .warning, shortDescription: "Redundant hint",
        fullDescription: "The author's hint equals or begins with the label, begins with a spoken trait's role word, or contains a gesture word.",
        help: "Describe the result with a verb (“Plays the song.”).", threshold: "role and gesture words of §3",
        tags: ["accessibility", "apple-accessibilityHint"])

    static func notRunReason(_ context: AuditContext) -> String? {
        context.isImported ? "the snapshot was imported (dumps record no hints)" : nil
    }

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens labelTokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        guard let hint = context.hint(stop) else { return }
        result.scratchTokens.read(hint)
        let tokens = result.scratchTokens
        var triggers: [(key: String, text: String, data: [(String, JSONOutput)])] = []
        var normalised = NormalisedText(), normalisedLabel = NormalisedText()
        if !labelTokens.isEmpty, isSameText(hint, label ?? "", &normalised, &normalisedLabel) || tokens.hasTokens(labelTokens, at: 0) {
            triggers.append(("label:", "repeats the label", []))
        }
        if !tokens.isEmpty, let first = stop.roleWords.match(in: tokens, at: 0) {
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

    /// Whether two texts are the same once normalised (read into the two buffers).
    static func isSameText(_ a: String, _ b: String, _ first: inout NormalisedText, _ second: inout NormalisedText) -> Bool {
        if NormalisedText.surelyDiffer(a, b) { return false }
        first.read(a)
        second.read(b)
        return first == second
    }
}
