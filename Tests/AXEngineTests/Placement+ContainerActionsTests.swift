@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §4 rule 9: a container's custom actions are offered on each of its stops,
/// after the stop's own (innermost container first).
@Suite struct PlacementContainerActionsTests {
    let snapshot: Snapshot

    init() throws {
        snapshot = try Fixture.snapshot(#"""
            {"id": "mailbox", "type": "view", "shouldGroupAccessibilityChildren": true, "frame": [0, 100, 393, 300],
             "customActions": [{"name": "Refresh", "effects": [{"set": "refreshed", "to": "true"}]}], "children": [
               {"id": "unread", "type": "view", "containerType": "list", "label": "Unread", "frame": [0, 100, 393, 60],
                "customActions": [{"name": "Mark All Read", "effects": []}], "children": [
                  {"id": "mail1", "type": "button", "label": "Mail 1", "frame": [16, 100, 300, 44],
                   "customActions": [{"name": "Delete", "effects": []}]}]},
               {"id": "mail2", "type": "button", "label": "Mail 2", "frame": [16, 200, 300, 44]}]},
            {"id": "compose", "type": "button", "label": "Compose", "frame": [16, 500, 300, 44]}
            """#, extra: #", "state": {"refreshed": false}"#)
    }

    @Test func stopsOfferTheirContainersActionsAfterTheirOwn() throws {
        let analysis = Analysis(snapshot: snapshot)
        let actions = try analysis.resolution.elements.map { try analysis.narrator.describe($0).speech.customActions }
        #expect(actions == [["Delete", "Mark All Read", "Refresh"], ["Refresh"], []])
    }

    @Test func aContainersActionRunsFromItsStop() throws {
        let (spoken, session) = try Fixture.simulate(snapshot, "focus:mail2,action:Refresh")
        #expect(spoken == ["Mail 2. Button.", nil])
        #expect(session.analysis.evaluation.state["refreshed"] == .bool(true))
        #expect(session.timeline.transcript.map(\.text) == ["Mail 2. Button.", "Actions Available"])
    }
}
