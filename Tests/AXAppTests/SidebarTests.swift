@testable import AXApp
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The view tree, driven with real key presses: legible rows on a deep real dump, type-ahead and
/// Ctrl+F filtering, Escape back to the tree, Enter selecting on the canvas and in the inspector.
@Suite(.serialized) @MainActor struct SidebarTests {
    static let settings = Fixture.shared("wda-xml/shirates-core_ios_SettingsTopScreen.xml")

    /// The labels inside `widget`, with how wide they are and how wide they want to be, and their
    /// right edge in `widget`'s coordinates.
    static func labels(in widget: Widget) -> [(text: String, width: Int32, natural: Int32, right: Double)] {
        widget.descendants.filter { $0.isLabel && gtk_widget_get_mapped($0) != 0 }.map { label in
            var natural: Int32 = 0
            gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(label, widget, &bounds)
            let text = String(cString: gtk_label_get_text(label.opaque))
            return (text, gtk_widget_get_width(label), natural, Double(bounds.origin.x + bounds.size.width))
        }
    }

    @Test func deepRowsShowTheirWholeStopNumber() throws {
        let driver = try WindowDriver(opening: Self.settings)
        defer { driver.close() }
        driver.press(Array(repeating: "Right", count: 11))
        #expect(driver.document.statusText.hasPrefix("Stop 11 of 16: "))
        let list = driver.document.sidebar.list
        let roles = Self.labels(in: list).filter { $0.text.hasPrefix("stop ") }
        #expect(roles.contains { $0.text == "stop 10" } && roles.contains { $0.text == "stop 11" })
        let listWidth = Double(gtk_widget_get_width(list))
        let clipped = roles.filter { $0.width < $0.natural || $0.right > listWidth }.map(\.text)
        #expect(clipped == [])
        // The row of stop 11 (13 levels deep) still shows the start of its name.
        let names = Self.labels(in: list).filter { $0.text == "Health · view" }
        #expect(names.count == 1 && (names.first?.width ?? 0) >= 80)
    }

    @Test func aThirtyFourLevelDumpKeepsTheSidebarNarrowAndItsRowsReadable() throws {
        let driver = try WindowDriver(opening: Fixture.shared("wda-xml/shirates-core_ios_Calendar_DateAndTime_ja.xml"))
        defer { driver.close() }
        let scene = try #require(driver.document.model.scene)
        let nodes = scene.snapshot.nodes
        func depth(_ node: Int) -> Int { nodes[node].parent.map { depth($0) + 1 } ?? 0 }
        // The stop deepest in the tree ("0:00", 34 levels down), reached with the keyboard.
        let deepest = try #require(scene.stops.indices.max { depth(scene.stops[$0].node) < depth(scene.stops[$1].node) })
        #expect(depth(scene.stops[deepest].node) == 34)
        driver.press(Array(repeating: "Right", count: deepest + 1))
        let sidebar = driver.document.sidebar
        #expect(sidebar.selectedNode == scene.stops[deepest].node)
        #expect(gtk_widget_get_width(sidebar.root) < 360)
        let name = Sidebar.rowText(scene.analysis, scene.stops[deepest].node).name
        let row = Self.labels(in: sidebar.list).filter { $0.text == name }
        #expect(row.count == 1 && (row.first?.width ?? 0) >= 30)
        #expect(Self.labels(in: sidebar.list).contains { $0.text == "stop \(deepest + 1)" && $0.width >= $0.natural })
    }

    @Test func rowsAreNamedForScreenReadersAndShowNoEmptyLabels() throws {
        let driver = try WindowDriver(opening: Self.settings)
        defer { driver.close() }
        driver.press("Right", "Right", "Right")
        let scene = try #require(driver.document.model.scene)
        let general = try #require(driver.document.model.viewState.selectedNode)
        #expect(Sidebar.spokenName(scene, general) == "General, view, stop 3 of 16")
        #expect(Sidebar.spokenName(scene, 0) == "Settings, window, not a stop")
        // GTK names an empty label after its type ("GtkLabel"): none is shown.
        #expect(Self.labels(in: driver.document.sidebar.list).filter { $0.text.isEmpty }.count == 0)
        #expect(gtk_widget_get_focusable(gtk_widget_get_parent(driver.document.sidebar.list)) == 0)
    }

    @Test func downFromTheFilterReachesTheFirstRowThenUpAndDownMoveAlongTheRows() throws {
        let driver = try WindowDriver(opening: Self.settings)
        defer { driver.close() }
        var focusedRow: UInt32? {
            guard let focus = driver.focus, let expander = gtk_widget_get_first_child(focus),
                  let row = gtk_tree_expander_get_list_row(expander.opaque) else { return nil }
            return gtk_tree_list_row_get_position(row)
        }
        driver.press("ctrl+f", "Down")
        #expect(driver.focusTypeName == "GtkListItemWidget")
        #expect(focusedRow == 0)
        driver.press("Down")
        #expect(focusedRow == 1)
        driver.press("Up")
        #expect(focusedRow == 0)
    }

