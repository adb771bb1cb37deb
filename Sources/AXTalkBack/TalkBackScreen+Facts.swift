import AXModel

/// What the tree says of each node, for the checks that read it as Google's Accessibility Test
/// Framework reads a node hierarchy (`ViewHierarchyElement`): TalkBack's tree is the hierarchy an
/// accessibility service gets, the not-important views left out.
extension TalkBackScreen {
    /// The nodes of TalkBack's tree, in document order (every window's pre-order).
    public var nodesInTree: [Int] { tree.isPresent.indices.filter { tree.isPresent[$0] } }

    /// `isImportantForAccessibility()`, as the dump gives it or as it is inferred (README, "What a
    /// dump cannot say"); false for a node not in the tree.
    public func isImportant(_ node: Int) -> Bool { tree.isPresent[node] && tree.isImportant[node] }

    /// A flag of the node, with the session's `checked` overrides.
    public func has(_ node: Int, _ flag: AndroidProperties.Flags) -> Bool { tree.isPresent[node] && tree.has(node, flag) }

    /// `getBoundsInScreen()`, in whole pixels.
    public func bounds(of node: Int) -> PixelRect { tree.bounds[node] }

    /// The node's children in TalkBack's tree, by index.
    public func children(of node: Int) -> [Int] { tree.isPresent[node] ? tree.children(node).map(Int.init) : [] }

    /// The framework classes the node's class is an instance of, as far as the class table knows
    /// (an app's own class is an instance of nothing but itself); none for a node not in the tree.
    /// Found once for each class of the snapshot.
    public func kinds(of node: Int) -> ClassKinds { tree.isPresent[node] ? tree.kinds[node] : [] }

    /// The root of the node's window.
    public func window(of node: Int) -> Int? { tree.isPresent[node] ? Int(tree.window[node]) : nil }

    /// The kind of the node's window, when its root says.
    public func windowType(of node: Int) -> AndroidWindowType? {
        window(of: node).flatMap { tree.snapshot.android($0)?.windowType }
    }

    /// The screen's size in pixels (`DisplayMetrics.widthPixels`, `heightPixels`).
    public var screenPixels: (width: Int, height: Int) {
        let screen = tree.snapshot.screen
        return (Int((screen.width * screen.scale).rounded()), Int((screen.height * screen.scale).rounded()))
    }

    /// Whether the node lists `ACTION_SCROLL_FORWARD` (or `…_BACKWARD`); nil when the dump lists
    /// no actions, as a raw `uiautomator dump` never does.
    public func canScroll(_ node: Int, forward: Bool) -> Bool? {
        guard tree.isPresent[node], let actions = tree.android(node).actions else { return nil }
        return actions.contains(forward ? .scrollForward : .scrollBackward)
    }

    /// The node's text, content description and hint, when not empty.
    public func text(_ node: Int) -> String? { tree.text(node) }
    public func contentDescription(_ node: Int) -> String? { tree.contentDescription(node) }
    public func hintText(_ node: Int) -> String? { tree.hintText(node) }

    /// `getStateDescription()`, when the dump gives one.
    public func stateDescription(_ node: Int) -> String? { tree.isPresent[node] ? tree.android(node).stateDescription : nil }

    /// The node's class name as the dump gives it.
    public func className(_ node: Int) -> String { tree.snapshot.android(node)?.className ?? "" }

    /// The stop built on the node, if it is one.
    public func stop(of node: Int) -> Int? {
        if case .stop(let index, _) = places[node] { return index }
        return nil
    }
}
