@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §6: what actions run, and touch exploration.
@Suite struct SessionActionsTests {
    @Test func zoomActionsRunOnlyWithSupportsZoom() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "plain", "type": "image", "label": "Map", "frame": [0, 0, 393, 300],
             "actions": {"zoomIn": [{"set": "zoom", "to": "zoom + 1"}, {"announce": "Zoomed"}]}},
            {"id": "card", "type": "stack", "frame": [0, 400, 393, 300], "childBehavior": "combine", "children": [
              {"id": "title", "type": "label", "text": "Photo", "frame": [0, 400, 393, 20]},
              {"id": "photo", "type": "image", "label": "Cat", "frame": [0, 420, 393, 280], "addTraits": ["supportsZoom"],
               "actions": {"zoomIn": [{"set": "zoom", "to": "zoom + 10"}]}}]}
            """#, extra: #", "state": {"zoom": 0}"#)
        let (spoken, session) = try Fixture.simulate(s, "focus:plain,zoomIn,focus:card,zoomIn")
        #expect(spoken == ["Map. Image.", nil, "Photo, Cat. Image.", nil])
        #expect(session.analysis.evaluation.state["zoom"] == .number(10))
    }
}