    @Test func typingInTheTreeFiltersEnterSelectsEscapeReturns() throws {
        let driver = try WindowDriver(opening: Self.settings)
        defer { driver.close() }
        let sidebar = driver.document.sidebar, model = driver.document.model
        let nodes = try #require(model.scene).snapshot.nodes
        gtk_widget_grab_focus(sidebar.list)
        driver.settle()
        driver.type("Safari")
        #expect(String(cString: gtk_editable_get_text(sidebar.search.opaque)) == "Safari")
        let matches = nodes.indices.filter { nodes[$0].label == "Safari" || nodes[$0].text == "Safari" || nodes[$0].id.contains("Safari") }
        #expect(sidebar.rowCount == UInt32(matches.count))
        // The filter applies after GtkSearchEntry's short pause.
        #expect(MainLoop.wait(seconds: 3) { sidebar.rowCount == UInt32(matches.count) && sidebar.node(at: 0) == matches.first })
        #expect(driver.focusIsInside(sidebar.list))
        driver.press("Return")
        let chosen = try #require(model.viewState.selectedNode)
        #expect(chosen == matches.first)
        #expect(driver.document.inspector.shown?.heading == "Safari")
        #expect(driver.focusIsInside(sidebar.list))
        // Ctrl+F goes back to the filter; Escape clears it and returns to the tree on the same node.
        driver.press("ctrl+f")
        #expect(driver.focusIsInside(sidebar.search))
        driver.press("Escape")
        #expect(String(cString: gtk_editable_get_text(sidebar.search.opaque)) == "")
        #expect(sidebar.rowCount > 20)
        #expect(driver.focusIsInside(sidebar.list))
        #expect(sidebar.selectedNode == chosen)
        // Escape in the tree clears a filter typed there.
        driver.type("Maps")
        #expect(MainLoop.wait(seconds: 3) { sidebar.rowCount < 5 })
        driver.press("Escape")
        #expect(String(cString: gtk_editable_get_text(sidebar.search.opaque)) == "")
        #expect(sidebar.rowCount > 20)
    }

    /// 2,000 sections of three buttons: selecting a button of the last section expands its section
    /// and selects its row (reached through its parents' rows, not by visiting every row), and in
    /// the filter's matches the row is found by its place in document order.
    @Test func aNodeDeepInALongTreeIsSelectedInTheTreeAndInTheMatches() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-long-tree-\(getpid()).axsnap").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sections = (0..<2_000).map { section in
            let buttons = (0..<3).map { #"{"id": "b\#(section)x\#($0)", "type": "button", "frame": [\#($0 * 50), \#(section * 50), 44, 44], "label": "B"}"# }
            return #"{"id": "s\#(section)", "type": "view", "frame": [0, \#(section * 50), 393, 50], "children": [\#(buttons.joined(separator: ","))]}"#
        }
        try """
        {"format": "axsnap", "version": 1, "screen": {"width": 393, "height": 852},
         "root": {"id": "w", "type": "window", "frame": [0, 0, 393, 852], "children": [\(sections.joined(separator: ","))]}}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let driver = try WindowDriver(opening: path)
        defer { driver.close() }
        let sidebar = driver.document.sidebar, model = driver.document.model
        let target = try #require(model.scene?.snapshot.index["b1999x1"])
        model.select(node: target)
        driver.settle()
        #expect(sidebar.selectedNode == target)
        // The root, its 2,000 sections, then the last section's three buttons: the second of them.
        #expect(sidebar.rowCount == 1 + 2_000 + 3)
        #expect(sidebar.position(of: target) == UInt32(1 + 2_000 + 1))
        gtk_editable_set_text(sidebar.search.opaque, "x1")
        sidebar.rebuild()
        #expect(sidebar.rowCount == 2_000)
        #expect(sidebar.selectedNode == target)
        #expect(sidebar.position(of: target) == UInt32(1_999))
        #expect(sidebar.position(of: try #require(model.scene?.snapshot.index["b1999x2"])) == nil)
    }

    @Test func enterInTheFilterSelectsTheFirstMatchOnTheCanvasAndInTheInspector() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        let sidebar = driver.document.sidebar, model = driver.document.model
        let camera = try #require(model.scene?.snapshot.index["cameraButton"])
        driver.press("ctrl+f")
        driver.type("Camera")
        #expect(MainLoop.wait(seconds: 3) { sidebar.node(at: 0) == camera })
        driver.press("Return")
        #expect(model.viewState.selectedNode == camera)
        #expect(model.viewState.focus == model.scene?.analysis.resolution.stopIndex(ofNode: camera))
        #expect(driver.document.inspector.shown?.heading == "Camera")
        #expect(driver.focusIsInside(sidebar.list))
        // Down and Enter in the tree select the next row's node.
        driver.press("Escape")
        let row = try #require(sidebar.position(of: camera))
        driver.press("Up", "Return")
        #expect(model.viewState.selectedNode == sidebar.node(at: row - 1))
    }
}
