import AXModel

/// Two stops on one frame (audit.md §2).
enum SameFrameStops: AuditRule {
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
        var x: Int
        var y: Int
    }

    static func cell(_ frame: Rect) -> Cell? {
        guard frame.x.isFinite, frame.y.isFinite, abs(frame.x) < 1e9, abs(frame.y) < 1e9 else { return nil }
        return Cell(x: cellIndex(frame.x), y: cellIndex(frame.y))
    }

    static func cellIndex(_ coordinate: Double) -> Int { Int((coordinate / 2).rounded(.down)) }

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        let snapshot = context.snapshot
        let frames = context.stops.map { snapshot.nodes[$0.node].frame }
        // Each cell's latest stop, and each stop's predecessor in its cell (-1: none).
        var latest: [Cell: Int] = [:]
        latest.reserveCapacity(frames.count)
        var previousInCell = [Int](repeating: -1, count: frames.count)
        var earlier: [Int] = []
        for (k, frame) in frames.enumerated() {
            guard let cell = cell(frame) else { continue }
            earlier.removeAll(keepingCapacity: true)
            for x in cellIndex(frame.x - 1)...cellIndex(frame.x + 1) {
                for y in cellIndex(frame.y - 1)...cellIndex(frame.y + 1) {
                    var j = latest[Cell(x: x, y: y)] ?? -1
                    while j >= 0 {
                        if sameFrame(frames[j], frame) { earlier.append(j) }
                        j = previousInCell[j]
                    }
                }
            }
            earlier.sort()
            let stop = context.stops[k]
            for j in earlier {
                let other = snapshot.nodes[context.stops[j].node].id
                let bothControls = stop.isControl && context.stops[j].isControl
                result.findings.append(Finding(
                    rule: descriptor, severity: bothControls ? .error : .warning, node: stop.node, in: context,
                    message: "\(Format.id(snapshot, stop.node)) and `\(other)` are separate stops on one frame.",
                    related: [other], key: other))
            }
            previousInCell[k] = latest.updateValue(k, forKey: cell) ?? -1
        }
    }
}
