import AXModel

/// Node index by id without the nodes: their ids (sharing the nodes' strings) and the snapshot's
/// own table of ids (8 bytes a slot, shared, not rebuilt).
struct IDTable {
    /// The id of every node.
    let ids: [String]
    private let index: NodeIndex

    /// The table of `snapshot`, whose nodes' ids are `ids`.
    init(ids: [String], of snapshot: Snapshot) {
        self.ids = ids
        index = snapshot.ids
    }

    /// The node with this id.
    func node(id: String) -> Int? { index.find(id, ids: ids) }

    /// The node with this id, node `guess` tried first: ids are unique in a snapshot (the loader
    /// refuses a second use), so a node with the id is the one.
    func node(id: String, guess: Int) -> Int? {
        if ids.indices.contains(guess), ids[guess] == id { return guess }
        return node(id: id)
    }
}
