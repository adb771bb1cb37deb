import AXModel

/// A swipe that goes back up the screen: AXScope's own, from the model's order. TalkBack's order
/// is the tree's, so a view placed last in its parent (a toolbar, a floating button) is read
/// last wherever it is drawn.
enum OrderJumpsBack: AndroidRule {
    static let descriptor = RuleDescriptor(
        id: "order-jumps-back", severity: .warning, shortDescription: "Order jumps back",
        fullDescription: "The next stop of TalkBack's linear order, in the same window, lies wholly above the previous one and overlaps it horizontally: a swipe forward jumps back up the same column.",
        help: "Order the views as they are read (or set android:accessibilityTraversalBefore/After).", threshold: "wholly above, same column",
        tags: ["accessibility", "talkback-OrderedTraversalController", "wcag-1.3.2", "wcag-2.4.3"])

    static func check(_ atf: ATFHierarchy, in context: AuditContext, into result: inout RuleResult) {
        let stops = atf.screen.stops
        guard stops.count >= 2 else { return }
        for index in 1..<stops.count {
            let (previous, next) = (stops[index - 1], stops[index])
            guard atf.screen.window(of: previous) == atf.screen.window(of: next) else { continue }
            let (a, b) = (atf.bounds(previous), atf.bounds(next))
            guard a.width > 0, a.height > 0, b.width > 0, b.height > 0,
                  b.bottom <= a.top, b.left < a.right, a.left < b.right else { continue }
            result.append(Finding(
                rule: descriptor, severity: .warning, node: next, in: context,
                message: "Stop \(index + 1) \(atf.name(next)) comes after stop \(index) \(atf.name(previous)) but lies above it: a swipe forward jumps back up the screen.",
                related: [context.snapshot.nodes[previous].id],
                data: [("from", .number(Double(index))), ("to", .number(Double(index + 1)))]))
        }
    }
}
