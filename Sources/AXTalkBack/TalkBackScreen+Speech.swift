/// What TalkBack says at a stop and after a click (``Describer``).
extension TalkBackScreen {
    /// What TalkBack says on focusing a node: the description, and the usage hint it speaks after a
    /// pause (nil when there is none).
    public func focusSpeech(of node: Int, words: TalkBackWords) -> (description: String, hint: String?) {
        let describer = Describer(tree: tree, rules: rules, order: order, words: words, focused: node)
        let hint = describer.usageHint(node)
        return (describer.focusDescription(), hint.isEmpty ? nil : hint)
    }

    /// What TalkBack says when a click lands on a node (`TYPE_VIEW_CLICKED`); nil for nothing.
    public func clickSpeech(of node: Int, words: TalkBackWords) -> String? {
        let spoken = Describer(tree: tree, rules: rules, order: order, words: words, focused: node).clickFeedback(node)
        return spoken.isEmpty ? nil : spoken
    }

    /// The role's word TalkBack speaks for a node ("Button", "Switch"; empty for none).
    public func roleName(of node: Int, words: TalkBackWords) -> String {
        Describer(tree: tree, rules: rules, order: order, words: words, focused: node).roleName(node)
    }

    /// Whether the node is clickable or long-clickable to TalkBack (`isClickable`,
    /// `isLongClickable`), and checkable.
    public func isClickable(_ node: Int) -> Bool { tree.isPresent[node] && tree.isClickable(node) }
    public func isLongClickable(_ node: Int) -> Bool { tree.isPresent[node] && tree.isLongClickable(node) }
    public func isCheckable(_ node: Int) -> Bool { tree.isPresent[node] && tree.has(node, .checkable) }
    /// The node a click on `node` toggles, if any: the node when it is checkable, else its first
    /// checkable child in TalkBack's tree (the child whose state `EventTypeViewClickedFeedbackRule`
    /// then speaks).
    public func toggledByClick(on node: Int) -> Int? {
        guard tree.isPresent[node] else { return nil }
        if tree.has(node, .checkable) { return node }
        return tree.children(node).map(Int.init).first { tree.has($0, .checkable) }
    }

    /// The node's `checked` state now (after the session's clicks).
    public func isChecked(_ node: Int) -> Bool { tree.isPresent[node] && tree.has(node, .checked) }
}

/// Touch exploration: `AccessibilityNodeInfoUtils.findFocusFromHover`.
extension TalkBackScreen {
    /// The node TalkBack focuses when a finger touches the point (in dp): the view under it —
    /// the deepest, and among overlapping siblings the one drawn last (by `drawingOrder`, else the
    /// last child) — or its nearest ancestor in TalkBack's tree, then the first of it and its
    /// ancestors that `shouldFocusNode` accepts, other than a WebView. Windows are tried in the
    /// dump's order.
    public func touchTarget(x: Double, y: Double) -> Int? {
        let scale = tree.snapshot.screen.scale
        let px = Int((x * scale).rounded(.down)), py = Int((y * scale).rounded(.down))
        let nodes = tree.snapshot.nodes
        for root in tree.windowRoots where tree.bounds[root].contains(x: px, y: py) {
            var touched = root
            while true {
                let under = nodes[touched].children.filter { child in
                    !tree.isHidden[child] && tree.snapshot.android(child)?.has(.visibleToUser) == true
                        && PixelRect(nodes[child].frame, scale: scale).contains(x: px, y: py)
                }
                guard let top = under.enumerated().max(by: { a, b in
                    let orderA = tree.snapshot.android(a.element)?.drawingOrder ?? 0, orderB = tree.snapshot.android(b.element)?.drawingOrder ?? 0
                    return orderA != orderB ? orderA < orderB : a.offset < b.offset
                })?.element else { break }
                touched = top
            }
            var current: Int? = touched
            while let node = current, !tree.isPresent[node] { current = nodes[node].parent }
            while let node = current {
                if rules.shouldFocus(node).focuses, tree.roles[node] != .webView { return node }
                current = tree.parentNode(node)
            }
            return nil
        }
        return nil
    }
}
