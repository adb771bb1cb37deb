/// A long screen without headings (audit.md §2).
enum MissingHeading: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "missing-heading", severity: .warning, shortDescription: "Missing heading",
        fullDescription: "The screen has 10 or more stops and none with header; on the root.",
        help: "Mark section titles as headers.", threshold: "10 stops",
        tags: ["accessibility", "wcag-2.4.6"])

    static let minimumStops = 10

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        let count = context.stops.count
        if count >= minimumStops, !context.stops.contains(where: { $0.traits.contains(.header) }) {
            result.append(Finding(
                rule: descriptor, severity: .warning, node: 0, in: context,
                message: "\(count) stops and no heading.", data: [("stops", .number(Double(count)))]))
        }
    }
}
