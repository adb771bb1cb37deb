import AXTestSupport
import Testing
@testable import AXModel

@Suite struct SnapshotPathBytesTests {
    /// A node's path as bytes, dotted or as a JSON Pointer, at every depth and with child
    /// positions of one to three digits.
    @Test func pathsAreWrittenAsTheyAreMade() throws {
        let rows = (0..<120).map { #"{"id":"r\#($0)","type":"view","frame":[0,0,10,10]}"# }.joined(separator: ",")
        let snapshot = try Fixture.snapshot(#"{"id":"list","type":"view","frame":[0,0,100,100],"children":["# + rows + "]}")
        func text(_ node: Int, asPointer: Bool) -> String {
            snapshot.withPath(of: node, asPointer: asPointer) { String(decoding: $0, as: UTF8.self) }
        }
        let last = try #require(snapshot.nodes.firstIndex { $0.id == "r119" })
        #expect(text(0, asPointer: false) == "root")
        #expect(text(0, asPointer: true) == "/root")
        #expect(text(last, asPointer: false) == "root.children[0].children[119]")
        #expect(text(last, asPointer: true) == "/root/children/0/children/119")
        // Against the path built from the child positions, walking up from each node.
        func positions(_ node: Int) -> [Int] {
            var positions: [Int] = [], current = node
            while let parent = snapshot.nodes[current].parent {
                positions.append(snapshot.nodes[current].childIndex)
                current = parent
            }
            return positions.reversed()
        }
        let differing = snapshot.nodes.indices.filter { text($0, asPointer: false) != Snapshot.path(childIndices: positions($0)) }
        #expect(differing == [])
        #expect(snapshot.path(of: last) == "root.children[0].children[119]")
    }
}
