/// A direct-touch region without a label (audit.md §2).
enum DirectTouchUnlabeled: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "direct-touch-unlabeled", severity: .error, shortDescription: "Direct-touch region unlabeled",
        fullDescription: "A stop with allowsDirectInteraction has an empty label.",
        help: "Say what the region is.", threshold: "empty label",
        tags: ["accessibility", "wwdc23-direct-touch"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        for stop in context.stops where stop.traits.contains(.allowsDirectInteraction) && !stop.hasLabel {
            result.append(Finding(
                rule: descriptor, severity: .error, node: stop.node, in: context,
                message: "Direct-touch region \(Format.id(context.snapshot, stop.node)) has no label."))
        }
    }
}
