import AXModel

/// Frames bucketed in square cells, to find the ones that overlap a frame without testing all.
struct FrameGrid {
    static let cell = 64.0
    /// A frame spanning more cells than this is kept in `large` and tested every time.
    static let maximumCells = 256

    var cells: [Cell: [Int]] = [:]
    /// Items too large for the cells, tested one by one.
    var large: [Int] = []
    var frames: [Int: Rect] = [:]

    struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    init(_ frames: [(Int, Rect)]) {
        for (item, frame) in frames {
            self.frames[item] = frame
            guard let span = FrameGrid.span(frame) else {
                large.append(item)
                continue
            }
            for cell in span { cells[cell, default: []].append(item) }
        }
    }

    /// The cells a frame covers, or nil when they are too many (or the frame is not finite).
    static func span(_ frame: Rect) -> [Cell]? {
        let values = [frame.x, frame.y, frame.maxX, frame.maxY].map { $0 / cell }
        guard values.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
        let columns = Int(values[0].rounded(.down))...Int(values[2].rounded(.down))
        let rows = Int(values[1].rounded(.down))...Int(values[3].rounded(.down))
        guard columns.count * rows.count <= maximumCells else { return nil }
        return columns.flatMap { column in rows.map { Cell(column: column, row: $0) } }
    }

    /// The items whose frames overlap `frame` (or touch it), each once, in ascending order.
    func overlapping(_ frame: Rect) -> [Int] {
        var found = Set(large.filter { intersects($0, frame) })
        if let span = FrameGrid.span(frame) {
            for cell in span { found.formUnion((cells[cell] ?? []).filter { intersects($0, frame) }) }
        } else {
            found.formUnion(cells.values.joined().filter { intersects($0, frame) })
        }
        return found.sorted()
    }

    func intersects(_ item: Int, _ frame: Rect) -> Bool {
        guard let other = frames[item] else { return false }
        return other.x <= frame.maxX && frame.x <= other.maxX && other.y <= frame.maxY && frame.y <= other.maxY
    }
}
