/// A stop that is no control and says nothing of its own (audit.md §2).
enum UnlabeledElement: StopRule {
    static let descriptor = RuleDescriptor(
        id: "unlabeled-element", severity: .error, shortDescription: "Unlabeled element",
        fullDescription: "A stop that is neither a control nor direct-touch has an empty label and value (a hint does not name it); an error for an image, else a warning.",
        help: "Label it, or make it `decorative`/hidden.", threshold: "empty label and value",
        tags: ["accessibility", "xcode-sufficientElementDescription", "atf-SpeakableTextPresent", "gtxilib"])

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        guard !stop.isControl, !stop.traits.contains(.allowsDirectInteraction), TextMatcher.isBlank(label ?? ""),
              !context.hasValue(stop) else { return }
        result.append(Finding(
            rule: descriptor, severity: stop.traits.contains(.image) ? .error : .warning, node: stop.node, in: context,
            message: "\(Format.name(context.snapshot, stop.node)) has no label; VoiceOver says “\(context.spokenDescription(stop))”."))
    }
}
