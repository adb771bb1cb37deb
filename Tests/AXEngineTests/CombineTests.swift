@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §3: combine, contain, ignore and nested buttons.
@Suite struct CombineTests {
    @Test func combineMergesLabelsAndTurnsButtonsIntoActions() throws {
        let s = try Fixture.snapshot("""
            {"id": "row", "type": "stack", "frame": [0, 0, 393, 60], "childBehavior": "combine", "children": [
              {"id": "name", "type": "label", "frame": [16, 10, 100, 20], "text": "Alice"},
              {"id": "detail", "type": "label", "frame": [16, 30, 100, 20], "text": "Designer", "value": "Seoul"},
              {"id": "edit", "type": "button", "frame": [250, 10, 60, 40], "label": "Edit", "hint": "Edits the name."},
              {"id": "fav", "type": "button", "frame": [320, 10, 60, 40], "label": "Favorite",
               "customActions": [{"name": "Share", "effects": []}]}]}
            """)
        let analysis = Analysis(snapshot: s)
        let element = try #require(analysis.resolution.elements.first)
        let description = try analysis.narrator.describe(element)
        #expect(analysis.resolution.elements.count == 1)
        #expect(description.label == "Alice, Designer")
        #expect(description.value == "Seoul")
        #expect(description.speech == Speech(description: "Alice, Designer: Seoul. Button.", hint: "Edits the name.",
                                             customActions: ["Favorite", "Share"]))
        #expect(element.members.map { s.nodes[$0.node].id } == ["name", "edit", "fav", "detail"])
        #expect(analysis.explanation(ofNode: s.index["edit"]!) == "merged into the `combine` element `row` (stop 1)")
    }

    @Test func anEmptyActivateActionBlocksLaterDefaults() throws {
        let s = try Fixture.snapshot("""
            {"id": "row", "type": "stack", "frame": [0, 0, 393, 60], "childBehavior": "combine", "children": [
              {"id": "text", "type": "label", "frame": [16, 10, 100, 20], "text": "Note", "actions": {"activate": []}},
              {"id": "go", "type": "button", "frame": [250, 10, 60, 40], "label": "Go"}]}
            """)
        #expect(try Fixture.descriptions(s) == ["Note"])
        let analysis = Analysis(snapshot: s)
        #expect(try analysis.narrator.describe(analysis.element(stop: 0)).speech.customActions == ["Go"])
    }

    @Test func combineWithOnlyActionableMembersUsesAllLabels() throws {
        let s = try Fixture.snapshot("""
            {"id": "row", "type": "stack", "frame": [0, 0, 393, 60], "childBehavior": "combine", "children": [
              {"id": "a", "type": "button", "frame": [0, 0, 60, 40], "label": "Play"},
              {"id": "b", "type": "link", "frame": [100, 0, 60, 40], "label": "More"}]}
            """)
        #expect(try Fixture.descriptions(s) == ["Play, More. Button."])
    }

    @Test func ignoreDropsChildrenAndContainGroupsThem() throws {
        let s = try Fixture.snapshot("""
            {"id": "card", "type": "stack", "frame": [0, 0, 393, 60], "childBehavior": "ignore", "label": "Card", "children": [
              {"id": "x", "type": "button", "frame": [0, 0, 60, 40], "label": "X"}]},
            {"id": "gender", "type": "stack", "frame": [0, 100, 393, 60], "childBehavior": "contain", "label": "Gender", "children": [
              {"id": "male", "type": "button", "frame": [0, 100, 100, 40], "text": "Male"},
              {"id": "female", "type": "button", "frame": [200, 100, 100, 40], "text": "Female"}]}
            """)
        let analysis = Analysis(snapshot: s)
        #expect(Fixture.order(s) == ["card", "male", "female"])
        #expect(analysis.explanation(ofNode: s.index["x"]!) == "unreachable: child of `card`, whose `childBehavior: ignore` drops its children")
        let container = try #require(analysis.resolution.containers.first)
        #expect(container.kind == .semanticGroup)
        #expect(container.isContain)
        #expect(container.stops == [1, 2])
    }

    @Test func aButtonWithActionableDescendantsOffersThemAsActions() throws {
        let s = try Fixture.snapshot("""
            {"id": "cell", "type": "button", "frame": [0, 0, 393, 60], "children": [
              {"id": "title", "type": "label", "frame": [0, 0, 100, 20], "text": "Song"},
              {"id": "like", "type": "button", "frame": [300, 0, 60, 40], "label": "Like"}]}
            """)
        let analysis = Analysis(snapshot: s)
        let description = try analysis.narrator.describe(analysis.element(stop: 0))
        #expect(description.speech.description == "Song, Like. Button.")
        #expect(description.speech.customActions == ["Like"])
        #expect(analysis.explanation(ofNode: s.index["like"]!) == "offered as a custom action of the button `cell` (stop 1)")
    }
}

