/// `AccessibilityNodeFeedbackUtils.getUnlabelledNodeDescription`: "Unlabelled" for a node that
/// needs a label (`TalkBackLabelManager.needsLabel`: enabled, clickable or long-clickable (or
/// focusable with a resource id it could be labelled by), childless and without text) and is not
/// checkable or a seek or progress bar, when it has no role word, state, text, hint or label.
extension Describer {
    func unlabelledDescription(_ node: Int) -> String? {
        guard needsLabel(node), !tree.has(node, .checkable), tree.roles[node] != .seekControl, tree.roles[node] != .progressBar else {
            return nil
        }
        let empty = roleName(node).isEmpty && tree.stateDescription(node) == nil && tree.contentDescription(node) == nil
            && tree.text(node) == nil && tree.hintText(node) == nil
        return empty ? words[.unlabelled] : nil
    }

    /// `TalkBackLabelManager.needsLabel`. `canAddLabel` needs a resource id in the app's package,
    /// which a dump's `resource-id` gives.
    func needsLabel(_ node: Int) -> Bool {
        guard tree.has(node, .enabled), tree.childCount(node) == 0 else { return false }
        guard tree.isClickable(node) || tree.isLongClickable(node) || (tree.isFocusable(node) && canAddLabel(node)) else { return false }
        return tree.contentDescription(node) == nil && tree.text(node) == nil
    }

    /// `CustomLabelManager.canAddLabel`: a resource id of the form `package:id/name`.
    func canAddLabel(_ node: Int) -> Bool { tree.android(node).resourceID?.contains(":id/") == true }
}
