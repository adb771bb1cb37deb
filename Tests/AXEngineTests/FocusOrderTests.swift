@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

@Suite struct FocusOrderTests {
    @Test func sortingInPlaceGivesWhatSortingTheItemsWithTheirKeysGives() throws {
        // 600 buttons on rows 5 pt apart (under the row threshold, so the comparison is not
        // transitive) with x scrambled: long permutation cycles.
        let children = (0..<600).map { i in
            #"{"id": "b\#(i)", "type": "button", "label": "B\#(i)", "frame": [\#((i * 7_919) % 600), \#(i * 5 % 173), 10, 10]}"#
        }.joined(separator: ",")
        let snapshot = try Fixture.snapshot(children)
        let order = FocusOrder(snapshot: snapshot)
        var builder = TreeBuilder(snapshot: snapshot, evaluation: Evaluation(snapshot: snapshot))
        var items: [TreeBuilder.Item] = []
        builder.visit(0, into: &items)
        let expected = items.map { (key: order.key(of: $0), item: $0) }
            .sorted { order.precedes($0.key, $1.key) }.map { nodeIndex($0.item) }
        order.sort(&items)
        #expect(items.map(nodeIndex) == expected)
        #expect(Set(expected).count == 600)
    }

    func nodeIndex(_ item: TreeBuilder.Item) -> Int {
        switch item {
        case .element(let element): element.node
        case .group(let group): group.node
        }
    }
}
