import AXModel

/// Frames bucketed in square cells, to find the ones that overlap a frame without testing all.
struct FrameGrid {
    static let cell = 64.0
    /// A frame spanning more cells than this is kept in `large` and tested every time.
    static let maximumCells = 256

    typealias Item = (item: Int, frame: Rect)

    var cells: [Cell: [Item]] = [:]
    /// Items too large for the cells, tested one by one.
    var large: [Item] = []

    struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    init(_ frames: [(Int, Rect)]) {
        for (item, frame) in frames {
            guard let span = FrameGrid.span(frame) else {
                large.append((item, frame))
                continue
            }
            for cell in span { cells[cell, default: []].append((item, frame)) }
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
        func touching(_ items: some Sequence<Item>) -> [Int] {
            items.filter { other in
                other.frame.x <= frame.maxX && frame.x <= other.frame.maxX
                    && other.frame.y <= frame.maxY && frame.y <= other.frame.maxY
            }.map(\.item)
        }
        var found = Set(touching(large))
        if let span = FrameGrid.span(frame) {
            for cell in span { found.formUnion(touching(cells[cell] ?? [])) }
        } else {
            found.formUnion(touching(cells.values.joined()))
        }
        return found.sorted()
    }
}
