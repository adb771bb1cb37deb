import AXModel

/// Where each node's `"id"` member is in a snapshot's text (audit.md §4), and each `auditIgnore`
/// entry: four numbers a node, so that the audit need not keep the text.
public struct NodeLocations: Sendable {
    /// Line, column, end line and end column of each node's span, in node order; a line of 0:
    /// the id was not found.
    private var spans: [UInt32]
    /// Where each `auditIgnore` entry starts, by its offset.
    let ignoreEntries: [Int: SourceLocation]

    /// The locations in `bytes`, the text `snapshot` was loaded from.
    public init(of snapshot: Snapshot, in bytes: [UInt8]) {
        // First the byte offsets of each span, then, in place, their lines and columns.
        var spans = [UInt32](repeating: 0, count: 4 * snapshot.nodes.count)
        var ascending = true, last = 0
        for (index, node) in snapshot.nodes.enumerated() {
            guard let (start, end) = SourceLocator.idRange(objectAt: node.sourceOffset, in: bytes) else { continue }
            spans[4 * index] = 1
            spans[4 * index + 2] = UInt32(start)
            spans[4 * index + 3] = UInt32(end)
            ascending = ascending && start >= last
            last = end
        }
        func store(_ i: Int, _ start: SourceLocation, _ end: SourceLocation) {
            spans[i] = UInt32(start.line)
            spans[i + 1] = UInt32(start.column)
            spans[i + 2] = UInt32(end.line)
            spans[i + 3] = UInt32(end.column)
        }
        if ascending {
            var cursor = SourceLocator.Cursor()
            for i in stride(from: 0, to: spans.count, by: 4) where spans[i] != 0 {
                store(i, cursor.location(of: Int(spans[i + 2]), in: bytes), cursor.location(of: Int(spans[i + 3]), in: bytes))
            }
        } else {
            // An id after its node's children: one pass over the sorted offsets.
            var offsets: [Int] = []
            for i in stride(from: 0, to: spans.count, by: 4) where spans[i] != 0 { offsets += [Int(spans[i + 2]), Int(spans[i + 3])] }
            let locations = SourceLocator.locations(of: offsets.sorted(), in: bytes)
            for i in stride(from: 0, to: spans.count, by: 4) where spans[i] != 0 {
                store(i, locations[Int(spans[i + 2])]!, locations[Int(spans[i + 3])]!)
            }
        }
        self.spans = spans
        let entries = snapshot.nodes.flatMap { $0.auditIgnore.map(\.sourceOffset) }
        ignoreEntries = entries.isEmpty ? [:] : SourceLocator.locations(of: entries.sorted(), in: bytes)
    }

    /// The span of the node's id; line 1, column 1 and no end when it has none.
    public func span(of node: Int) -> SourceSpan {
        let i = 4 * node
        guard spans[i] != 0 else { return SourceSpan() }
        return SourceSpan(line: Int(spans[i]), column: Int(spans[i + 1]), endLine: Int(spans[i + 2]), endColumn: Int(spans[i + 3]))
    }
}
