import AXModel
import AXTalkBack

/// Actionable elements on one spot: ATF's `DuplicateClickableBoundsCheck`
/// (`getLocationActionToViewMap`, `ViewLocationActionHolder.equals`): the same bounds and a click
/// kind in common, grouped in document order; one ERROR a group, on its first element.
enum DuplicateClickableBounds: AndroidRule {
    static let descriptor = RuleDescriptor(
        id: "duplicate-clickable-bounds", severity: .error, shortDescription: "Clickable items",
        fullDescription: "Two or more visible elements, important for accessibility, have the same bounds in pixels and share clickable or long-clickable: a container and its child both take the touch.",
        help: "Make one of them actionable, not both (\(helpURL("6378943"))).", threshold: "ATF DuplicateClickableBoundsCheck (ERROR)",
        tags: ["accessibility", "atf-DuplicateClickableBoundsCheck"])

    private struct Group {
        let clickable: Bool
        let longClickable: Bool
        var members: [Int]
    }

    /// `ViewHierarchyElementDescriptor.describe`.
    static func describe(_ node: Int, _ atf: ATFHierarchy) -> String {
        if let id = atf.snapshot.android(node)?.resourceID, !id.isEmpty { return "View \(id)" }
        return "View with bounds: \(atf.bounds(node).shortString)"
    }

    static func check(_ atf: ATFHierarchy, in context: AuditContext, into result: inout RuleResult) {
        var groups: [Group] = []
        var groupsAt: [PixelRect: [Int]] = [:]
        groupsAt.reserveCapacity(atf.elements.count)
        for node in atf.elements where atf.isVisible(node) && atf.screen.isImportant(node) {
            let (clickable, longClickable) = (atf.isClickable(node), atf.isLongClickable(node))
            guard clickable || longClickable else { continue }
            let bounds = atf.bounds(node)
            let existing = groupsAt[bounds]?.first { index in
                (clickable && groups[index].clickable) || (longClickable && groups[index].longClickable)
            }
            if let existing {
                groups[existing].members.append(node)
            } else {
                groupsAt[bounds, default: []].append(groups.count)
                groups.append(Group(clickable: clickable, longClickable: longClickable, members: [node]))
            }
        }
        for group in groups where group.members.count >= 2 {
            let first = group.members[0]
            let others = Array(group.members.dropFirst())
            let (clickable, longClickable) = (atf.isClickable(first), atf.isLongClickable(first))
            let action = clickable && longClickable ? "clickable and long clickable" : clickable ? "clickable" : "long clickable"
            let bounds = atf.bounds(first).shortString
            result.append(Finding(
                rule: descriptor, severity: .error, node: first, in: context,
                message: "This \(action) item \(atf.name(first)) has the same on-screen location (\(bounds)) as \(others.count) other item(s) with those properties: \(others.map { describe($0, atf) }.joined(separator: ", ")).",
                related: others.map { context.snapshot.nodes[$0].id },
                data: [("bounds", .string(bounds)), ("conflictingViewCount", .number(Double(others.count))),
                       ("clickable", .bool(clickable)), ("longClickable", .bool(longClickable)), ("atfResultId", .number(1))]))
        }
    }
}
