import AXAudit
import AXModel

/// Where a side's stops and root are in the text it was read from, for SARIF (diff.md §8):
/// found in one pass while the text is there, so that the side need not keep it.
public struct NodeLocations: Sendable {
    /// A region of the text: the `"id"` member's span in a snapshot, an element's first line in a
    /// dump, or none.
    enum Region {
        case span(line: Int32, column: Int32, endLine: Int32, endColumn: Int32)
        case line(Int32)
        case unlocated
    }

    /// The region of each stop's node, by stop index, then the root's.
    private var regions: [Region]
    /// The parent (-1 for the root) and position among its siblings of every node, for paths.
    private var parents: [Int32]
    private var childIndices: [Int32]
    /// The root's id.
    let rootID: String

    /// The locations of `stopNodes` (and the root) in `source`, the text `snapshot` was read from.
    init(_ source: AuditSource, snapshot: Snapshot, stopNodes: [Int]) {
        let nodes = snapshot.nodes
        let placed = stopNodes + [0]
        switch source {
        case .snapshot(let bytes):
            let spans = SourceLocator.spans(of: placed, in: snapshot, bytes: bytes)
            regions = placed.map { node in
                guard let span = spans[node], let endLine = span.endLine, let endColumn = span.endColumn else { return .unlocated }
                return .span(line: Int32(span.line), column: Int32(span.column), endLine: Int32(endLine), endColumn: Int32(endColumn))
            }
        case .dump(let lines):
            regions = placed.map { $0 < lines.count ? .line(Int32(lines[$0])) : .unlocated }
        case .none:
            regions = placed.map { _ in .unlocated }
        }
        parents = nodes.map { Int32($0.parent ?? -1) }
        childIndices = nodes.map { Int32($0.childIndex) }
        rootID = nodes[0].id
    }

    /// The region of a stop's node, or of the root (`stop` nil).
    func region(ofStop stop: Int?) -> Region { regions[stop ?? regions.count - 1] }

    /// The JSON path of a node (`root.children[2].children[0]`).
    func path(of node: Int) -> String {
        var parts: [Int] = []
        var current = node
        while parents[current] >= 0 {
            parts.append(Int(childIndices[current]))
            current = Int(parents[current])
        }
        return Snapshot.path(childIndices: parts.reversed())
    }
}
