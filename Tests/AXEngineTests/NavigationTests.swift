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
}
