import AXModel

/// Traits that contradict each other (audit.md §2).
enum ConflictingTraits: StopRule {
    static let descriptor = RuleDescriptor(
        id: "conflicting-traits", severity: .warning, shortDescription: "Conflicting traits",
        fullDescription: "A stop has two of button, link and searchField, or button with adjustable; keyboardKey is in no pair.",
        help: "Keep the trait that says what it does.", threshold: "the four pairs",
        tags: ["accessibility", "gtxilib", "xcode-trait"])

    static let pairs: [(String, Traits, String, Traits)] = [
        ("button", .button, "link", .link), ("button", .button, "searchField", .searchField),
        ("link", .link, "searchField", .searchField), ("button", .button, "adjustable", .adjustable),
    ]

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        guard let pair = pairs.first(where: { stop.traits.contains($0.1) && stop.traits.contains($0.3) }) else { return }
        result.append(Finding(
            rule: descriptor, severity: .warning, node: stop.node, in: context,
            message: "\(Format.name(context.snapshot, stop.node)) is both \(pair.0) and \(pair.2).",
            data: [("traits", .strings([pair.0, pair.2]))]))
    }
}
