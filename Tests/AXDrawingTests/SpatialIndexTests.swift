@testable import AXDrawing
import AXModel
import Testing

@Suite struct SpatialIndexTests {
    @Test func findsExactlyTheIntersectingRectanglesInOrder() {
        var rects = (0..<1_000).map { Rect(x: Double($0 % 3) * 130, y: Double($0) * 44, width: 120, height: 40) }
        rects.append(Rect(x: 0, y: 0, width: 393, height: 50_000))
        let index = SpatialIndex(rects)
        let region = Rect(x: 0, y: 440, width: 200, height: 100)
        let expected = rects.indices.filter { i in
            let r = rects[i]
            return r.x <= region.maxX && r.maxX >= region.x && r.y <= region.maxY && r.maxY >= region.y
        }
        #expect(index.query(region) == expected)
        #expect(expected == [10, 12, 1_000])
        #expect(index.query(Rect(x: 0, y: 60_000, width: 10, height: 10)).isEmpty)
    }
}

extension SpatialIndexTests {
    @Test func builtWithinAnAreaHoldsOnlyWhatTouchesIt() {
        let area = Bounds(Rect(x: 0, y: 0, width: 100, height: 100), margin: 10)
        var builder = SpatialIndex.Builder(within: area)
        for (index, y) in [-60.0, -50, 0, 110, 111, 500].enumerated() { builder.add(index, Rect(x: 0, y: y, width: 10, height: 40)) }
        let index = SpatialIndex(builder)
        // Rows from y = -60 and y = 111 miss the area (-10 to 110); the one at 110 touches its edge.
        #expect(index.query(Rect(x: 0, y: 0, width: 100, height: 100), margin: 10) == [1, 2, 3])
    }
}
