/// Which nodes TalkBack's linear navigation focuses: `AccessibilityNodeInfoUtils.shouldFocusNode`
/// and the rules it calls (`isAccessibilityFocusable`, `isSpeakingNode`,
/// `hasNonActionableSpeakingChildren`), with TalkBack's caches: one `speakingNodesCache` for a
/// traversal (``speaking``), and the answers to the questions each node asks of its ancestors,
/// kept so that a deep tree is not walked again for each node below.
final class FocusRules {
    let tree: AccessibilityTree
    /// `speakingNodesCache`: `isSpeakingNode` with the traversal's cache, by node (0 unknown,
    /// 1 no, 2 yes).
    private var speaking: [UInt8]
    /// `isSpeakingNode(node, null, new HashSet())`, by node, as above.
    private var speakingUncached: [UInt8]
    /// `shouldFocusNode(node, cache, checkChildren: false)`, by node, as above.
    private var focusableForDescendants: [UInt8]
    /// The visited set of one `isSpeakingNode` walk: a node is in it when its stamp is the walk's.
    private var visitStamp: [UInt32]
    private var walk: UInt32 = 0
    /// ``shouldFocus(_:)`` by node, once decided: the traversal, the bounds of the order and
    /// every description ask it again of the same nodes.
    private var decisions: [Decision?]

    init(tree: AccessibilityTree) {
        self.tree = tree
        let count = tree.snapshot.nodes.count
        speaking = Array(repeating: 0, count: count)
        speakingUncached = Array(repeating: 0, count: count)
        focusableForDescendants = Array(repeating: 0, count: count)
        visitStamp = Array(repeating: 0, count: count)
        decisions = Array(repeating: nil, count: count)
    }

    /// Why TalkBack does or does not focus a node.
    enum Decision: Equatable {
        /// Focused: actionable or screen-reader focusable, with nothing inside to speak for it (a
        /// leaf, which TalkBack focuses even without a label).
        case focusableLeaf
        /// Focused: actionable or screen-reader focusable, and it or its non-focusable content
        /// has something to speak.
        case focusableAndSpeaking
        /// Focused: a list item (a child of a scrolling container) with something to speak.
        case speakingListItem
        /// Focused: it has text or a state and no ancestor TalkBack would focus.
        case textWithoutFocusableAncestor
        case notVisible
        /// Not focused: it covers its whole window, has children and is not actionable.
        case coversWindow
        /// Not focused: actionable, but neither it nor its non-focusable content speaks.
        case focusableButSilent
        /// Not focused: it has text, but an ancestor TalkBack focuses (the ancestor's index).
        case insideFocusableAncestor(Int)
        /// Not focused: neither actionable nor speaking.
        case nothingToSpeak

        var focuses: Bool {
            switch self {
            case .focusableLeaf, .focusableAndSpeaking, .speakingListItem, .textWithoutFocusableAncestor: true
            default: false
            }
        }
    }

    /// `shouldFocusNode(node, speakingNodesCache)`, with the rule that decided.
    func shouldFocus(_ node: Int) -> Decision {
        if let known = decisions[node] { return known }
        let decision = decide(node)
        decisions[node] = decision
        return decision
    }

    private func decide(_ node: Int) -> Decision {
        guard tree.isVisible(node) else { return .notVisible }
        let focusableOrClickable = tree.isFocusableOrClickable(node)
        if tree.areBoundsIdenticalToWindow(node), tree.childCount(node) > 0, !focusableOrClickable { return .coversWindow }
        let listItem = !focusableOrClickable && tree.isTopLevelScrollItem(node) && isSpeakingUncached(node)
        if focusableOrClickable || listItem {
            if tree.childCount(node) == 0 { return listItem ? .speakingListItem : .focusableLeaf }
            if isSpeaking(node) { return listItem ? .speakingListItem : .focusableAndSpeaking }
            return .focusableButSilent
        }
        if let ancestor = focusableAncestor(of: node) {
            return tree.hasText(node) || tree.hasStateDescription(node) ? .insideFocusableAncestor(ancestor) : .nothingToSpeak
        }
        return tree.hasText(node) || tree.hasStateDescription(node) ? .textWithoutFocusableAncestor : .nothingToSpeak
    }

