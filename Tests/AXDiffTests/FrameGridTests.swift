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

    /// A frame over more cells than the grid has items tests each item once instead.
    @Test func aFrameOverMoreCellsThanItemsTestsEachItem() {
        let grid = FrameGrid([
            (7, Rect(x: 0, y: 0, width: 10, height: 10)),
            (3, Rect(x: 190, y: 190, width: 10, height: 10)),
            (5, Rect(x: 300, y: 0, width: 10, height: 10)),
        ])
        // 4 × 4 cells for 3 items.
        #expect(grid.overlapping(Rect(x: 0, y: 0, width: 200, height: 200)) == [3, 7])
        var visited: [Int] = []
        grid.forEachOverlapping(Rect(x: 0, y: 0, width: 200, height: 200)) { visited.append($0) }
        #expect(visited == [7, 3])
        // One cell: through the cells.
        visited = []
        grid.forEachOverlapping(Rect(x: 5, y: 5, width: 1, height: 1)) { visited.append($0) }
        #expect(visited == [7])
    }
}
