import AXAudit
import AXModel

/// Where a side's nodes are in the text it was read from, for SARIF (diff.md §8):
/// found in one pass while the text is there, so that neither the analysis nor the side keeps it.
public struct SideLocations: Sendable {
    /// A region of the text: the `"id"` member's span in a snapshot (`endLine` > 0), an element's
    /// first line in a dump (`endLine` 0), or none (`line` 0).
    struct Region {
        var line: Int32 = 0
        var column: Int32 = 0
        var endLine: Int32 = 0
        var endColumn: Int32 = 0
    }

    /// The region of each node.
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
            regions = SideLocations.regions(NodeLocations(of: snapshot, in: bytes), count: nodes.count)
        case .located(let located):
            regions = SideLocations.regions(located, count: nodes.count)
        case .dump(let lines):
            regions = nodes.indices.map { $0 < lines.count ? Region(line: Int32(lines[$0])) : Region() }
        case .none:
            regions = Array(repeating: Region(), count: nodes.count)
        }
        parents = nodes.map { Int32($0.parent ?? -1) }
        childIndices = nodes.map { Int32($0.childIndex) }
        rootID = nodes[0].id
    }

    private static func regions(_ located: NodeLocations, count: Int) -> [Region] {
        (0..<count).map { node in
            let span = located.span(of: node)
            guard let endLine = span.endLine, let endColumn = span.endColumn else { return Region() }
            return Region(line: Int32(span.line), column: Int32(span.column), endLine: Int32(endLine), endColumn: Int32(endColumn))
        }
    }

    /// The region of a node.
    func region(of node: Int) -> Region { regions[node] }

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
