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
            for column in span.columns {
                for row in span.rows { cells[Cell(column: column, row: row), default: []].append((item, frame)) }
            }
        }
    }

    /// The columns and rows of the cells a frame covers, or nil when they are too many (or the
    /// frame is not finite).
    static func span(_ frame: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let (x, y, maxX, maxY) = (frame.x / cell, frame.y / cell, frame.maxX / cell, frame.maxY / cell)
        func usable(_ value: Double) -> Bool { value.isFinite && abs(value) < 1e9 }
        guard usable(x), usable(y), usable(maxX), usable(maxY) else { return nil }
        let columns = Int(x.rounded(.down))...Int(maxX.rounded(.down))
        let rows = Int(y.rounded(.down))...Int(maxY.rounded(.down))
        guard columns.count * rows.count <= maximumCells else { return nil }
        return (columns, rows)
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
            for column in span.columns {
                for row in span.rows { found.formUnion(touching(cells[Cell(column: column, row: row)] ?? [])) }
            }
        } else {
            found.formUnion(touching(cells.values.joined()))
        }
        return found.sorted()
    }
}