/// The amended combine rules: own traits (or the type's), the default member's `notEnabled` and
/// switch, custom actions of the other actionable members only, adjustments to the first member
/// that has them.
extension CombineTests {
    @Test func aCombineNodeKeepsItsTypesTraits() throws {
        let s = try Fixture.snapshot("""
            {"id": "card", "type": "button", "frame": [0, 0, 393, 80], "childBehavior": "combine", "children": [
              {"id": "photo", "type": "image", "label": "Photo", "frame": [16, 10, 60, 60]},
              {"id": "caption", "type": "label", "text": "Caption", "frame": [90, 10, 200, 30]}]}
            """)
        #expect(try Fixture.descriptions(s) == ["Photo, Caption. Button."])
    }

    @Test func aSwitchMemberGivesItsStateAndDimming() throws {
        let s = try Fixture.snapshot("""
            {"id": "wifiRow", "type": "stack", "frame": [0, 0, 393, 60], "childBehavior": "combine", "children": [
              {"id": "title", "type": "label", "text": "Wi-Fi", "frame": [16, 10, 200, 30]},
              {"id": "toggle", "type": "switch", "label": "Wi-Fi switch", "value": "1", "frame": [320, 10, 60, 40]}]},
            {"id": "btRow", "type": "stack", "frame": [0, 100, 393, 60], "childBehavior": "combine", "children": [
              {"id": "btTitle", "type": "label", "text": "Bluetooth", "frame": [16, 110, 200, 30]},
              {"id": "btToggle", "type": "switch", "label": "Bluetooth switch", "value": "0", "traits": ["button", "switchButton", "notEnabled"],
               "frame": [320, 110, 60, 40]}]}
            """)
        let analysis = Analysis(snapshot: s)
        let speeches = try analysis.resolution.elements.map { try analysis.narrator.describe($0).speech }
        #expect(speeches == [
            Speech(description: "Wi-Fi. Switch Button. On.", hint: "Double tap to toggle setting.", customActions: []),
            Speech(description: "Bluetooth. Dimmed. Switch Button. Off.", hint: nil, customActions: []),
        ])
    }

    @Test func onlyTheOtherActionableMembersBringTheirCustomActions() throws {
        let s = try Fixture.snapshot("""
            {"id": "row", "type": "stack", "frame": [0, 0, 393, 60], "childBehavior": "combine",
             "customActions": [{"name": "Pin", "effects": []}], "children": [
              {"id": "name", "type": "label", "text": "Ana", "frame": [16, 10, 100, 30],
               "customActions": [{"name": "Copy", "effects": []}]},
              {"id": "open", "type": "button", "label": "Open", "frame": [200, 10, 60, 40],
               "customActions": [{"name": "Preview", "effects": []}]},
              {"id": "share", "type": "button", "label": "Share", "frame": [280, 10, 60, 40],
               "customActions": [{"name": "Share Link", "effects": []}]}]}
            """)
        let analysis = Analysis(snapshot: s)
        #expect(try analysis.narrator.describe(analysis.element(stop: 0)).speech.customActions == ["Pin", "Share", "Share Link"])
    }

    @Test func adjustmentsGoToTheFirstMemberThatHasThem() throws {
        let s = try Fixture.snapshot("""
            {"id": "row", "type": "stack", "frame": [0, 0, 393, 60], "childBehavior": "combine", "children": [
              {"id": "more", "type": "button", "label": "More", "frame": [16, 10, 60, 40]},
              {"id": "level", "type": "slider", "label": "Level", "valueBlock": {"expr": "level + ''"},
               "frame": [100, 10, 200, 40], "actions": {"increment": [{"set": "level", "to": "level + 1"}]}}]}
            """, extra: #", "state": {"level": 1}"#)
        let (spoken, session) = try Fixture.simulate(s, "next,increment")
        #expect(spoken == ["Level: 1. Button. Adjustable.", "2"])
        #expect(session.analysis.evaluation.state["level"] == .number(2))
    }

    @Test func membersCustomContentIsMergedAfterTheNodesOwn() throws {
        let s = try Fixture.snapshot("""
            {"id": "row", "type": "stack", "frame": [0, 0, 393, 60], "childBehavior": "combine",
             "customContent": [{"label": "Stock", "value": "3", "important": true}], "children": [
              {"id": "name", "type": "label", "text": "Tea", "frame": [16, 10, 100, 30],
               "customContent": [{"label": "SKU", "value": "T1"}]},
              {"id": "price", "type": "label", "text": "Price", "value": "5 €", "frame": [16, 40, 100, 20],
               "customContent": [{"label": "Sale", "value": "-10%", "important": true}]}]}
            """)
        let analysis = Analysis(snapshot: s)
        let element = analysis.element(stop: 0)
        #expect(analysis.narrator.properties.customContent(element) == [
            CustomContent(label: "Stock", value: "3", important: true),
            CustomContent(label: "SKU", value: "T1", important: false),
            CustomContent(label: "Sale", value: "-10%", important: true),
        ])
        #expect(try analysis.narrator.describe(element).speech.description == "Tea, Price: 5 €. Stock: 3. Sale: -10%.")
    }
}
