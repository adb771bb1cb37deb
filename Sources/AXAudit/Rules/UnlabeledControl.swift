/// A control without a label (audit.md §2).
enum UnlabeledControl: StopRule {
    static let descriptor = RuleDescriptor(
        id: "unlabeled-control", severity: .error, shortDescription: "Unlabeled control",
        fullDescription: "A control has an empty label (a value does not name it); direct-touch stops go to direct-touch-unlabeled.",
        help: "Label its purpose.", threshold: "empty label",
        tags: ["accessibility", "xcode-sufficientElementDescription", "atf-SpeakableTextPresent", "gtxilib"])

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        guard stop.isControl, !stop.traits.contains(.allowsDirectInteraction), TextMatcher.isBlank(label ?? "") else { return }
        result.append(Finding(
            rule: descriptor, severity: .error, node: stop.node, in: context,
            message: "\(Format.name(context.snapshot, stop.node)) is a control without a label; VoiceOver says “\(context.spokenDescription(stop))”."))
    }
}
