/// A direct-touch region without a label (audit.md §2).
enum DirectTouchUnlabeled: StopRule {
    static let descriptor = RuleDescriptor(
        id: "direct-touch-unlabeled", severity: .error, shortDescription: "Direct-touch region unlabeled",
        fullDescription: "A stop with allowsDirectInteraction has an empty label.",
        help: "Say what the region is.", threshold: "empty label",
        tags: ["accessibility", "wwdc23-direct-touch"])

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        guard stop.traits.contains(.allowsDirectInteraction), TextMatcher.isBlank(label ?? "") else { return }
        result.append(Finding(
            rule: descriptor, severity: .error, node: stop.node, in: context,
            message: "Direct-touch region \(Format.name(context.snapshot, stop.node)) has no label."))
    }
}
