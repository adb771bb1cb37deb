@testable import AXDiff
import AXEngine
import AXModel
import AXTestSupport
import Testing

@Suite struct NodeLookupTests {
    /// Twenty thousand nodes, so that the table grows many times and probes past collisions.
    @Test func idTableFindsEveryIdOfALargeSnapshot() throws {
        let count = 20_000
        let children = (0..<count).map { #"{"id": "n\#($0)", "type": "button", "frame": [0, \#($0), 10, 1], "text": "B"}"# }
        let snapshot = try Fixture.snapshot(children.joined(separator: ","))
        let table = IDTable(ids: snapshot.nodes.map(\.id), of: snapshot)
        #expect(table.node(id: "window") == 0)
        #expect((0..<count).allSatisfy { table.node(id: "n\($0)") == $0 + 1 })
        #expect(table.node(id: "n\(count)") == nil)
        #expect(table.node(id: "") == nil)
        #expect(table.ids.count == count + 1)
    }

    @Test func subtreesAndReasonsWithoutTheSnapshot() throws {
        let snapshot = try Fixture.snapshot("""
            {"id": "card", "type": "view", "frame": [0, 0, 393, 80], "children": [
              {"id": "title", "type": "label", "frame": [0, 0, 200, 40], "text": "Beach"},
              {"id": "more", "type": "view", "frame": [0, 40, 200, 40], "isHidden": true, "children": [
                {"id": "share", "type": "button", "frame": [0, 40, 100, 40], "label": "Share"}]}]},
            {"id": "done", "type": "button", "frame": [0, 100, 100, 40], "label": "Done"}
            """)
        let analysis = Analysis(snapshot: snapshot)
        let side = try DiffSide(analysis: analysis, navigation: .flat, file: "a.axsnap", format: "axsnap",
                                imported: false, ignoreIds: false)
        let lookup = side.nodeLookup
        #expect(lookup.descendants(of: 0) == 1..<6)
        #expect(lookup.descendants(of: 1) == 2..<5)
        #expect(lookup.descendants(of: 3) == 4..<5)
        #expect(lookup.descendants(of: 5) == 6..<6)
        guard case .unreachable(let reason) = lookup.roles[4] else { Issue.record("share is reachable"); return }
        #expect(lookup.describe(reason) == "hidden because `isHidden` on `more`")
        #expect(lookup.nonStops.map(\.node) == [0, 1, 3, 4])
        #expect(side.stops.map(\.id) == ["title", "done"])
    }
}
