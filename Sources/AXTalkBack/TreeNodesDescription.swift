/// `TreeNodesDescription`: the description of a focused node and of the nodes inside it that
/// TalkBack does not focus on their own.
extension Describer {
    /// `aggregateNodeTreeDescription`, in the default order: "selected", the node's tree
    /// description, then "disabled" (always last).
    func aggregateNodeTreeDescription(_ node: Int) -> String {
        let selected = tree.has(node, .selected) ? words[.selected] : ""
        return Self.join(selected, appendedTreeDescription(node), disabledState(node))
    }

    /// `getDisabledStateText` on Android 12 and later: "disabled" for a disabled node that is not
    /// a heading.
    func disabledState(_ node: Int) -> String {
        !tree.isHeading(node) && !tree.has(node, .enabled) ? words[.disabled] : ""
    }

    /// `getAppendedTreeDescription`: the status and the tree nodes' description, then the error
    /// and the hint text (not for a field that shows its hint as its text).
    func appendedTreeDescription(_ node: Int) -> String {
        let description = Self.conditionalPrepend(nodeStatusDescription(node), treeNodesDescription(node))
        var error = ""
        if tree.has(node, .contentInvalid), let text = tree.android(node).error, !text.isEmpty {
            error = words.format(.errorTemplate, text)
        }
        let hint = tree.roles[node] == .editText && tree.has(node, .showingHintText) ? "" : tree.hintText(node) ?? ""
        return Self.join(description, error, hint)
    }

    /// `nodeStatusDescription`: collapsed or expanded, then — for a checkable node without a state
    /// description that is not a switch or toggle button (nor an unchecked checked text view) —
    /// "checked" or "not checked".
    func nodeStatusDescription(_ node: Int) -> String {
        let expansion = tree.supports(node, .expand) ? words[.collapsed] : tree.supports(node, .collapse) ? words[.expanded] : ""
        let role = tree.roles[node]
        if tree.stateDescription(node) == nil, tree.has(node, .checkable), role != .switchWidget, role != .toggleButton,
           role != .checkedTextView || tree.has(node, .checked) {
            return Self.join(expansion, words[tree.has(node, .checked) ? .checked : .notChecked])
        }
        return expansion
    }

    /// `treeNodesDescription`: the role description, then — for a list, grid or pager, or a node
    /// without a content description — the description of each visible child TalkBack does not
    /// focus, in `ReorderedChildrenIterator`'s order. Web views do not add their children.
    func treeNodesDescription(_ node: Int) -> String {
        var parts = [roleDescriptionText(node)]
        let role = tree.roles[node]
        if role != .webView, role == .grid || role == .list || role == .pager || tree.contentDescription(node) == nil {
            for child in order.reorderedChildren(of: node) where tree.isVisible(child) && !rules.isAccessibilityFocusable(child) {
                parts.append(appendedTreeDescription(child))
            }
        }
        return Self.join(parts)
    }
}
