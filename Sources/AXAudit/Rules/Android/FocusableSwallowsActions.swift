import AXModel

/// A stop holding actionable views TalkBack cannot focus on their own: AXScope's own, from the
/// model. A user reaches their actions only through the stop's click, if it does the same.
enum FocusableSwallowsActions: AndroidRule {
    static let descriptor = RuleDescriptor(
        id: "focusable-swallows-actions", severity: .warning, shortDescription: "Swallowed actions",
        fullDescription: "A stop holds two or more enabled clickable or long-clickable views that are not stops themselves (not important for accessibility, merged into it, or silent), so their actions cannot be reached one by one.",
        help: "Make each action focusable, or offer them as custom accessibility actions on the stop.", threshold: "2 or more",
        tags: ["accessibility", "talkback-shouldFocusNode"])

    static func check(_ atf: ATFHierarchy, in context: AuditContext, into result: inout RuleResult) {
        let snapshot = context.snapshot
        let resolution = context.analysis.resolution
        var swallowed: [Int: [Int]] = [:]
        for node in snapshot.nodes.indices where resolution.stopIndex(ofNode: node) == nil {
            guard let android = snapshot.android(node), android.has(.enabled),
                  android.has(.clickable) || android.has(.longClickable) else { continue }
            var current = snapshot.nodes[node].parent
            while let ancestor = current, resolution.stopIndex(ofNode: ancestor) == nil { current = snapshot.nodes[ancestor].parent }
            if let stop = current { swallowed[stop, default: []].append(node) }
        }
        for stop in swallowed.keys.sorted() {
            guard let nodes = swallowed[stop], nodes.count >= 2 else { continue }
            result.append(Finding(
                rule: descriptor, severity: .warning, node: stop, in: context,
                message: "\(atf.name(stop)) holds \(nodes.count) actionable views TalkBack cannot focus on their own: \(nodes.map(atf.name).joined(separator: ", ")).",
                related: nodes.map { snapshot.nodes[$0].id }, data: [("count", .number(Double(nodes.count)))]))
        }
    }
}
