/// The order of TalkBack's linear navigation (swipe right and left) through one window:
/// `OrderedTraversalController` builds a tree of the window's nodes (`WorkingTree`), each node's
/// children as `ReorderedChildrenIterator` gives them, and walks it in pre-order; the stops are
/// the nodes `shouldFocusNode` accepts. The `traversalBefore` and `traversalAfter` moves are not
/// made: a dump does not give them (README, "What a dump cannot say").
///
/// `ReorderedChildrenIterator` keeps the children's order unless a child's useful bounds (the
/// bounds `NodeCachedBoundsCalculator` gives: a node TalkBack does not focus is as big as the
/// focusable content inside it) differ from its own; then, from the last but one child back to
/// the first, each such child moves right past the ones that the "stripe" comparison puts before
/// it by useful bounds but not by their own bounds. Web content keeps the page's order.
struct TraversalOrder {
    let rules: FocusRules
    private var tree: AccessibilityTree { rules.tree }
    /// `NodeCachedBoundsCalculator`'s bounds by node, shared by the copies of an order (the
    /// screen's, and each description's: one array for the whole tree, made once).
    private let cache: BoundsCache

    /// The bounds of the nodes worked out so far; nil while not worked out.
    final class BoundsCache {
        var bounds: [PixelRect?]

        init(count: Int) { bounds = Array(repeating: nil, count: count) }
    }

    init(rules: FocusRules) {
        self.rules = rules
        cache = BoundsCache(count: rules.tree.snapshot.nodes.count)
    }

    /// The window's nodes in the working tree's pre-order, without recursion.
    func preorder(ofWindow root: Int) -> [Int] {
        var result: [Int] = []
        var pending = [root]
        while let node = pending.popLast() {
            result.append(node)
            if keepsOrder(node) {
                for child in tree.children(node).reversed() { pending.append(Int(child)) }
            } else {
                pending.append(contentsOf: reordered(tree.children(node).map(Int.init)).reversed())
            }
        }
        return result
    }

    /// Whether `ReorderedChildrenIterator` gives the node's children in the tree's order: fewer
    /// than two, web content, or none whose useful bounds differ from its own.
    private func keepsOrder(_ node: Int) -> Bool {
        let children = tree.children(node)
        return children.count < 2 || tree.isWebContainer(node) || !children.contains { usesChildrenBounds(Int($0)) }
    }

    /// `ReorderedChildrenIterator`'s children of a node.
    func reorderedChildren(of node: Int) -> [Int] {
        let nodes = tree.children(node).map(Int.init)
        return keepsOrder(node) ? nodes : reordered(nodes)
    }

    /// `ReorderedChildrenIterator`'s reordering of children whose order it does not keep.
    private func reordered(_ children: [Int]) -> [Int] {
        var nodes = children
        var index = nodes.count - 2
        while index >= 0 {
            if usesChildrenBounds(nodes[index]) {
                // moveNodeIfNecessary: bubble the node to the right.
                let moving = nodes[index]
                var next = index + 1
                while next < nodes.count, needsSwap(moving, nodes[next]) {
                    nodes[next - 1] = nodes[next]
                    nodes[next] = moving
                    next += 1
                }
            }
            index -= 1
        }
        return nodes
    }

    /// `needSwapNodeOrder`: the useful bounds put `left` after `right`, and their own bounds do not.
    private func needsSwap(_ left: Int, _ right: Int) -> Bool {
        let leftBounds = bounds(left), rightBounds = bounds(right)
        guard Self.compare(leftBounds, rightBounds) > 0 else { return false }
        return Self.compare(tree.bounds[left], tree.bounds[right]) < 0
    }

    /// `usesChildrenBounds`: the useful bounds exist and differ from the node's own.
    private func usesChildrenBounds(_ node: Int) -> Bool {
        guard let useful = bounds(node) else { return false }
        return useful != tree.bounds[node]
    }

    /// `NodeCachedBoundsCalculator.getBounds`: nil for `Rect`'s empty value.
    private func bounds(_ node: Int) -> PixelRect? {
        let value = fetchBounds(node)
        return value == .empty ? nil : value
    }

    /// `fetchBound`: empty for an invisible node; its own bounds for a node TalkBack focuses;
    /// else its own bounds narrowed to those of its children that have any. Worked out children
    /// first, without recursion.
    private func fetchBounds(_ node: Int) -> PixelRect {
        if let known = cache.bounds[node] { return known }
        var pending = [(node, false)]
        while let (current, childrenDone) = pending.popLast() {
            if cache.bounds[current] != nil { continue }
            guard tree.isVisible(current) else {
                cache.bounds[current] = .empty
                continue
            }
            if rules.shouldFocus(current).focuses {
                cache.bounds[current] = tree.bounds[current]
                continue
            }
            let children = tree.children(current)
            if !childrenDone {
                pending.append((current, true))
                for child in children where cache.bounds[Int(child)] == nil { pending.append((Int(child), false)) }
                continue
            }
            var own = tree.bounds[current]
            var top = Int.max, left = Int.max, right = Int.min, bottom = Int.min
            for child in children {
                guard let known = cache.bounds[Int(child)], known != .empty else { continue }
                top = min(top, known.top)
                left = min(left, known.left)
                right = max(right, known.right)
                bottom = max(bottom, known.bottom)
            }
            if top != Int.max {
                own.top = max(top, own.top)
                own.left = max(left, own.left)
                own.right = min(right, own.right)
                own.bottom = min(bottom, own.bottom)
            }
            cache.bounds[current] = own
        }
        return cache.bounds[node]!
    }

    /// `ReorderedChildrenIterator.compare`, the framework's stripe comparison: negative when `a`
    /// comes first, positive when `b` does, never 0 (left to right, top to bottom; a missing
    /// bounds comes first).
    static func compare(_ a: PixelRect?, _ b: PixelRect?) -> Int {
        guard let a, let b else { return -1 }
        if a.bottom - b.top <= 0 { return -1 }
        if a.top - b.bottom >= 0 { return 1 }
        if a.left != b.left { return a.left - b.left }
        if a.top != b.top { return a.top - b.top }
        if a.height != b.height { return -(a.height - b.height) }
        if a.width != b.width { return -(a.width - b.width) }
        return -1
    }
}

/// `WindowTraversal`'s order of windows: system windows last, the others by their top edge, then
/// their left edge (Collections.sort, which keeps ties in the given order).
enum WindowOrder {
    static func sorted(_ roots: [Int], in tree: AccessibilityTree) -> [Int] {
        let indexed = Array(roots.enumerated())
        return indexed.sorted { a, b in
            let order = compare(a.element, b.element, in: tree)
            return order != 0 ? order < 0 : a.offset < b.offset
        }.map(\.element)
    }

    private static func compare(_ a: Int, _ b: Int, in tree: AccessibilityTree) -> Int {
        let typeA = tree.android(a).windowType ?? .application, typeB = tree.android(b).windowType ?? .application
        if typeA != typeB {
            if typeA == .system { return 1 }
            if typeB == .system { return -1 }
        }
        let boundsA = tree.bounds[a], boundsB = tree.bounds[b]
        if boundsA.top != boundsB.top { return boundsA.top - boundsB.top }
        return boundsA.left - boundsB.left
    }
}
