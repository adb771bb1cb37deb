/// Positions filed under keys, each key's positions chained through one array, the last added
/// first: no key has an array of its own, which at a million keys would be a million arrays.
struct KeyedChains<Key: Hashable> {
    /// The last link of each key's chain.
    private var last: [Key: Int32] = [:]
    /// Each link's position, and the link before it under the same key (-1: none).
    private var links: [(position: Int32, previous: Int32)] = []

    /// Room for `count` positions, in as many keys at most.
    init(reserving count: Int = 0) {
        last.reserveCapacity(count)
        links.reserveCapacity(count)
    }

    var isEmpty: Bool { links.isEmpty }

    /// Files `position` (below 2³¹) under `key`.
    mutating func add(_ position: Int, under key: Key) {
        let previous = last.updateValue(Int32(links.count), forKey: key)
        links.append((Int32(position), previous ?? -1))
    }

    /// Calls `body` with each position filed under `key`, the last added first.
    func forEach(under key: Key, _ body: (Int) -> Void) {
        var link = last[key] ?? -1
        while link >= 0 {
            body(Int(links[Int(link)].position))
            link = links[Int(link)].previous
        }
    }
}
