@testable import AXModel
import Testing

@Suite struct NodeIndexTests {
    func nodes(_ ids: [String]) -> [Node] { ids.map { Node(id: $0, frame: Rect(x: 0, y: 0, width: 1, height: 1)) } }

    @Test func findsEveryIdAfterGrowing() {
        let ids = (0..<10_000).map { "n\($0)" }
        let all = nodes(ids)
        var index = NodeIndex()
        for node in all.indices { #expect(index.insert(node, hash: NodeIndex.hash(ids[node]), in: all) == nil) }
        #expect(index.count == 10_000)
        #expect(index.capacity == 16_384)
        let lookup = NodeIndex.Lookup(table: index, nodes: all)
        #expect(ids.indices.allSatisfy { lookup[ids[$0]] == $0 })
        #expect(lookup["n10000"] == nil)
        #expect(lookup[""] == nil)
    }

    @Test func aTableSizedAheadHoldsMoreOrFewerIdsThanExpected() {
        let ids = (0..<1_000).map { "n\($0)" }
        let all = nodes(ids)
        // (expected ids, slots before the ids are inserted, slots after, slots once shrunk)
        for (expected, before, after, shrunk) in [(0, 16, 2_048, 2_048), (10, 16, 2_048, 2_048), (1_000, 2_048, 2_048, 2_048),
                                                  (100_000, 262_144, 262_144, 2_048)] {
            var index = NodeIndex(expecting: expected)
            #expect(index.capacity == before)
            for node in all.indices { #expect(index.insert(node, hash: NodeIndex.hash(ids[node]), in: all) == nil) }
            #expect(index.insert(1_000, hash: NodeIndex.hash("n0"), in: all + nodes(["n0"])) == 0)
            #expect(index.count == 1_000)
            #expect(index.capacity == after)
            index.shrinkToFit()
            #expect(index.capacity == shrunk)
            let lookup = NodeIndex.Lookup(table: index, nodes: all)
            #expect(ids.indices.allSatisfy { lookup[ids[$0]] == $0 })
            #expect(lookup["n1000"] == nil)
        }
    }

    @Test func anIdInsertedWithTheHashItsSlotWasAskedForIsFoundAsAnyOther() {
        let all = nodes(["a", "b", "a"])
        var index = NodeIndex(expecting: 2)
        for hash in [0, 1, UInt32.max] { index.prefetch(hash: hash) }
        for node in all.indices {
            let hash = NodeIndex.hash(all[node].id)
            index.prefetch(hash: hash)
            #expect(index.insert(node, hash: hash, in: all) == (node == 2 ? 0 : nil))
        }
        let lookup = NodeIndex.Lookup(table: index, nodes: all)
        #expect(lookup["a"] == 0 && lookup["b"] == 1 && lookup["c"] == nil)
    }

    @Test func aSecondNodeWithAnIdGetsTheFirst() {
        let all = nodes(["a", "b", "a"])
        var index = NodeIndex()
        #expect(index.insert(0, hash: NodeIndex.hash("a"), in: all) == nil)
        #expect(index.insert(1, hash: NodeIndex.hash("b"), in: all) == nil)
        #expect(index.insert(2, hash: NodeIndex.hash("a"), in: all) == 0)
        #expect(index.count == 2)
        #expect(NodeIndex.Lookup(table: index, nodes: all)["a"] == 0)
    }
}
