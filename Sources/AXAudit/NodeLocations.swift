import AXModel

/// Where each node's `"id"` member is in a snapshot's text (audit.md §4), and each `auditIgnore`
/// entry: 10 bytes a node, so that the audit need not keep the text.
public struct NodeLocations: Sendable {
    /// Line and column of each node's span, in node order; a line of 0: the id was not found.
    private var starts: [UInt32]
    /// How many columns after its start each span ends on its line; ``farEnd`` when it ends on
    /// another line or further.
    private var lengths: [UInt16]
    /// Where the spans of ``farEnd`` end, by node.
    private var farEnds: [Int: SourceLocation] = [:]
    private static let farEnd = UInt16.max
    /// Where each `auditIgnore` entry starts, by its offset.
    let ignoreEntries: [Int: SourceLocation]

    /// The locations in `bytes`, the text `snapshot` was loaded from.
    public init(of snapshot: Snapshot, in bytes: [UInt8]) {
        // The offsets of the ids' objects, in one pass of independent loads (each node is a cache
        // miss on a large snapshot, and these overlap).
        let offsets = snapshot.nodes.map { Int32($0.sourceOffset) }
        let entries = snapshot.nodesWithAuditIgnore.flatMap { snapshot.nodes[$0].auditIgnore.map(\.sourceOffset) }
        ignoreEntries = entries.isEmpty ? [:] : SourceLocator.locations(of: entries.sorted(), in: bytes)
        starts = [UInt32](repeating: 0, count: 2 * snapshot.nodes.count)
        lengths = [UInt16](repeating: 0, count: snapshot.nodes.count)
        // The ids in ascending order in one pass with a cursor; an id after its node's children
        // later, in one pass over the sorted offsets.
        var cursor = SourceLocator.Cursor()
        var last = 0
        var late: [(node: Int, start: Int, end: Int)] = []
        for (index, offset) in offsets.enumerated() {
            guard let (start, end) = SourceLocator.idRange(objectAt: Int(offset), in: bytes) else { continue }
            if start >= last {
                store(index, cursor.location(of: start, in: bytes), cursor.location(of: end, in: bytes))
                last = end
            } else {
                late.append((index, start, end))
            }
        }
        if !late.isEmpty {
            let locations = SourceLocator.locations(of: late.flatMap { [$0.start, $0.end] }.sorted(), in: bytes)
            for span in late { store(span.node, locations[span.start]!, locations[span.end]!) }
        }
    }

    private mutating func store(_ node: Int, _ start: SourceLocation, _ end: SourceLocation) {
        starts[2 * node] = UInt32(start.line)
        starts[2 * node + 1] = UInt32(start.column)
        if end.line == start.line, end.column >= start.column, end.column - start.column < Int(NodeLocations.farEnd) {
            lengths[node] = UInt16(end.column - start.column)
        } else {
            lengths[node] = NodeLocations.farEnd
            farEnds[node] = end
        }
    }

    /// The span of the node's id; line 1, column 1 and no end when it has none.
    public func span(of node: Int) -> SourceSpan {
        let line = Int(starts[2 * node]), column = Int(starts[2 * node + 1])
        guard line != 0 else { return SourceSpan() }
        guard lengths[node] != NodeLocations.farEnd else {
            let end = farEnds[node]!
            return SourceSpan(line: line, column: column, endLine: end.line, endColumn: end.column)
        }
        return SourceSpan(line: line, column: column, endLine: line, endColumn: column + Int(lengths[node]))
    }
}
