@testable import AXDiff
import AXModel
import Testing

@Suite struct FrameGridTests {
    @Test func findsOverlappingFramesOnce() {
        let grid = FrameGrid([
            (0, Rect(x: 0, y: 0, width: 100, height: 100)),
            (1, Rect(x: 500, y: 500, width: 10, height: 10)),
            (2, Rect(x: 0, y: 0, width: 10_000, height: 10_000)),
        ])
        #expect(grid.large.map(\.item) == [2])
        #expect(grid.overlapping(Rect(x: 50, y: 50, width: 100, height: 100)) == [0, 2])
        #expect(grid.overlapping(Rect(x: 505, y: 505, width: 1, height: 1)) == [1, 2])
        #expect(grid.overlapping(Rect(x: 120, y: 0, width: 10, height: 10)) == [2])
        #expect(grid.overlapping(Rect(x: 20_000, y: 0, width: 10, height: 10)) == [])
        #expect(grid.overlapping(Rect(x: -5_000, y: 0, width: 20_000, height: 20_000)) == [0, 1, 2])
    }
}
