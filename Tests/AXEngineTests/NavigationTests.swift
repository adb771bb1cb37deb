@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §3, grouped navigation: each `contain` container and each labelled
/// `semanticGroup` container is one stop; no other container kind is.
@Suite struct NavigationTests {
    @Test func labelledSemanticGroupsAreStopsThatSayLabelAndValue() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "address", "type": "view", "containerType": "semanticGroup", "label": "Address", "value": "Home",
             "frame": [0, 100, 393, 100], "children": [
               {"id": "street", "type": "label", "text": "Street", "frame": [16, 110, 200, 30]},
               {"id": "city", "type": "label", "text": "Seoul", "frame": [16, 150, 200, 30]}]},
            {"id": "anonymous", "type": "view", "containerType": "semanticGroup", "identifier": "box",
             "frame": [0, 220, 393, 40], "children": [{"id": "note", "type": "label", "text": "Note", "frame": [16, 230, 200, 30]}]},
            {"id": "list", "type": "view", "containerType": "list", "frame": [0, 300, 393, 40],
             "children": [{"id": "row", "type": "label", "text": "Row", "frame": [16, 310, 200, 30]}]}
            """#)
        let analysis = Analysis(snapshot: snapshot)
        #expect(analysis.resolution.containers.map(\.kind) == [.semanticGroup, .semanticGroup, .list])
        #expect(analysis.navigationStops(.grouped) == [.container(0), .element(2), .element(3)])
        let (spoken, _) = try Fixture.simulate(snapshot, "next,enter,next,exit,next,next", navigation: .grouped)
        #expect(spoken == ["Address: Home", "Street", "Seoul", "Address: Home", "Note", "Row"])
    }

    @Test func aGroupNestedInAnEnteredGroupIsOneStopThatIsEnteredAndLeftInTurn() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "account", "type": "stack", "childBehavior": "contain", "label": "Account", "frame": [0, 0, 393, 300], "children": [
              {"id": "name", "type": "textField", "label": "Name", "frame": [0, 0, 393, 40]},
              {"id": "plan", "type": "stack", "childBehavior": "contain", "label": "Plan", "frame": [0, 100, 393, 100], "children": [
                {"id": "free", "type": "button", "text": "Free", "frame": [0, 100, 100, 40]},
                {"id": "pro", "type": "button", "text": "Pro", "frame": [200, 100, 100, 40]}]},
              {"id": "note", "type": "label", "text": "Billed monthly", "frame": [0, 250, 393, 20]}]},
            {"id": "save", "type": "button", "text": "Save", "frame": [0, 400, 100, 40]}
            """#)
        let analysis = Analysis(snapshot: snapshot)
        #expect(analysis.navigationStops(.grouped) == [.container(0), .element(4)])
        #expect(analysis.navigationStops(.grouped, inside: 0) == [.element(0), .container(1), .element(3)])
        let (spoken, session) = try Fixture.simulate(snapshot, "next,enter,next,enter,next,exit,next,exit,next", navigation: .grouped)
        #expect(session.records.map(\.focus) == ["account", "name", "plan", "free", "pro", "plan", "note", "account", "save"])
        #expect(spoken == ["Account", "Name. Text Field.", "Plan", "Free. Button.", "Pro. Button.", "Plan", "Billed monthly",
                           "Account", "Save. Button."])
    }
}