    /// `isAccessibilityFocusable`: focusable or clickable, or a speaking list item.
    func isAccessibilityFocusable(_ node: Int) -> Bool {
        tree.isFocusableOrClickable(node) || (tree.isTopLevelScrollItem(node) && isSpeakingUncached(node))
    }

    /// The nearest ancestor that `shouldFocusNode(ancestor, cache, checkChildren: false)` accepts.
    func focusableAncestor(of node: Int) -> Int? {
        var current = tree.parentNode(node)
        while let index = current {
            if isFocusableForDescendants(index) { return index }
            current = tree.parentNode(index)
        }
        return nil
    }

    /// `shouldFocusNode(node, cache, checkChildren: false)`: what a descendant asks of it.
    private func isFocusableForDescendants(_ node: Int) -> Bool {
        if focusableForDescendants[node] != 0 { return focusableForDescendants[node] == 2 }
        var result = false
        if tree.isVisible(node) {
            let focusableOrClickable = tree.isFocusableOrClickable(node)
            let coversWindow = tree.areBoundsIdenticalToWindow(node) && tree.childCount(node) > 0 && !focusableOrClickable
            result = !coversWindow && (focusableOrClickable || (tree.isTopLevelScrollItem(node) && isSpeakingUncached(node)))
        }
        focusableForDescendants[node] = result ? 2 : 1
        return result
    }

    // MARK: isSpeakingNode

    /// `isSpeakingNode(node, speakingNodesCache, visited)` at the start of a walk.
    func isSpeaking(_ node: Int) -> Bool {
        walk &+= 1
        return isSpeaking(node, cached: true)
    }

    /// `isSpeakingNode(node, null, new HashSet())`: without the cache, so a child seen twice in one
    /// walk answers from its own properties only (``hasNonActionableSpeakingChildren(_:cached:)``).
    private func isSpeakingUncached(_ node: Int) -> Bool {
        if speakingUncached[node] != 0 { return speakingUncached[node] == 2 }
        walk &+= 1
        let result = isSpeaking(node, cached: false)
        speakingUncached[node] = result ? 2 : 1
        return result
    }

    private func isSpeaking(_ node: Int, cached: Bool) -> Bool {
        if cached, speaking[node] != 0 { return speaking[node] == 2 }
        let result = tree.hasText(node) || tree.hasStateDescription(node) || tree.has(node, .checkable)
            || hasNonActionableSpeakingChildren(node, cached: cached)
        if cached { speaking[node] = result ? 2 : 1 }
        return result
    }

    /// `hasNonActionableSpeakingChildren`: a visible child that is neither focusable nor a
    /// speaking list item of a non-clickable parent speaks. Like TalkBack, the walk keeps the set of
    /// children it has seen and answers no on meeting one again.
    private func hasNonActionableSpeakingChildren(_ node: Int, cached: Bool) -> Bool {
        for child in tree.children(node).map(Int.init) {
            if visitStamp[child] == walk { return false }
            visitStamp[child] = walk
            guard tree.isVisible(child), !tree.isFocusableOrClickable(child) else { continue }
            if tree.isTopLevelScrollItem(child), isSpeaking(child, cached: cached), !(tree.isClickable(node) || tree.isLongClickable(node)) {
                continue
            }
            if isSpeaking(child, cached: cached) { return true }
        }
        return hasInvisibleNonActionableSpeakingChildren(node)
    }

    /// `hasInvisibleNonActionableSpeakingChildren`: an invisible, non-actionable child with text,
    /// unless the node is an auto-scrolling container (`FILTER_AUTO_SCROLL`).
    private func hasInvisibleNonActionableSpeakingChildren(_ node: Int) -> Bool {
        let autoScroll = tree.isScrollable(node) && tree.isVisible(node)
            && [.dropDownList, .list, .grid, .scrollView, .horizontalScrollView].contains(tree.roles[node])
        if autoScroll { return false }
        return tree.children(node).map(Int.init).contains { child in
            !tree.isVisible(child) && tree.hasText(child)
                && !(tree.has(child, .screenReaderFocusable) || tree.isActionableForAccessibility(child))
        }
    }
}
