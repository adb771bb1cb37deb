/// `EventTypeViewAccessibilityFocusedFeedbackRule.viewAccessibilityFocusedDescription`: what
/// TalkBack says when a node gets accessibility focus — "Unlabelled" or the node tree description,
/// then "Heading" for a heading (a dump gives no collection positions), joined with commas; and
/// the usage hint, spoken after it.
extension Describer {
    func focusDescription() -> String {
        let node = focused
        var parts: [String] = []
        if let unlabelled = unlabelledDescription(node) {
            parts.append(unlabelled)
        } else {
            parts.append(aggregateNodeTreeDescription(node))
        }
        // Collection item positions need CollectionItemInfo, which a dump does not give.
        if tree.isHeading(node), !tree.isWebContainer(node) { parts.append(words[.heading]) }
        return Self.join(parts)
    }
}

/// `EventTypeViewClickedFeedbackRule`: what TalkBack says when a click lands on a node — its
/// checked state ("on"/"off" for a switch or toggle button, else "checked"/"not checked", from
/// the node or its first checkable child) unless it has a state description, else "selected",
/// else collapsed or expanded.
extension Describer {
    func clickFeedback(_ node: Int) -> String {
        if let checked = checkedState(node) { return checked }
        for child in tree.children(node).map(Int.init) {
            if let checked = checkedState(child) { return checked }
        }
        if tree.has(node, .selected) { return words[.selected] }
        return tree.supports(node, .expand) ? words[.collapsed] : tree.supports(node, .collapse) ? words[.expanded] : ""
    }

    private func checkedState(_ node: Int) -> String? {
        // A state description of the app's own is spoken by its change event instead.
        guard tree.has(node, .checkable), tree.android(node).stateDescription == nil else { return nil }
        let isSwitch = tree.roles[node] == .switchWidget || tree.roles[node] == .toggleButton
        let checked = tree.has(node, .checked)
        return words[isSwitch ? (checked ? .on : .off) : (checked ? .checked : .notChecked)]
    }
}
