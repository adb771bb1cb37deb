/// A control without a label (audit.md §2).
enum UnlabeledControl: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "unlabeled-control", severity: .error, shortDescription: "Unlabeled control",
        fullDescription: "A control has an empty label (a value does not name it); direct-touch stops go to direct-touch-unlabeled.",
        help: "Label its purpose.", threshold: "empty label",
        tags: ["accessibility", "xcode-sufficientElementDescription", "atf-SpeakableTextPresent", "gtxilib"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        for stop in context.stops where stop.isControl && !stop.traits.contains(.allowsDirectInteraction) && !stop.hasLabel {
            result.append(Finding(
                rule: descriptor, severity: .error, node: stop.node, in: context,
                message: "\(Format.id(context.snapshot, stop.node)) is a control without a label; VoiceOver says “\(context.spokenDescription(stop))”."))
        }
    }
}
