@testable import AXDrawing
import Testing

@Suite struct ProblemMarkTests {
    @Test func oneMarkPerNodeAtItsWorstLevelWithItsCount() {
        let marks = ProblemMark.marks(of: [(4, "info"), (2, "warning"), (4, "error"), (4, "warning"), (7, "note")])
        #expect(marks == [ProblemMark(node: 4, level: .error, count: 3), ProblemMark(node: 2, level: .warning, count: 1)])
    }

    @Test func badgeShowsTheGlyphAndACountAboveOne() {
        #expect(ProblemMark(node: 0, level: .error, count: 1).badge == "✕")
        #expect(ProblemMark(node: 0, level: .warning, count: 3).badge == "! 3")
        #expect(ProblemMark(node: 0, level: .info, count: 2).badge == "i 2")
    }
}
