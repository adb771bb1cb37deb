import AXModel
import AXTalkBack

/// A clickable element smaller than 48 × 48 dp (32 dp along a screen edge, or in an input
/// method's window): ATF's `TouchTargetSizeCheck` (`runCheckOnHierarchy`,
/// `getMinimumAllowableSizeForView`, `hasQualifyingClickableAncestor`, `hasWebViewAncestor`).
/// A dump gives no touch delegates nor the unclipped size, so neither softens a result.
enum TouchTargetSize: AndroidRule {
    static let descriptor = RuleDescriptor(
        id: "touch-target-size", severity: .error, shortDescription: "Touch target",
        fullDescription: "A visible clickable or long-clickable element is under 48 dp wide or high (32 dp for the dimension along a screen edge, and in an input method's window), sizes rounded as ATF rounds them. A warning when a clickable ancestor of the required size may take its touches, or when it is web content; not reported when it is against the edge of a scrollable ancestor (partly scrolled off).",
        help: "Make the target at least 48 × 48 dp (\(helpURL("7101858"))).", threshold: "48 × 48 dp, 32 dp at a screen edge (ATF TouchTargetSizeCheck)",
        tags: ["accessibility", "atf-TouchTargetSizeCheck", "material-48dp", "wcag-2.5.8"])

    /// The size the element must reach, in dp.
    static func required(_ node: Int, _ atf: ATFHierarchy) -> (width: Int, height: Int) {
        if atf.screen.windowType(of: node) == .inputMethod { return (32, 32) }
        let bounds = atf.bounds(node)
        let screen = atf.screen.screenPixels
        let againstSide = bounds.left == 0 || bounds.right == screen.width
        let againstTopOrBottom = bounds.top == 0 || bounds.bottom == screen.height
        return (againstSide ? 32 : 48, againstTopOrBottom ? 32 : 48)
    }

    /// `hasQualifyingClickableAncestor`: an ancestor with one of the element's click kinds, not
    /// a list, whose size in pixels reaches the element's requirement in dp (ATF compares the
    /// two units as they are).
    static func hasClickableAncestor(_ node: Int, _ atf: ATFHierarchy) -> Bool {
        let (clickable, longClickable) = (atf.isClickable(node), atf.isLongClickable(node))
        var current = atf.screen.parent(of: node)
        while let ancestor = current {
            if (clickable && atf.isClickable(ancestor)) || (longClickable && atf.isLongClickable(ancestor)),
               !atf.screen.kinds(of: ancestor).contains(.absListView) {
                let size = required(ancestor, atf)
                let bounds = atf.bounds(ancestor)
                if bounds.height >= size.height && bounds.width >= size.width { return true }
            }
            current = atf.screen.parent(of: ancestor)
        }
        return false
    }

    static func check(_ atf: ATFHierarchy, in context: AuditContext, into result: inout RuleResult) {
        let density = context.snapshot.screen.scale
        for node in atf.elements where (atf.isClickable(node) || atf.isLongClickable(node)) && atf.isVisible(node) {
            let bounds = atf.bounds(node)
            let (width, height) = (roundedDP(bounds.width, density: density), roundedDP(bounds.height, density: density))
            let need = required(node, atf)
            guard width < need.width || height < need.height, !atf.isAgainstScrollableEdge(node) else { continue }
            let isWeb = atf.hasWebViewAncestor(node)
            let ancestor = hasClickableAncestor(node, atf)
            let name = atf.name(node)
            var message: String
            let resultID: Int
            if height < need.height && width < need.width {
                resultID = 3
                message = "\(name) is \(width) × \(height) dp; consider making this touch target \(need.width) dp wide and \(need.height) dp high or larger."
            } else if height < need.height {
                resultID = 4
                message = "\(name) is \(height) dp high; consider making the height of this touch target \(need.height) dp or larger."
            } else {
                resultID = 5
                message = "\(name) is \(width) dp wide; consider making the width of this touch target \(need.width) dp or larger."
            }
            if isWeb {
                message += " It is web content, whose size is the page's: verify the target in the page."
            } else if ancestor {
                message += " A parent container may be handling touch events for this item: if selecting it does the same, make this item not clickable; else enlarge it."
            }
            result.append(Finding(
                rule: descriptor, severity: isWeb || ancestor ? .warning : .error, node: node, in: context, message: message,
                data: [("width", .number(Double(width))), ("height", .number(Double(height))),
                       ("requiredWidth", .number(Double(need.width))), ("requiredHeight", .number(Double(need.height))),
                       ("hasClickableAncestor", .bool(ancestor)), ("isWebContent", .bool(isWeb)),
                       ("atfResultId", .number(Double(resultID)))]))
        }
    }
}
