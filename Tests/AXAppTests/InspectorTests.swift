@testable import AXApp
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The inspector, reached with real key presses: what its heading says, the traits of combined
/// rows, headings for screen readers and no focus stops without a purpose.
@Suite(.serialized) @MainActor struct InspectorTests {
    @Test func anImportedElementsHeadingSaysWhatItIsAndItsIdGoesToProperties() throws {
        let driver = try WindowDriver(opening: Fixture.shared("wda-xml/shirates-core_ios_SettingsTopScreen.xml"))
        defer { driver.close() }
        driver.press("Right", "Right", "Right")
        let texts = driver.document.inspector.texts
        #expect(Array(texts.prefix(2)) == ["General", "Button · stop 3 of 16"])
        let properties = try #require(driver.document.inspector.shown?.section("Properties"))
        #expect(properties.rows.prefix(3).map(\.name) == ["Id", "Type", "Label"])
        #expect(properties.rows.first?.value == "General")
    }

    @Test func zoomButtonsOnlyForAnElementWithSupportsZoom() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("zoom-buttons-\(getpid()).axsnap").path
        try Fixture.json(#"""
            {"id": "map", "type": "image", "label": "Map", "frame": [0, 0, 393, 300], "actions": {"zoomIn": []}},
            {"id": "photo", "type": "image", "label": "Cat", "traits": ["image", "supportsZoom"], "frame": [0, 400, 393, 300],
             "actions": {"zoomIn": []}}
            """#).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let driver = try WindowDriver(opening: path)
        defer { driver.close() }
        driver.press("Right")
        #expect(driver.document.inspector.shown?.heading == "Map")
        #expect(!driver.document.inspector.texts.contains("Zoom in (Z)"))
        driver.press("Right")
        #expect(driver.document.inspector.shown?.heading == "Cat")
        #expect(driver.document.inspector.texts.contains("Zoom in (Z)"))
    }

    @Test func combinedRowsShowTheirElementsTraits() throws {
        let driver = try WindowDriver(opening: Fixture.sample("name-list"))
        defer { driver.close() }
        driver.press("Right", "Right")
        let shown = try #require(driver.document.inspector.shown)
        #expect(shown.heading == "Alice, Edit, Delete")
        #expect(shown.subtitle == "Button · stop 2 of 5")
        #expect(shown.spokenTraits == ["button"])
        let texts = driver.document.inspector.texts
        #expect(texts.contains("button") && !texts.contains("none"))
    }

    @Test func sectionTitlesAreHeadingsAndChipsAreNoFocusStops() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        driver.press("Right", "Right")
        let inspector = driver.document.inspector
        let all = inspector.root.descendants
        let headings = all.filter { gtk_accessible_get_accessible_role(OpaquePointer($0)) == GTK_ACCESSIBLE_ROLE_HEADING }
            .map { String(cString: gtk_label_get_text($0.opaque)) }
        #expect(headings == ["Filter", "Speech", "Traits", "Properties", "Value blocks", "Actions", "Why"])
        let children = all.filter { g_type_check_instance_is_a($0.cast(), gtk_flow_box_child_get_type()) != 0 }
        #expect(!children.isEmpty)
        #expect(children.allSatisfy { gtk_widget_get_focusable($0) == 0 })
        // Tab from the first action button walks buttons only, never an empty flow-box child.
        let button = try #require(all.first { g_type_check_instance_is_a($0.cast(), gtk_button_get_type()) != 0 })
        gtk_widget_grab_focus(button)
        var visited: [String] = []
        for _ in 0..<4 {
            driver.press("Tab")
            visited.append(driver.focusTypeName)
        }
        #expect(!visited.contains("GtkFlowBoxChild"))
    }

    @Test func tabMovesOnFromAnActionButtonPastTheTraitChips() throws {
        let driver = try WindowDriver(opening: Fixture.shared("wda-xml/shirates-core_ios_SettingsTopScreen.xml"))
        defer { driver.close() }
        driver.press("Right", "Right", "Right")
        let buttons = driver.document.inspector.root.descendants.filter { g_type_check_instance_is_a($0.cast(), gtk_button_get_type()) != 0 }
        let activate = try #require(buttons.first { gtk_button_get_label($0.cast()).map { String(cString: $0) } == "Activate (Enter)" })
        gtk_widget_grab_focus(activate)
        driver.settle()
        driver.press("Tab")
        #expect(driver.focus != nil)
        #expect(driver.focus != activate)
        driver.press("shift+Tab")
        #expect(driver.focus == activate)
    }

    /// An element with more custom actions than the inspector shows as buttons and rows: the
    /// first 100, then how many more there are (20,000 kept the window busy for a minute).
    @Test func aHundredCustomActionsAreShownAndTheRestCounted() throws {
        let folder = try TemporaryFolder("axscope-inspector")
        let actions = (1...150).map { #"{"name": "Action \#($0)", "effects": []}"# }.joined(separator: ", ")
        let path = try folder.write("actions.axsnap", Fixture.json(#"""
            {"id": "many", "type": "button", "frame": [10, 100, 200, 44], "label": "Many", "customActions": [\#(actions)]}
            """#))
        let driver = try WindowDriver(opening: path)
        defer { driver.close(); withExtendedLifetime(folder) {} }
        driver.press("Right")
        let buttons = driver.document.inspector.root.descendants.filter { gtk_widget_get_name($0).map { String(cString: $0) } == "GtkButton" }
            .compactMap { gtk_button_get_label($0.cast()).map { String(cString: $0) } }
        #expect(buttons.filter { $0.hasPrefix("Action ") } == (1...100).map { "Action \($0)" })
        #expect(driver.document.inspector.texts.contains("50 more custom actions not shown"))
        let rows = try #require(driver.document.inspector.shown?.section("Actions")).rows
        #expect(rows.filter { $0.name == "Custom action" }.map(\.value) == (1...100).map { "Action \($0)" })
        #expect(rows.last?.name == "Custom actions" && rows.last?.value == "50 more not shown")
    }
}
