@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §3, flat navigation: the labels of `contain` and labelled `semanticGroup`
/// containers are spoken when the focus enters them, by any move.
@Suite struct ContainerEntryTests {
    let snapshot: Snapshot

    init() throws {
        snapshot = try Fixture.snapshot(#"""
            {"id": "title", "type": "label", "text": "Profile", "traits": ["header"], "frame": [16, 60, 300, 30]},
            {"id": "genderGroup", "type": "view", "childBehavior": "contain", "label": "Gender", "frame": [0, 100, 393, 100],
             "children": [
               {"id": "male", "type": "button", "label": "Male", "frame": [16, 110, 100, 40]},
               {"id": "female", "type": "button", "label": "Female", "frame": [200, 110, 100, 40]}]},
            {"id": "address", "type": "view", "containerType": "semanticGroup", "label": "Address", "value": "Home",
             "frame": [0, 220, 393, 200], "children": [
               {"id": "street", "type": "label", "text": "Street", "frame": [16, 230, 200, 30]},
               {"id": "cityGroup", "type": "view", "childBehavior": "contain", "frame": [0, 280, 393, 40], "children": [
                 {"id": "city", "type": "label", "text": "Seoul", "frame": [16, 290, 200, 30]}]},
               {"id": "postGroup", "type": "view", "childBehavior": "contain", "label": "Post", "frame": [0, 340, 393, 40],
                "children": [{"id": "zip", "type": "label", "text": "04524", "frame": [16, 350, 200, 30]}]}]},
            {"id": "save", "type": "button", "label": "Save", "frame": [16, 500, 361, 44],
             "actions": {"activate": [{"focus": "male"}]}}
            """#)
    }

    @Test func nextAndPreviousSpeakTheLabelsOfTheGroupsTheyEnterOutermostFirst() throws {
        let (spoken, _) = try Fixture.simulate(snapshot, "next,next,next,next,next,next,next,previous,previous,first,last")
        #expect(spoken == [
            "Profile. Heading.", "Gender. Male. Button.", "Female. Button.", "Address. Street", "Seoul", "Post. 04524",
            "Save. Button.", "Address. Post. 04524", "Seoul", "Profile. Heading.", "Save. Button.",
        ])
    }

    @Test func touchAndAFocusEffectEnterGroupsToo() throws {
        let (spoken, _) = try Fixture.simulate(snapshot, "focus:zip,touch:250:130,focus:save,activate")
        #expect(spoken == ["Address. Post. 04524", "Gender. Female. Button.", "Save. Button.", "Gender. Male. Button."])
    }

    @Test func orderDescriptionsLeaveTheLabelsOut() throws {
        #expect(try Fixture.descriptions(snapshot) == [
            "Profile. Heading.", "Male. Button.", "Female. Button.", "Street", "Seoul", "04524", "Save. Button.",
        ])
    }

    @Test func theExplanationSaysAGroupIsNamed() {
        let analysis = Analysis(snapshot: snapshot)
        #expect(analysis.explanation(ofNode: snapshot.index["genderGroup"]!) == "container (semanticGroup) of 2 stop(s); "
            + "its children are separate elements; a group: its label is spoken when the focus enters it, and grouped navigation makes it one stop")
        #expect(analysis.explanation(ofNode: snapshot.index["address"]!).hasSuffix("makes it one stop"))
    }

    @Test func groupedNavigationSpeaksNoEntryLabels() throws {
        let (spoken, _) = try Fixture.simulate(snapshot, "next,next,enter,next", navigation: .grouped)
        #expect(spoken == ["Profile. Heading.", "Gender", "Male. Button.", "Female. Button."])
    }
}
