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
    struct Cell: Hashable {
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
        // Each cell's latest stop, and each stop's predecessor in its cell (-1: none).
        var latest: [Cell: Int32] = [:]
        latest.reserveCapacity(context.stops.count)
        var previousInCell = [Int32](repeating: -1, count: context.stops.count)
        var earlier: [Int] = []
        for k in context.stops.indices {
            let frame = frameOf(k)
            guard let cell = cell(frame) else { continue }
            earlier.removeAll(keepingCapacity: true)
            for x in cellIndex(frame.x - 1)...cellIndex(frame.x + 1) {
                for y in cellIndex(frame.y - 1)...cellIndex(frame.y + 1) {
                    var j = Int(latest[Cell(x: x, y: y)] ?? -1)
                    while j >= 0 {
                        if sameFrame(frameOf(j), frame) { earlier.append(j) }
                        j = Int(previousInCell[j])
                    }
                }
            }
            earlier.sort()
            let stop = context.stops[k]
            for j in earlier {
                let bothControls = stop.isControl && context.stops[j].isControl
                result.append(bothControls ? .error : .warning, node: stop.node, detail: UInt32(j))
            }
            previousInCell[k] = latest.updateValue(Int32(k), forKey: cell) ?? -1
        }
    }

    /// `detail`: the earlier stop.
    static func describe(_ record: FindingRecord, in context: AuditContext) -> FindingText {
        let snapshot = context.snapshot
        let other = snapshot.nodes[context.stops[Int(record.detail)].node].id
        return FindingText(message: "\(Format.id(snapshot, Int(record.node))) and `\(other)` are separate stops on one frame.",
                          related: [other], key: other)
    }
}
