/// A stop that is no control and says nothing of its own (audit.md §2).
enum UnlabeledElement: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "unlabeled-element", severity: .error, shortDescription: "Unlabeled element",
        fullDescription: "A stop that is neither a control nor direct-touch has an empty label and value (a hint does not name it); an error for an image, else a warning.",
        help: "Label it, or make it `decorative`/hidden.", threshold: "empty label and value",
        tags: ["accessibility", "xcode-sufficientElementDescription", "atf-SpeakableTextPresent", "gtxilib"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        for stop in context.stops where !stop.isControl && !stop.traits.contains(.allowsDirectInteraction)
            && !stop.hasLabel && !context.hasValue(stop) {
            result.append(Finding(
                rule: descriptor, severity: stop.traits.contains(.image) ? .error : .warning, node: stop.node, in: context,
                message: "\(Format.id(context.snapshot, stop.node)) has no label; VoiceOver says “\(context.spokenDescription(stop))”."))
        }
    }
}
