/// `AccessibilityFocusHint.getHint`: the usage hint TalkBack speaks after a pause (400 ms,
/// `ProcessorAccessibilityHints.DELAY_HINT`) on an enabled node it focuses, on a phone with touch
/// gestures and TalkBack's default gestures: the role's hint (`NodeRoleHint`, built from
/// `ClickableHint` and `LongClickableHint`), then what the TalkBack menu offers for the node.
extension Describer {
    func usageHint(_ node: Int) -> String {
        guard tree.has(node, .enabled) else { return "" }
        return Self.join(adjustableChildHint(node), nodeRoleHint(node), menuHint(node))
    }

    /// `getHintForAdjustableChild`: the child of a number picker that scrolls adjusts it.
    private func adjustableChildHint(_ node: Int) -> String {
        guard let parent = tree.parentNode(node), tree.roles[parent] == .numberPicker,
              tree.supports(parent, .scrollBackward) || tree.supports(parent, .scrollForward) else { return "" }
        return adjustableHint
    }

    /// The default "adjust" gestures, swipe up and swipe down.
    private var adjustableHint: String {
        words.format(.hintAdjust, words[.gestureSwipeUp], words[.gestureSwipeDown])
    }

    /// `NodeRoleHint.getHint`.
    private func nodeRoleHint(_ node: Int) -> String {
        switch tree.roles[node] {
        case .dropDownList:
            return clickHint(node, .hintSpinner)
        case .editText:
            // Not while the field has input focus: typing is then the way.
            return Self.join(tree.has(node, .focused) ? "" : clickHint(node, .hintEditText), longClickableHint(node))
        case .seekControl:
            if tree.supports(node, .scrollBackward) || tree.supports(node, .scrollForward) { return adjustableHint }
            return Self.join(clickableHint(node), longClickableHint(node))
        default:
            return Self.join(clickableHint(node), longClickableHint(node))
        }
    }

    /// `ClickableHint.getHint`: a checkable node toggles, another clickable one activates (a dump
    /// gives no action labels nor the list's selection mode).
    private func clickableHint(_ node: Int) -> String {
        if tree.has(node, .checkable) { return clickHint(node, .hintToggle) }
        return clickHint(node, .hintActivate)
    }

    /// `ClickableHint.getClickHint`: the template with "Double-tap", for a clickable node that is
    /// not a keyboard's key.
    private func clickHint(_ node: Int, _ template: TalkBackWords.Key) -> String {
        guard tree.isClickable(node), tree.roles[node] != .textEntryKey, !tree.isInKeyboard(node) else { return "" }
        return words.format(template, words[.doubleTap])
    }

    /// `LongClickableHint.getHint`.
    private func longClickableHint(_ node: Int) -> String {
        guard tree.isLongClickable(node), !tree.isInKeyboard(node) else { return "" }
        return words.format(.hintLongPress, words[.doubleTap])
    }

    /// `getHintForNodeActions`: the menus of the TalkBack menu that have items for the node —
    /// Actions (custom actions, dismiss, expand, collapse) and Labels (a node that needs a label
    /// it can be given) — opened with a three-finger tap.
    private func menuHint(_ node: Int) -> String {
        guard tree.roles[node] != .textEntryKey else { return "" }
        var menus: [String] = []
        let actions = !tree.snapshot.nodes[node].customActions.isEmpty
            || tree.supports(node, .dismiss) || tree.supports(node, .expand) || tree.supports(node, .collapse)
        if actions { menus.append(words[.menuActions]) }
        if needsLabel(node), canAddLabel(node) { menus.append(words[.menuLabels]) }
        guard !menus.isEmpty else { return "" }
        return words.format(.hintMenuAvailable, menus.joined(separator: Self.separator), words[.gestureTapWithThreeFingers])
    }
}
