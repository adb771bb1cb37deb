internal import CMemory

/// Node indices by id: an open-addressing table of 8-byte slots, a slot's hash and node index,
/// kept at most three quarters full — 11 to 21 bytes a node once a snapshot is read (sized ahead
/// while it is read, then shrunk to fit), where a `[String: Int]` took 57. Keys are the nodes' own
/// ids, so the table stores no strings; hashing is `Hasher`'s, seeded per process, so a file
/// cannot be made of ids that collide.
public struct NodeIndex: Sendable {
    struct Slot {
        var hash: UInt32
        /// -1 for an empty slot.
        var node: Int32
    }

    private var slots: [Slot]
    /// The number of ids in the table.
    public private(set) var count = 0

    init() {
        self.init(expecting: 0)
    }

    /// A table with room for `count` ids before it grows.
    init(expecting count: Int) {
        slots = Array(repeating: Slot(hash: 0, node: -1), count: NodeIndex.capacity(for: count))
    }

    /// The fewest slots, a power of two from 16, that keep `count` ids at most three quarters full.
    static func capacity(for count: Int) -> Int {
        var capacity = 16
        while capacity * 3 < count * 4 { capacity *= 2 }
        return capacity
    }

    /// The number of slots.
    var capacity: Int { slots.count }

    /// Gives back the room a table sized ahead (``init(expecting:)``) did not use: the ids are
    /// placed again in the fewest slots that hold them.
    mutating func shrinkToFit() {
        let fitting = NodeIndex.capacity(for: count)
        guard fitting < slots.count else { return }
        rehash(into: fitting)
    }

    static func hash(_ id: String) -> UInt32 {
        var hasher = Hasher()
        hasher.combine(id)
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }

    /// Starts bringing the slot where an id of `hash` (``hash(_:)``) is looked for into the cache,
    /// so that an ``insert(_:hash:in:)`` a little later does not wait for memory: on a large
    /// snapshot the table outgrows the caches, and each insert would otherwise stall on its slot.
    func prefetch(hash: UInt32) {
        slots.withUnsafeBufferPointer { slots in
            axscope_prefetch_for_writing(slots.baseAddress! + (Int(hash) & (slots.count - 1)))
        }
    }

    /// Adds `node` under its id, whose ``hash(_:)`` is `hash`; when another node already has the
    /// id, returns that one instead.
    mutating func insert(_ node: Int, hash: UInt32, in nodes: [Node]) -> Int? {
        let id = nodes[node].id
        if let existing = find(id, hash: hash, idOf: { nodes[$0].id }) { return existing }
        if (count + 1) * 4 > slots.count * 3 { grow() }
        slots[emptySlot(for: hash)] = Slot(hash: hash, node: Int32(node))
        count += 1
        return nil
    }

    /// The first empty slot from where `hash` starts looking.
    private func emptySlot(for hash: UInt32) -> Int {
        var i = Int(hash) & (slots.count - 1)
        while slots[i].node >= 0 { i = (i + 1) & (slots.count - 1) }
        return i
    }

    /// The node with this id.
    func find(_ id: String, in nodes: [Node]) -> Int? { find(id, hash: NodeIndex.hash(id)) { nodes[$0].id } }

    /// The node with this id, the nodes' ids given in node order (for a table kept without its
    /// nodes).
    public func find(_ id: String, ids: [String]) -> Int? { find(id, hash: NodeIndex.hash(id)) { ids[$0] } }

    @inline(__always)
    private func find(_ id: String, hash: UInt32, idOf: (Int) -> String) -> Int? {
        var i = Int(hash) & (slots.count - 1)
        while slots[i].node >= 0 {
            if slots[i].hash == hash, idOf(Int(slots[i].node)) == id { return Int(slots[i].node) }
            i = (i + 1) & (slots.count - 1)
        }
        return nil
    }

    private mutating func grow() {
        rehash(into: slots.count * 2)
    }

    private mutating func rehash(into capacity: Int) {
        let old = slots
        slots = Array(repeating: Slot(hash: 0, node: -1), count: capacity)
        for slot in old where slot.node >= 0 { slots[emptySlot(for: slot.hash)] = slot }
    }
}

extension NodeIndex {
    /// A snapshot's ids, looked up by `snapshot.index[id]`.
    public struct Lookup: Sendable {
        let table: NodeIndex
        let nodes: [Node]

        /// The index of the node with this id.
        public subscript(id: String) -> Int? { table.find(id, in: nodes) }

        /// The number of ids.
        public var count: Int { table.count }
    }
}
