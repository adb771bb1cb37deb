import AXAudit
import AXModel

/// Where a side's stops and root are in the text it was read from, for SARIF (diff.md §8):
/// found in one pass while the text is there, so that neither the analysis nor the side keeps it.
public struct NodeLocations: Sendable {
    /// A region of the text: the `"id"` member's span in a snapshot, an element's first line in a
    /// dump, or none.
    enum Region {
        case span(line: Int32, column: Int32, endLine: Int32, endColumn: Int32)
        case line(Int32)
        case unlocated
    }

    /// The region of each node; once the side is derived, of each stop's node, then the root's.
    private var regions: [Region]
    /// The parent (-1 for the root) and position among its siblings of every node, for paths.
    private var parents: [Int32]
    private var childIndices: [Int32]
    /// The root's id.
    let rootID: String

    /// The locations of every node of `snapshot` in `source`, the text it was read from: found
    /// before the snapshot is analysed, so that the text can go first.
    public init(_ source: AuditSource, snapshot: Snapshot) {
        let nodes = snapshot.nodes
        switch source {
        case .snapshot(let bytes):
            let spans = SourceLocator.spans(of: Array(nodes.indices), in: snapshot, bytes: bytes)
            regions = nodes.indices.map { node in
                guard let span = spans[node], let endLine = span.endLine, let endColumn = span.endColumn else { return .unlocated }
                return .span(line: Int32(span.line), column: Int32(span.column), endLine: Int32(endLine), endColumn: Int32(endColumn))
            }
        case .dump(let lines):
            regions = nodes.indices.map { $0 < lines.count ? .line(Int32(lines[$0])) : .unlocated }
        case .none:
            regions = nodes.indices.map { _ in .unlocated }
        }
        parents = nodes.map { Int32($0.parent ?? -1) }
        childIndices = nodes.map { Int32($0.childIndex) }
        rootID = nodes[0].id
    }

    /// Keeps the regions of the stops' nodes (by stop index) and the root's only.
    mutating func keep(stopNodes: [Int]) {
        regions = (stopNodes + [0]).map { regions[$0] }
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
