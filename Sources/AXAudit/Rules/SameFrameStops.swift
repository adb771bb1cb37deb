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

    /// A grid cell of 2 pt: a frame within 1 pt of another has its origin in one of the (at most
    /// two by two) cells that the other's origin ± 1 pt falls in.
    struct Cell: Equatable {
        var x: Int32
        var y: Int32
    }

    static func cell(_ frame: Rect) -> Cell? {
        guard frame.x.isFinite, frame.y.isFinite, abs(frame.x) < 1e9, abs(frame.y) < 1e9 else { return nil }
        return Cell(x: cellIndex(frame.x), y: cellIndex(frame.y))
    }

    static func cellIndex(_ coordinate: Double) -> Int32 { Int32((coordinate / 2).rounded(.down)) }

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        let snapshot = context.snapshot
        func frameOf(_ k: Int) -> Rect { snapshot.nodes[context.stops[k].node].frame }
        // The stops by cell, then in order: 12 bytes a stop, where a hash table took twice that.
        var byCell: [(cell: Cell, stop: Int32)] = []
        byCell.reserveCapacity(context.stops.count)
        for k in context.stops.indices {
            if let cell = cell(frameOf(k)) { byCell.append((cell, Int32(k))) }
        }
        byCell.sort { ($0.cell.x, $0.cell.y, $0.stop) < ($1.cell.x, $1.cell.y, $1.stop) }
        // The position of the cell's first stop, or where it would be.
        func start(of cell: Cell) -> Int {
            var low = 0, high = byCell.count
            while low < high {
                let middle = (low + high) / 2
                if (byCell[middle].cell.x, byCell[middle].cell.y) < (cell.x, cell.y) { low = middle + 1 } else { high = middle }
            }
            return low
        }
        var earlier: [Int] = []
        for k in context.stops.indices {
            let frame = frameOf(k)
            guard cell(frame) != nil else { continue }
            earlier.removeAll(keepingCapacity: true)
            for x in cellIndex(frame.x - 1)...cellIndex(frame.x + 1) {
                for y in cellIndex(frame.y - 1)...cellIndex(frame.y + 1) {
                    let cell = Cell(x: x, y: y)
                    var i = start(of: cell)
                    while i < byCell.count, byCell[i].cell == cell, byCell[i].stop < k {
                        let j = Int(byCell[i].stop)
                        if sameFrame(frameOf(j), frame) { earlier.append(j) }
                        i += 1
                    }
                }
            }
            earlier.sort()
            let stop = context.stops[k]
            for j in earlier {
                let bothControls = stop.isControl && context.stops[j].isControl
                result.append(bothControls ? .error : .warning, node: stop.node, detail: UInt32(j))
            }
        }
    }

    /// `detail`: the earlier stop.
    static func describe(_ record: FindingRecord, in context: AuditContext) -> FindingText {
        let snapshot = context.snapshot
        let other = snapshot.nodes[context.stops[Int(record.detail)].node].id
        return FindingText(message: message(record, in: context), related: [other], key: other)
    }

    static func writeMessage(_ record: FindingRecord, in context: AuditContext, to bytes: inout [UInt8]) {
        Format.writeID(context.snapshot, Int(record.node), to: &bytes)
        bytes.appendText(" and ")
        Format.writeID(context.snapshot, context.stops[Int(record.detail)].node, to: &bytes)
        bytes.appendText(" are separate stops on one frame.")
    }
}
