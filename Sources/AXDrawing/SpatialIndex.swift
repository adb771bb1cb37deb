import AXModel

/// Finds the rectangles that intersect a region without visiting all of them: rectangles sorted
/// by their top edge, searched by binary search, with the few tall ones kept apart. It keeps
/// frames of a 100,000-node snapshot cheap to draw when only a part of it is visible.
///
/// Built `within` an area, it holds only the rectangles that touch that area, and answers only
/// queries that stay inside it (`render` of the screen keeps a few rows of a million).
struct SpatialIndex {
    fileprivate struct Entry {
        var rect: Rect
        var index: Int32
    }

    /// Collects the rectangles of an index, one by one.
    struct Builder {
        fileprivate let area: Bounds?
        fileprivate var entries: [Entry] = []

        /// A builder of an index of the rectangles that touch `area` (by default all), of which
        /// there are about `count`.
        init(within area: Bounds? = nil, count: Int = 0) {
            self.area = area
            if area == nil { entries.reserveCapacity(count) }
        }

        /// Adds `rect` under `index`, when it touches the area.
        mutating func add(_ index: Int, _ rect: Rect) {
            if let area, !area.touches(rect) { return }
            entries.append(Entry(rect: rect, index: Int32(index)))
        }
    }

    /// The short rectangles, by ascending `y`.
    private let byTop: [Entry]
    /// The rectangles taller than ``tallThreshold``, checked one by one.
    private let tall: [Entry]
    private let tallThreshold: Double
    /// The area the index holds, if it does not hold every rectangle.
    private let area: Bounds?

    /// An index of all of `rects`.
    init(_ rects: [Rect]) {
        var builder = Builder(count: rects.count)
        for (index, rect) in rects.enumerated() { builder.add(index, rect) }
        self.init(builder)
    }

    /// An index of the rectangles `builder` collected.
    init(_ builder: consuming Builder) {
        area = builder.area
        var entries = builder.entries
        builder.entries = []  // so that `entries` is the only reference, sorted in place
        let heights = entries.map(\.rect.height).sorted()
        // Anything taller than most is "tall": a few containers and backgrounds.
        let typical = heights.isEmpty ? 0 : heights[min(heights.count - 1, heights.count * 99 / 100)]
        let threshold = max(64, typical)
        tallThreshold = threshold
        tall = entries.filter { $0.rect.height > threshold }
        entries.removeAll { $0.rect.height > threshold }
        entries.sort { $0.rect.y < $1.rect.y }
        byTop = entries
    }

    /// The indices of the rectangles that intersect `region` grown by `margin`, ascending.
    func query(_ region: Rect, margin: Double = 0) -> [Int] {
        let grown = Bounds(region, margin: margin)
        assert(area.map { $0.encloses(grown) } ?? true, "a query outside the area the index holds")
        var result: [Int] = []
        var low = 0, high = byTop.count
        let from = grown.minY - tallThreshold
        while low < high {
            let middle = (low + high) / 2
            if byTop[middle].rect.y < from { low = middle + 1 } else { high = middle }
        }
        var position = low
        while position < byTop.count, byTop[position].rect.y <= grown.maxY {
            if grown.touches(byTop[position].rect) { result.append(Int(byTop[position].index)) }
            position += 1
        }
        for entry in tall where grown.touches(entry.rect) { result.append(Int(entry.index)) }
        result.sort()
        return result
    }
}
