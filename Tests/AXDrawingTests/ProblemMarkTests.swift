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

    /// The view state finds a node's mark without a scan of the marks (the Problems layer draws
    /// the marks of the nodes in view): 100,000 marks, in any order.
    @Test func theViewStateKnowsEachMarkedNodesMark() {
        var state = ViewState()
        state.problems = (0..<100_000).map { ProblemMark(node: ($0 * 7_919) % 100_003, level: .warning, count: 1) }
        #expect(state.problemOfNode.count == 100_000)
        #expect(state.problemOfNode[7_919] == 1)
        #expect(state.problemOfNode[(99_999 * 7_919) % 100_003] == 99_999)
        #expect(state.problemOfNode[76_246] == nil)
        state.problems = []
        #expect(state.problemOfNode.isEmpty)
    }
}
