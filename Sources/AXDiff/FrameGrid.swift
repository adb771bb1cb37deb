import AXModel

/// Frames bucketed in square cells, to find the ones that overlap a frame without testing all.
/// The cells are ``KeyedChains`` (no array per cell).
struct FrameGrid {
    static let cell = 64.0
    /// A frame spanning more cells than this is kept in `large` and tested every time.
    static let maximumCells = 256

    typealias Item = (item: Int, frame: Rect)

    /// The frames, in the order given.
    private let items: [Item]
    /// Positions in `items` by cell, by ``key(column:row:)``.
    private var cells: KeyedChains<Int>
    /// Items too large for the cells, tested one by one.
    private(set) var large: [Item] = []

    /// A cell as one word: both are well within 32 bits (see `span`).
    static func key(column: Int, row: Int) -> Int { column << 32 ^ (row & 0xFFFF_FFFF) }

    init(_ frames: [Item]) {
        items = frames
        // The spans are worked out again rather than kept: for a million frames, a list of them
        // would be tens of megabytes.
        var count = 0
        for (_, frame) in frames {
            if let span = FrameGrid.span(frame) { count += span.columns.count * span.rows.count }
        }
        cells = KeyedChains(reserving: count)
        for (position, item) in frames.enumerated() {
            guard let span = FrameGrid.span(item.frame) else {
                large.append(item)
                continue
            }
            for column in span.columns {
                for row in span.rows {
                    cells.add(position, under: FrameGrid.key(column: column, row: row))
                }
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
        var found = Set<Int>()
        forEachOverlapping(frame) { found.insert($0) }
        return found.sorted()
    }

    /// Calls `body` with each item whose frame overlaps `frame` (or touches it), in no order; an
    /// item in several of the cells `frame` covers comes as many times.
    func forEachOverlapping(_ frame: Rect, _ body: (Int) -> Void) {
        func touches(_ other: Rect) -> Bool {
            other.x <= frame.maxX && frame.x <= other.maxX && other.y <= frame.maxY && frame.y <= other.maxY
        }
        // A frame over more cells than there are items (or too large for cells): each item
        // tested once is quicker than every cell looked up.
        guard let span = FrameGrid.span(frame), span.columns.count * span.rows.count <= items.count else {
            for item in items where touches(item.frame) { body(item.item) }
            return
        }
        for item in large where touches(item.frame) { body(item.item) }
        for column in span.columns {
            for row in span.rows {
                cells.forEach(under: FrameGrid.key(column: column, row: row)) { position in
                    let item = items[position]
                    if touches(item.frame) { body(item.item) }
                }
            }
        }
    }
}
