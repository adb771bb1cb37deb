import AXModel

/// The order of focus stops (voiceover-model.md §2).
///
/// Each list is sorted with the standard library's `sort(by:)` in document order, comparing the
/// top-left corners of frames: a difference in `y` of at least the row threshold decides, else `x`
/// (mirrored in right-to-left layout). `sortPriority` comes first. A group is placed by the member
/// that sorts first by position and keeps its members together. The comparison is not transitive,
/// which is why the algorithm and the starting order matter.
struct FocusOrder {
    let snapshot: Snapshot

    /// Where an item sits for ordering: its sort priority and the top-left corner that places it.
    struct Key {
        var priority: Double
        var corner: Point
    }

    func positionPrecedes(_ a: Point, _ b: Point) -> Bool {
        if abs(a.y - b.y) >= snapshot.rowThreshold { return a.y < b.y }
        return snapshot.layoutDirection == .rightToLeft ? a.x > b.x : a.x < b.x
    }

    func precedes(_ a: Key, _ b: Key) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        return positionPrecedes(a.corner, b.corner)
    }

    /// The top-left corner that places an item: an element's frame origin, or for a group the
    /// corner of the member that sorts first by position.
    func corner(of item: TreeBuilder.Item) -> Point? {
        switch item {
        case .element(let element):
            let frame = snapshot.nodes[element.node].frame
            return Point(x: frame.x, y: frame.y)
        case .group(let group):
            return group.corner
        }
    }

    /// A group of items, placed by the corner of its first member by position.
    func group(node: Int, kind: ContainerKind, explicit: Bool, isContain: Bool, items: [TreeBuilder.Item]) -> TreeBuilder.Item {
        .group(TreeBuilder.Group(node: node, kind: kind, explicit: explicit, isContain: isContain, items: items,
                                 corner: items.lazy.compactMap(corner(of:)).min(by: positionPrecedes)))
    }

    func key(of item: TreeBuilder.Item) -> Key {
        let node: Int
        switch item {
        case .element(let element): node = element.node
        case .group(let group): node = group.node
        }
        return Key(priority: snapshot.nodes[node].sortPriority,
                   corner: corner(of: item) ?? Point(x: .infinity, y: .infinity))
    }

    /// Sorts one list in place (groups stay whole; their members were sorted when the group was
    /// built). Positions are sorted rather than the items with their keys — the same comparisons
    /// in the same order — and the items then moved along the permutation's cycles, so that a
    /// million stops need no second list.
    func sort(_ items: inout [TreeBuilder.Item]) {
        // Any stable sort puts two items in the order of this one comparison.
        if items.count < 2 { return }
        if items.count == 2 {
            if precedes(key(of: items[1]), key(of: items[0])) { items.swapAt(0, 1) }
            return
        }
        var order: [Int32]
        do {
            let keys = items.map(key(of:))
            order = Array(0..<Int32(items.count))
            order.sort { precedes(keys[Int($0)], keys[Int($1)]) }
        }
        // items[i] takes the item at order[i]; a visited position is marked with -1.
        for start in order.indices where order[start] >= 0 {
            let first = items[start]
            var current = start
            while true {
                let source = Int(order[current])
                order[current] = -1
                if source == start {
                    items[current] = first
                    break
                }
                items[current] = items[source]
                current = source
            }
        }
    }
}
