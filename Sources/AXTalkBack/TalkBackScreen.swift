import AXModel

/// What TalkBack makes of an Android snapshot in one state: the nodes it sees, the stops of its
/// linear navigation in order, why every other node is not one, and what it says at each stop.
///
/// The rules follow TalkBack's own code (google/talkback, Apache-2.0); each file names the class
/// and method it follows. README, "The Android model", says what a dump cannot tell and what is
/// assumed for it.
public final class TalkBackScreen {
    let tree: AccessibilityTree
    let rules: FocusRules
    /// `ReorderedChildrenIterator`'s order, with the bounds it worked out (descriptions reuse them).
    let order: TraversalOrder
    /// The stops, node indices in navigation order.
    public let stops: [Int]
    /// Each node's place: a stop, spoken as part of one, passed through, or left out.
    public let places: [Place]
    /// The windows' roots, in the order TalkBack visits them.
    public let windows: [Int]

    /// `shown(node)` is false for the nodes that do not exist now (`visibleWhen`), whose subtrees
    /// go with them; `checked` replaces the `checked` state of the nodes it names (a click on a
    /// compound button toggles it).
    /// `classes` is what TalkBack can tell of class names (``ClassHierarchy/bundled()``).
    public init(snapshot: Snapshot, classes: ClassHierarchy, shown: (Int) -> Bool = { _ in true }, checked: [Int: Bool] = [:]) {
        tree = AccessibilityTree(snapshot: snapshot, classes: classes, shown: shown, checked: checked)
        rules = FocusRules(tree: tree)
        windows = WindowOrder.sorted(tree.windowRoots, in: tree)
        let order = TraversalOrder(rules: rules)
        var stops: [Int] = []
        var decisions = [FocusRules.Decision?](repeating: nil, count: snapshot.nodes.count)
        for root in windows {
            for node in order.preorder(ofWindow: root) {
                let decision = rules.shouldFocus(node)
                decisions[node] = decision
                if decision.focuses { stops.append(node) }
            }
        }
        self.stops = stops
        self.order = order
        places = Self.places(tree: tree, decisions: decisions, stops: stops)
    }

    /// Where a node stands for TalkBack.
    public enum Place: Hashable, Sendable {
        /// A stop; the index into ``TalkBackScreen/stops``.
        case stop(Int, Reason)
        /// Spoken as part of the stop built on the given node (TalkBack appends the descriptions
        /// of an element's non-focusable children to its own).
        case spokenBy(Int)
        /// Not a stop; TalkBack visits its children.
        case passedThrough(Reason)
        /// Not a stop, and nothing in it is.
        case excluded(Reason)
    }

    /// The rule that placed a node, to explain it.
    public enum Reason: Hashable, Sendable {
        case focusableLeaf, focusableAndSpeaking, speakingListItem, textWithoutFocusableAncestor
        case notVisible, coversWindow, focusableButSilent, nothingToSpeak
        /// It has text, but inside the focusable node (its index), whose description includes it
        /// only when it has no content description of its own.
        case insideFocusable(Int)
        /// Not important for accessibility: not in TalkBack's tree (README, "What a dump cannot say").
        case notImportant
        /// Hidden with its subtree (`visibleWhen` false on it or an ancestor).
        case hidden
        /// Not in any window (the snapshot's `<hierarchy>`).
        case outsideWindows
    }

    private static func places(tree: AccessibilityTree, decisions: [FocusRules.Decision?], stops: [Int]) -> [Place] {
        var places = [Place](repeating: .excluded(.nothingToSpeak), count: tree.snapshot.nodes.count)
        var stopIndex = [Int32](repeating: -1, count: tree.snapshot.nodes.count)
        for (index, node) in stops.enumerated() { stopIndex[node] = Int32(index) }
        // A node's nearest stop ancestor, in document order (parents first).
        var stopAbove = [Int32](repeating: -1, count: tree.snapshot.nodes.count)
        for node in tree.snapshot.nodes.indices {
            let snapshotParent = tree.snapshot.nodes[node].parent
            if let up = snapshotParent { stopAbove[node] = stopIndex[up] >= 0 ? Int32(up) : stopAbove[up] }
            guard tree.isPresent[node] else {
                if tree.isHidden[node] {
                    places[node] = .excluded(.hidden)
                } else if tree.snapshot.android(node) == nil {
                    places[node] = .passedThrough(.outsideWindows)
                } else {
                    places[node] = tree.snapshot.nodes[node].children.isEmpty ? .excluded(.notImportant) : .passedThrough(.notImportant)
                }
                continue
            }
            if stopIndex[node] >= 0, let decision = decisions[node] {
                places[node] = .stop(Int(stopIndex[node]), Reason(decision))
                continue
            }
            let decision = decisions[node] ?? .nothingToSpeak
            if case .insideFocusableAncestor(let ancestor) = decision {
                places[node] = stopIndex[ancestor] >= 0 ? .spokenBy(ancestor) : .excluded(.insideFocusable(ancestor))
            } else if stopAbove[node] >= 0, decision != .notVisible, tree.hasText(node) || tree.hasStateDescription(node) {
                places[node] = .spokenBy(Int(stopAbove[node]))
            } else if tree.childCount(node) > 0 {
                places[node] = .passedThrough(Reason(decision))
            } else {
                places[node] = .excluded(Reason(decision))
            }
        }
        return places
    }

    /// The windows' roots, and whether TalkBack's tree has a node.
    public func isInTree(_ node: Int) -> Bool { tree.isPresent[node] }

    /// The node's role, as `Role.getRole` gives it; `.none` for a node not in TalkBack's tree.
    public func role(of node: Int) -> Role { tree.roles[node] }

    /// The parent of a node in TalkBack's tree (not-important views left out).
    public func parent(of node: Int) -> Int? { tree.isPresent[node] ? tree.parentNode(node) : nil }

    /// The list, grid and scroll containers holding stops (list items: `isScrollItem`), outermost
    /// first, with the stops inside each.
    public func scrollContainers() -> [(node: Int, stops: [Int])] {
        var inside: [Int: [Int]] = [:]
        var order: [Int] = []
        for (index, stop) in stops.enumerated() {
            var current = tree.parentNode(stop)
            var chain: [Int] = []
            while let node = current {
                if tree.isScrollItem(node) { chain.append(node) }
                current = tree.parentNode(node)
            }
            for container in chain.reversed() {
                if inside[container] == nil { order.append(container) }
                inside[container, default: []].append(index)
            }
        }
        return order.map { ($0, inside[$0] ?? []) }
    }
}

extension TalkBackScreen.Reason {
    init(_ decision: FocusRules.Decision) {
        switch decision {
        case .focusableLeaf: self = .focusableLeaf
        case .focusableAndSpeaking: self = .focusableAndSpeaking
        case .speakingListItem: self = .speakingListItem
        case .textWithoutFocusableAncestor: self = .textWithoutFocusableAncestor
        case .notVisible: self = .notVisible
        case .coversWindow: self = .coversWindow
        case .focusableButSilent: self = .focusableButSilent
        case .insideFocusableAncestor(let ancestor): self = .insideFocusable(ancestor)
        case .nothingToSpeak: self = .nothingToSpeak
        }
    }
}
