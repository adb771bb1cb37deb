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

    @Test func aTouchInGroupedNavigationFocusesTheElementInsideItsGroup() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "title", "type": "label", "text": "Profile", "frame": [0, 0, 393, 40]},
            {"id": "gender", "type": "stack", "childBehavior": "contain", "label": "Gender", "frame": [0, 100, 393, 60], "children": [
              {"id": "male", "type": "button", "text": "Male", "frame": [0, 100, 100, 40]},
              {"id": "female", "type": "button", "text": "Female", "frame": [200, 100, 100, 40]}]},
            {"id": "save", "type": "button", "text": "Save", "frame": [0, 300, 100, 40]}
            """#)
        let session = Session(analysis: Analysis(snapshot: s), navigation: .grouped)
        let records = try Step.parseList("next,wait:2,next,wait:2,touch:10:110,wait:2,next").map { try session.take($0) }
        #expect(records.map(\.focus) == ["title", "title", "gender", "gender", "male", "male", "female"])
        #expect(records.map(\.spoken) == ["Profile", nil, "Gender", nil, "Male. Button.", nil, "Female. Button."])
    }

    @Test func anActionsSpokenHoldsWhatItsFocusEffectSaysInPostingOrder() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "go", "type": "button", "label": "Go", "frame": [0, 0, 100, 40],
             "actions": {"activate": [{"announce": "Moving"}, {"focus": "done"}]}},
            {"id": "done", "type": "label", "text": "Done", "frame": [0, 100, 100, 40]}
            """#)
        let (spoken, session) = try Fixture.simulate(s, "next,wait:2,activate")
        #expect(spoken == ["Go. Button.", nil, "Moving Done"])
        #expect(session.records.last?.focus == "done")
        #expect(session.timeline.heard == "Go. Button. Done")
    }

    @Test func layoutChangedMovesToItsElementOrKeepsTheFocusAndMagicTapComesFromAnAncestor() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "player", "type": "stack", "frame": [0, 0, 393, 300], "actions": {"magicTap": [{"announce": "Paused"}]}, "children": [
              {"id": "more", "type": "button", "label": "More", "frame": [0, 0, 100, 40],
               "actions": {"activate": [{"set": "open", "to": "true"}, {"layoutChanged": "menu"}]}},
              {"id": "menu", "type": "label", "text": "Menu", "visibleWhen": "open", "frame": [0, 100, 100, 40]},
              {"id": "keep", "type": "button", "label": "Keep", "frame": [0, 200, 100, 40],
               "actions": {"activate": [{"layoutChanged": null}]}}]}
            """#, extra: #", "state": {"open": false}"#)
        let (spoken, session) = try Fixture.simulate(s, "next,wait:2,activate,wait:2,magicTap,wait:2,next,wait:2,activate")
        #expect(session.records.map(\.focus) == ["more", "more", "menu", "menu", "menu", "menu", "keep", "keep", "keep"])
        #expect(spoken == ["More. Button.", nil, "Menu", nil, "Paused", nil, "Keep. Button.", nil, nil])
    }
}
