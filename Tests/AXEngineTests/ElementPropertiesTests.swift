@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §6: a focus move evaluates each block of the element exactly once, members'
/// and inner views' blocks included.
@Suite struct ElementPropertiesTests {
    @Test func oneFocusMoveRunsEachBlockOfACombineElementOnce() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "row", "type": "stack", "frame": [0, 0, 393, 60], "childBehavior": "combine", "children": [
              {"id": "note", "type": "label", "labelBlock": {"expr": "''"}, "frame": [16, 10, 100, 20]},
              {"id": "go", "type": "button", "labelBlock": {"expr": "'Go'"}, "frame": [150, 10, 60, 40]},
              {"id": "more", "type": "button", "labelBlock": {"expr": "'More'"}, "frame": [250, 10, 60, 40]}]},
            {"id": "card", "type": "button", "frame": [0, 100, 393, 60], "children": [
              {"id": "delete", "type": "button", "labelBlock": {"expr": "'Delete'"}, "frame": [300, 110, 60, 40]}]}
            """#)
        let (spoken, session) = try Fixture.simulate(s, "next,wait:3,next")
        #expect(spoken == ["Go, More. Button.", nil, "Delete. Button."])
        #expect(session.analysis.evaluation.counts == ["note.labelBlock": 1, "go.labelBlock": 1, "more.labelBlock": 1,
                                                       "delete.labelBlock": 1])
        #expect(session.timeline.heard == "Go, More. Button. Actions Available Delete. Button. Actions Available")
    }

    @Test func aReadingThatIsStillHeldKeepsItsResultsWhenTheNextOneStarts() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "go", "type": "button", "labelBlock": {"expr": "'Go'"}, "frame": [0, 0, 60, 40]}
            """#)
        let analysis = Analysis(snapshot: s)
        let node = try #require(s.index["go"])
        let count = { analysis.evaluation.counts["go.labelBlock"] ?? 0 }
        let first = analysis.narrator.reading()
        #expect(first.ownLabel(node) == "Go" && first.ownLabel(node) == "Go")
        #expect(count() == 1)
        let second = analysis.narrator.reading()
        #expect(second.ownLabel(node) == "Go" && first.ownLabel(node) == "Go")
        #expect(count() == 2)
        // Once both are over, the next reading reuses the bookkeeping, emptied: the block runs again.
        _ = (first, second)
        for _ in 0..<2 { _ = try analysis.narrator.describe(analysis.element(stop: 0)) }
        #expect(count() == 4)
    }
}
