@testable import AXApp
@testable import AXDrawing
import AXGtk
import AXModel
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The Problems panel in a real window, driven with real keys: the audit after loading, the rows
/// grouped by severity with their accessible names, a finding selecting its element.
@Suite(.serialized) @MainActor struct ProblemsPanelTests {
    /// A window on the sample `name`, once its audit is shown.
    func audited(_ name: String) throws -> WindowDriver {
        let driver = try WindowDriver(opening: Fixture.sample(name))
        #expect(MainLoop.wait(seconds: 20) { !driver.document.problemsPanel.rows.isEmpty })
        driver.settle()
        return driver
    }

    @Test func theFindingsGroupedBySeverity() throws {
        let driver = try audited("profile-modal")
        defer { driver.close() }
        let panel = driver.document.problemsPanel
        #expect(String(cString: gtk_label_get_text(panel.summary.opaque)) == "0 errors, 1 warning, 0 infos")
        #expect(panel.rows.map(\.name) == [
            "Warnings (1)",
            "Warning: `closeButton` is 60 × 40 pt; 44 × 44 pt is recommended. (target-too-small, closeButton)",
            "Not run (1)",
            "text-contrast not run: the snapshot has no screenshot",
        ])
    }

    @Test func altFourAndUpDownSelectTheFindingsElements() throws {
        let driver = try audited("nested-views")
        defer { driver.close() }
        let panel = driver.document.problemsPanel
        #expect(panel.rows.filter { $0.finding != nil }.map(\.name) == [
            "Error: `orangeView` hides 1 control(s): “Hidden button” (`orangeButton`). (swallowed-actions, orangeView)",
            "Warning: Control `greenButton` (“Green button”) is unreachable: hidden because `accessibilityElementsHidden` on `greenView`. (unreachable-control, greenButton)",
        ])
        driver.press("alt+4")
        #expect(String(cString: gtk_stack_get_visible_child_name(driver.document.pages.opaque)) == "problems")
        #expect(driver.focusIsInside(panel.list))
        #expect(gtk_list_box_get_selected_row(panel.list.opaque).map(gtk_list_box_row_get_index) == 1)
        #expect(driver.document.statusText == "Problem 1 of 2: `orangeView` hides 1 control(s): “Hidden button” (`orangeButton`).")
        driver.press("Down")
        #expect(gtk_list_box_get_selected_row(panel.list.opaque).map(gtk_list_box_row_get_index) == 3)
        let snapshot = try #require(driver.document.model.scene?.snapshot)
        #expect(driver.document.model.viewState.selectedNode == snapshot.index["greenButton"])
        #expect(driver.document.statusText.hasPrefix("Problem 2 of 2: Control `greenButton` (“Green button”) is unreachable"))
        driver.press("Up")
        #expect(gtk_list_box_get_selected_row(panel.list.opaque).map(gtk_list_box_row_get_index) == 1)
        // F8 and Shift+F8 from the canvas.
        gtk_widget_grab_focus(driver.document.canvas.area)
        driver.press("F8")
        #expect(gtk_list_box_get_selected_row(panel.list.opaque).map(gtk_list_box_row_get_index) == 3)
        driver.press("shift+F8")
        #expect(gtk_list_box_get_selected_row(panel.list.opaque).map(gtk_list_box_row_get_index) == 1)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-problems-panel.png").path
        #expect(driver.screenshot(to: path))
    }

    @Test func theHeaderButtonTheLayerAndEnter() throws {
        let driver = try audited("nested-views")
        defer { driver.close() }
        let panel = driver.document.problemsPanel
        let snapshot = try #require(driver.document.model.scene?.snapshot)
        #expect(String(cString: gtk_label_get_text(panel.headerLabel.opaque)) == "✕ 1  ! 1  i 0")
        #expect(String(cString: gtk_widget_get_tooltip_text(panel.headerButton)) == "1 error, 1 warning, 0 infos: show the Problems panel (Alt+4; F8 for the next finding)")
        #expect(driver.document.model.viewState.layers.contains(.problems))
        #expect(driver.document.model.viewState.problems == [
            ProblemMark(node: try #require(snapshot.index["orangeView"]), level: .error, count: 1),
            ProblemMark(node: try #require(snapshot.index["greenButton"]), level: .warning, count: 1),
        ])
        #expect(driver.document.layerToggles.last.map { $0.layer == .problems } == true)
        driver.press("alt+4")
        driver.press("Down")
        driver.press("Return")
        #expect(driver.focusTypeName == "GtkDrawingArea")
        #expect(driver.document.model.viewState.selectedNode == snapshot.index["greenButton"])
        let section = try #require(driver.document.inspector.shown?.section("Problems"))
        #expect(section.rows.map(\.name) == ["Warning"])
        #expect(section.rows.first?.value.hasPrefix("Control `greenButton` (“Green button”) is unreachable") == true)
        #expect(section.rows.first?.value.contains("(unreachable-control)\n") == true)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-problems-layer.png").path
        #expect(driver.screenshot(to: path))
    }

    @Test func leftAndRightFoldGroupsAndNotRunStartsFolded() throws {
        let driver = try audited("nested-views")
        defer { driver.close() }
        let panel = driver.document.problemsPanel
        let notRun = try #require(panel.rows.firstIndex { $0.name.hasPrefix("text-contrast not run") })
        #expect(gtk_widget_get_visible(panel.rowWidgets[notRun]) == 0)
        driver.press("alt+4")
        driver.press("Left")
        #expect(panel.folded == ["Errors", "Not run", "Suppressed"])
        #expect(gtk_widget_get_visible(panel.rowWidgets[1]) == 0)
        #expect(driver.focusIsInside(panel.rowWidgets[0]))
        driver.press("Right")
        #expect(panel.folded == ["Not run", "Suppressed"])
        #expect(gtk_widget_get_visible(panel.rowWidgets[1]) == 1)
        driver.press("Down")
        #expect(gtk_list_box_get_selected_row(panel.list.opaque).map(gtk_list_box_row_get_index) == 1)
        #expect(driver.focusIsInside(panel.rowWidgets[1]))
    }

    @Test func suppressedFindingsAreFoldedAndNotCounted() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-suppressed-\(getpid()).axsnap").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"""
        {"format": "axsnap", "version": 1, "screen": {"width": 393, "height": 852},
         "root": {"id": "w", "type": "window", "frame": [0, 0, 393, 852], "children": [
          {"id": "ok", "type": "button", "frame": [16, 100, 120, 44], "label": "OK"},
          {"id": "key", "type": "button", "frame": [0, 800, 40, 36], "label": "Tab", "addTraits": ["keyboardKey"],
           "auditIgnore": [{"rule": "target-too-small", "reason": "system keyboard"}]},
          {"id": "close", "type": "button", "frame": [350, 52, 36, 36], "label": "Close"}]}}
        """#.write(toFile: path, atomically: true, encoding: .utf8)
        let driver = try WindowDriver(opening: path)
        defer { driver.close() }
        #expect(MainLoop.wait(seconds: 20) { !driver.document.problemsPanel.rows.isEmpty })
        driver.settle()
        let panel = driver.document.problemsPanel
        #expect(panel.rows.map(\.name) == [
            "Warnings (1)",
            "Warning: `close` is 36 × 36 pt; 44 × 44 pt is recommended. (target-too-small, close)",
            "Not run (6)",
            "toggle-without-trait partly run: only its value test ran: no action in the snapshot has an effect",
            "focus-lost-after-action not run: no action in the snapshot has an effect",
            "modal-without-exit not run: no action in the snapshot has an effect",
            "modal-without-escape not run: no action in the snapshot has an effect",
            "announcement-cut-off not run: no action in the snapshot has an effect",
            "text-contrast not run: the snapshot has no screenshot",
            "Suppressed (1)",
            "Suppressed by auditIgnore: Warning: `key` is 40 × 36 pt; 44 × 44 pt is recommended. (target-too-small, key)",
        ])
        driver.press("alt+4")
        #expect(driver.document.statusText == "Problem 1 of 1: `close` is 36 × 36 pt; 44 × 44 pt is recommended.")
        // The folded Suppressed group is skipped; unfolded, its finding is reached but not counted.
        driver.press("Down")
        #expect(gtk_list_box_get_selected_row(panel.list.opaque).map(gtk_list_box_row_get_index) == 1)
        gtk_widget_grab_focus(panel.rowWidgets[9])
        driver.press("Right")
        driver.press("Down")
        #expect(gtk_list_box_get_selected_row(panel.list.opaque).map(gtk_list_box_row_get_index) == 10)
        #expect(driver.document.statusText == "Suppressed: `key` is 40 × 36 pt; 44 × 44 pt is recommended.")
    }

    @Test func aSnapshotWithoutFindingsSaysSo() throws {
        let driver = try audited("name-list")
        defer { driver.close() }
        let panel = driver.document.problemsPanel
        #expect(String(cString: gtk_label_get_text(panel.summary.opaque)) == "0 errors, 0 warnings, 0 infos")
        #expect(panel.rows.map(\.name) == ["Not run (1)", "text-contrast not run: the snapshot has no screenshot"])
    }

    /// 450 small buttons (and a missing heading): the panel lists the first 200 of the 451 warnings
    /// and a note, the status line counts all the findings, and a button past the list still shows
    /// its finding in the inspector.
    @Test func aLongGroupIsListedInPartWithANote() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-many-findings-\(getpid()).axsnap").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let buttons = (0..<450).map { #"{"id": "b\#($0)", "type": "button", "frame": [0, \#($0 * 40), 30, 30], "label": "B\#($0)"}"# }
        try """
        {"format": "axsnap", "version": 1, "screen": {"width": 393, "height": 852},
         "root": {"id": "w", "type": "window", "frame": [0, 0, 393, 852], "children": [\(buttons.joined(separator: ","))]}}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let driver = try WindowDriver(opening: path)
        defer { driver.close() }
        #expect(MainLoop.wait(seconds: 20) { !driver.document.problemsPanel.rows.isEmpty })
        driver.settle()
        let panel = driver.document.problemsPanel
        let warnings = panel.rows.filter { $0.group == "Warnings" }
        #expect(warnings.count == 1 + ProblemsPanel.listedPerGroup + 1)
        #expect(warnings.first?.name == "Warnings (451)")
        #expect(warnings.last?.name == "And 251 more: `axscope audit` lists them all.")
        #expect(warnings.last?.finding == nil)
        let lastListed = try #require(panel.rows.lastIndex { $0.finding != nil && $0.group == "Warnings" })
        #expect(panel.statusLine(of: lastListed) == "Problem 200 of 452: `b198` is 30 × 30 pt; 44 × 44 pt is recommended.")
        let snapshot = try #require(driver.document.model.scene?.snapshot)
        driver.document.model.select(node: try #require(snapshot.index["b449"]))
        driver.settle()
        let section = try #require(driver.document.inspector.shown?.section("Problems"))
        #expect(section.rows.map(\.name) == ["Warning"])
        #expect(section.rows.first?.value.hasPrefix("`b449` is 30 × 30 pt; 44 × 44 pt is recommended. (target-too-small)") == true)
    }
}
