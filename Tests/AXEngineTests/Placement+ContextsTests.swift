@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §4 rule 7: "List Start." / "List End." and "Landmark." / "End." go to the
/// elements that are the first and last entries of `accessibilityElements`; "i of n" counts the
/// stops of a tab bar or segmented control.
@Suite struct PlacementContextsTests {
    @Test func listEdgesGoToTheFirstAndLastEntriesOnly() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "list", "type": "view", "containerType": "list", "frame": [0, 100, 393, 200],
             "accessibilityElements": ["a", "pair", "b", "c"], "children": [
               {"id": "a", "type": "label", "text": "A", "frame": [16, 100, 300, 30]},
               {"id": "pair", "type": "view", "shouldGroupAccessibilityChildren": true, "frame": [0, 140, 393, 30], "children": [
                 {"id": "p1", "type": "label", "text": "P1", "frame": [16, 140, 100, 30]},
                 {"id": "p2", "type": "label", "text": "P2", "frame": [200, 140, 100, 30]}]},
               {"id": "b", "type": "label", "text": "B", "frame": [16, 180, 300, 30]},
               {"id": "c", "type": "label", "text": "C", "isHidden": true, "frame": [16, 220, 300, 30]}]},
            {"id": "later", "type": "view", "containerType": "list", "frame": [0, 320, 393, 100],
             "accessibilityElements": ["gone", "x", "y"], "children": [
               {"id": "gone", "type": "label", "text": "Gone", "visibleWhen": "false", "frame": [16, 320, 300, 30]},
               {"id": "x", "type": "label", "text": "X", "frame": [16, 360, 300, 30]},
               {"id": "y", "type": "label", "text": "Y", "frame": [16, 400, 300, 30]}]},
            {"id": "single", "type": "view", "containerType": "list", "frame": [0, 440, 393, 30],
             "accessibilityElements": ["only"], "children": [
               {"id": "only", "type": "label", "text": "Only", "frame": [16, 440, 300, 30]}]},
            {"id": "mark", "type": "view", "containerType": "landmark", "frame": [0, 480, 393, 80],
             "accessibilityElements": ["l1", "l2"], "children": [
               {"id": "l1", "type": "label", "text": "L1", "frame": [16, 480, 300, 30]},
               {"id": "l2", "type": "label", "text": "L2", "frame": [16, 520, 300, 30]}]}
            """#)
        #expect(try Fixture.descriptions(snapshot) == [
            "A. List Start.", "P1", "P2", "B", "X", "Y. List End.", "Only. List Start.", "L1. Landmark.", "L2. End.",
        ])
    }

    @Test func seriesCountsTheStopsOfTheTabBar() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "tabs", "type": "tabBar", "frame": [0, 800, 393, 52], "children": [
              {"id": "home", "type": "button", "label": "Home", "frame": [0, 800, 131, 52]},
              {"id": "hidden", "type": "button", "label": "Hidden", "isHidden": true, "frame": [131, 800, 131, 52]},
              {"id": "settings", "type": "button", "label": "Settings", "frame": [262, 800, 131, 52]}]},
            {"id": "segments", "type": "segmentedControl", "frame": [0, 100, 393, 40], "children": [
              {"id": "day", "type": "button", "label": "Day", "traits": ["button", "selected"], "frame": [0, 100, 196, 40]},
              {"id": "week", "type": "button", "label": "Week", "frame": [196, 100, 196, 40]}]}
            """#)
        #expect(try Fixture.descriptions(snapshot) == [
            "Selected: Day. Button. 1 of 2.", "Week. Button. 2 of 2.", "Home. Tab. 1 of 2.", "Settings. Tab. 2 of 2.",
        ])
    }
}
