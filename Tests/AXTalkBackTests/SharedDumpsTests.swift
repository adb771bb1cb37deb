import AXTalkBack
import AXTestSupport
import Testing

/// The shared samples' real dumps, read as TalkBack reads them: their stops in order and what is
/// said at each, every expectation with the rule of TalkBack's code it follows. (Their whole
/// `order`, `order --json` and `simulate` outputs are pinned in `Tests/Golden`.)
@Suite struct SharedDumpsTests {
    static func fixture(_ name: String) throws -> TalkBackFixture {
        try TalkBackFixture(file: Fixture.shared("uiautomator/\(name).xml"))
    }

    /// What each stop says, and its hint after " / ".
    static func spoken(_ fixture: TalkBackFixture) throws -> [String] {
        try fixture.stops.map { id in
            let speech = try fixture.speech(id)
            return speech.description + (speech.hint.map { " / \($0)" } ?? "")
        }
    }

    @Test func playStoreGames() throws {
        let fixture = try Self.fixture("shirates-core_appium-uia2_PlayStoreGamesScreen")
        let spoken = try Self.spoken(fixture)
        #expect(spoken.count == 24)
        // aggregateNodeTreeDescription: "selected" comes first; the tab's text is its children's
        // (TreeNodesDescription: non-focusable children appended); AccessibilityFocusHint.
        #expect(spoken[0] == "selected, For you / Double-tap to activate")
        // getUnlabelledNodeDescription: a clickable leaf (the carousel's edge) with nothing to say.
        #expect(spoken[6] == "Unlabelled / Double-tap to activate")
        // AccessibilityFocusHint: a long-clickable card adds the long-press hint.
        #expect(spoken[9] == "App: Gardenscapes\nCasual\nPuzzle\nStar rating: 4.3\n / Double-tap to activate, Double-tap and hold to long press")
        // needsLabel + canAddLabel: an unlabelled focusable view with a resource id can be labelled
        // from TalkBack's menu, which its hint says (getHintForMenuLabels).
        #expect(spoken[11] == "Unlabelled / Labels available, use Tap with 3 fingers to view")
        // Role.getRole: a clickable ImageView with a description is an image button ("Button");
        // a non-clickable one is an image, with no hint.
        #expect(spoken[22] == "Voice Search, Button / Double-tap to activate")
        #expect(spoken[20] == "Show navigation drawer. New notifications available., Image")
        // The bottom tabs come after the content, as the tree has them (OrderedTraversalController).
        #expect(Array(spoken[15...18]) == ["selected, Games / Double-tap to activate", "Apps / Double-tap to activate",
                                           "Books / Double-tap to activate", "Movies & TV / Double-tap to activate"])
    }

    @Test func flutterProjectView() throws {
        let fixture = try Self.fixture("termux-flutter-ide_project_view_dump")
        let spoken = try Self.spoken(fixture)
        #expect(spoken.count == 42)
        // Flutter's modal barrier is a clickable view with a description: a stop (shouldFocusNode).
        #expect(spoken[0] == "Scrim / Double-tap to activate")
        // A text with no focusable ancestor is a stop of its own, with no hint.
        #expect(spoken[1] == "EXPLORER")
        // Each file row, then its unlabelled menu Button, which says its role and nothing else
        // (getUnlabelledNodeDescription: a role word is a description).
        #expect(Array(spoken[6...7]) == [".dart_tool / Double-tap to activate", "Button / Double-tap to activate"])
        #expect(spoken.last == "Button / Double-tap to activate")
    }

    @Test func flutterEditorWindow() throws {
        let fixture = try Self.fixture("termux-flutter-ide_window_dump")
        let spoken = try Self.spoken(fixture)
        // A multi-line content description is said as it is; a selected tab says "selected" first
        // and its position from Flutter's description.
        #expect(spoken == ["No files open\nNo file selected", "Button / Double-tap to activate", "Termux IDE",
                           "Button / Double-tap to activate", "Save, Button / Double-tap to activate",
                           "AI Assistant, Button / Double-tap to activate", "selected, Explorer\nTab 1 of 3, Button / Double-tap to activate",
                           "Terminal\nTab 2 of 3, Button / Double-tap to activate", "Search\nTab 3 of 3, Button / Double-tap to activate"])
    }
}
