import AXModel

/// Node index by id without the nodes: their ids (sharing the nodes' strings) and an
/// open-addressing table of node indices at most three quarters full (about 24 bytes a node,
/// where a dictionary took about 47).
struct IDTable {
    /// The id of every node.
    let ids: [String]
    /// Node indices, -1 for an empty slot; the count is a power of two.
    private var slots: [Int32]

    init(_ nodes: [Node]) {
        ids = nodes.map(\.id)
        var capacity = 16
        while capacity * 3 < nodes.count * 4 { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        for (index, id) in ids.enumerated() {
            var slot = IDTable.start(id, capacity)
            while slots[slot] >= 0 {
                if ids[Int(slots[slot])] == id { break }
                slot = (slot + 1) & (capacity - 1)
            }
            if slots[slot] < 0 { slots[slot] = Int32(index) }
        }
    }

    static func start(_ id: String, _ capacity: Int) -> Int { id.hashValue & (capacity - 1) }

    /// The first node with this id.
    func node(id: String) -> Int? {
        let mask = slots.count - 1
        var slot = IDTable.start(id, slots.count)
        while slots[slot] >= 0 {
            let node = Int(slots[slot])
            if ids[node] == id { return node }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
