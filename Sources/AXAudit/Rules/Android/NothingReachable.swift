import AXModel

/// A screen on which TalkBack focuses nothing: AXScope's own, from the model (README, "The
/// Android model").
enum NothingReachable: AndroidRule {
    static let descriptor = RuleDescriptor(
        id: "nothing-reachable", severity: .error, shortDescription: "Nothing reachable",
        fullDescription: "TalkBack's linear navigation has no stop on the whole screen: a swipe says nothing and touch exploration finds nothing.",
        help: "Expose the content: text, content descriptions, focusable controls.", threshold: "no stop",
        tags: ["accessibility", "talkback-shouldFocusNode"])

    static func check(_ atf: ATFHierarchy, in context: AuditContext, into result: inout RuleResult) {
        guard atf.screen.stops.isEmpty, let root = context.snapshot.nodes.indices.first else { return }
        // The root is the import's `hierarchy`, not a view of the dump.
        let count = context.snapshot.nodes.count - 1
        result.append(Finding(
            rule: descriptor, severity: .error, node: root, in: context,
            message: "TalkBack has nothing to focus on this screen: none of its \(count) \(count == 1 ? "view is a stop" : "views is a stop").",
            data: [("nodes", .number(Double(count)))]))
    }
}
