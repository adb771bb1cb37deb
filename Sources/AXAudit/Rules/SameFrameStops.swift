import AXModel

/// Two stops on one frame (audit.md §2).
enum SameFrameStops: CompactRule {
    static let descriptor = RuleDescriptor(
        id: "same-frame-stops", severity: .error, shortDescription: "Stops on the same frame",
        fullDescription: "Two stops have the same frame (each edge within 1 pt); an error when both are controls, else a warning; per pair, on the later.",
        help: "Make one element.", threshold: "edges within 1 pt",
        tags: ["accessibility", "atf-DuplicateClickableBounds"])

    static func sameFrame(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1 && abs(a.maxX - b.maxX) <= 1 && abs(a.maxY - b.maxY) <= 1
    }

    /// The 2 pt grid cell a frame's origin is in, as one number ordered by column, then row: a
    /// frame within 1 pt of another has its origin in one of the (at most two by two) cells that
    /// the other's origin ± 1 pt falls in. Nil for an origin too far out to have a cell.
    static func cell(_ frame: Rect) -> UInt64? {
        guard frame.x.isFinite, frame.y.isFinite, abs(frame.x) < 1e9, abs(frame.y) < 1e9 else { return nil }
        return cell(x: cellIndex(frame.x), y: cellIndex(frame.y))
    }

    static func cell(x: Int32, y: Int32) -> UInt64 { UInt64(UInt32(bitPattern: x) ^ 0x8000_0000) << 32 | UInt64(UInt32(bitPattern: y) ^ 0x8000_0000) }

    static func cellIndex(_ coordinate: Double) -> Int32 { Int32((coordinate / 2).rounded(.down)) }

    /// A stop and its cell.
    struct Entry {
        private var column: UInt32
        private var row: UInt32
        let stop: Int32

        init(cell: UInt64, stop: Int32) {
            column = UInt32(truncatingIfNeeded: cell >> 32)
            row = UInt32(truncatingIfNeeded: cell)
            self.stop = stop
        }

        var cell: UInt64 { UInt64(column) << 32 | UInt64(row) }
        /// The cell's column and row.
        var x: Int32 { Int32(bitPattern: column ^ 0x8000_0000) }
        var y: Int32 { Int32(bitPattern: row ^ 0x8000_0000) }
    }

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        let nodes = context.snapshot.nodes, elements = context.stops.elements
        func frameOf(_ k: Int) -> Rect { nodes[elements[k].node].frame }
        // The stops by cell, then in order: 12 bytes a stop (the cell's halves apart), where a
        // hash table took twice that.
        var byCell: [Entry] = []
        byCell.reserveCapacity(elements.count)
        for k in elements.indices {
            if let cell = cell(frameOf(k)) { byCell.append(Entry(cell: cell, stop: Int32(k))) }
        }
        byCell.sort { $0.cell < $1.cell || ($0.cell == $1.cell && $0.stop < $1.stop) }
        // The position of the first stop in a cell at or after `cell`.
        func start(of cell: UInt64) -> Int {
            var low = 0, high = byCell.count
            while low < high {
                let middle = (low + high) / 2
                if byCell[middle].cell < cell { low = middle + 1 } else { high = middle }
            }
            return low
        }
        // Each stop's earlier stops on its frame are among those in the 3 × 3 cells around its own
        // (a superset of the cells its origin ± 1 pt falls in): found in cell order, with a
        // cursor per column that only moves forward, and without reading a frame but the few
        // candidates'.
        var cursors = [0, 0, 0]
        var earlier: [Int] = []
        for entry in byCell {
            let k = Int(entry.stop), x = entry.x, y = entry.y
            earlier.removeAll(keepingCapacity: true)
            for column in 0..<3 {
                let first = cell(x: x + Int32(column) - 1, y: y - 1), last = cell(x: x + Int32(column) - 1, y: y + 1)
                while cursors[column] < byCell.count, byCell[cursors[column]].cell < first { cursors[column] += 1 }
                var i = cursors[column]
                while i < byCell.count, byCell[i].cell <= last {
                    let j = Int(byCell[i].stop)
                    guard j < k else {
                        // The cell's later stops come after this one.
                        let cell = byCell[i].cell
                        i += 1
                        if i < byCell.count, byCell[i].cell == cell { i = start(of: cell + 1) }
                        continue
                    }
                    earlier.append(j)
                    i += 1
                }
            }
            guard !earlier.isEmpty else { continue }
            let frame = frameOf(k)
            earlier.removeAll { !sameFrame(frameOf($0), frame) }
            earlier.sort()
            let stop = context.stops[k]
            for j in earlier {
                let bothControls = stop.isControl && context.stops[j].isControl
                result.append(bothControls ? .error : .warning, node: stop.node, detail: UInt32(j))
            }
        }
    }

    /// `detail`: the earlier stop.
    static func describe(_ record: FindingRecord, texts: [String], in context: AuditContext) -> FindingText {
        let other = key(record, texts: texts, in: context)
        return FindingText(related: [other], key: other)
    }

    /// The other stop's id.
    static func key(_ record: FindingRecord, texts: [String], in context: AuditContext) -> String {
        context.snapshot.nodes[context.stops[Int(record.detail)].node].id
    }

    static func writeMessage(_ record: FindingRecord, texts: [String], in context: AuditContext, to bytes: inout [UInt8]) {
        Format.writeName(context.snapshot, Int(record.node), to: &bytes)
        bytes.appendText(" and ")
        Format.writeName(context.snapshot, context.stops[Int(record.detail)].node, to: &bytes)
        bytes.appendText(" are separate stops on one frame.")
    }
}
