import AXModel

/// Finds the rectangles that intersect a region without visiting all of them: rectangles sorted
/// by their top edge, searched by binary search, with the few tall ones kept apart. It keeps
/// frames of a 100,000-node snapshot cheap to draw when only a part of it is visible.
struct SpatialIndex {
    private let rects: [Rect]
    /// Indices of the short rectangles, by ascending `y`.
    private let byTop: [Int32]
    private let tops: [Double]
    /// Indices of rectangles taller than ``tallThreshold``, checked one by one.
    private let tall: [Int32]
    private let tallThreshold: Double

    init(_ rects: [Rect]) {
        self.rects = rects
        let heights = rects.map(\.height).sorted()
        // Anything taller than most is "tall": a few containers and backgrounds.
        let typical = heights.isEmpty ? 0 : heights[min(heights.count - 1, heights.count * 99 / 100)]
        tallThreshold = max(64, typical)
        var short: [Int32] = [], tall: [Int32] = []
        for (index, rect) in rects.enumerated() {
            if rect.height > tallThreshold { tall.append(Int32(index)) } else { short.append(Int32(index)) }
        }
        short.sort { rects[Int($0)].y < rects[Int($1)].y }
        byTop = short
        tops = short.map { rects[Int($0)].y }
        self.tall = tall
    }

    /// The indices of the rectangles that intersect `region` grown by `margin`, ascending.
    func query(_ region: Rect, margin: Double = 0) -> [Int] {
        let minX = region.x - margin, maxX = region.maxX + margin
        let minY = region.y - margin, maxY = region.maxY + margin
        func hits(_ r: Rect) -> Bool { r.x <= maxX && r.maxX >= minX && r.y <= maxY && r.maxY >= minY }
        var result: [Int] = []
        var low = 0, high = tops.count
        let from = minY - tallThreshold
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] < from { low = middle + 1 } else { high = middle }
        }
        var position = low
        while position < tops.count, tops[position] <= maxY {
            let index = Int(byTop[position])
            if hits(rects[index]) { result.append(index) }
            position += 1
        }
        for index in tall where hits(rects[Int(index)]) { result.append(Int(index)) }
        result.sort()
        return result
    }
}
