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
