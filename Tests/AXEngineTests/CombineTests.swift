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
