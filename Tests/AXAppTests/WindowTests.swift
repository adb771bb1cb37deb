@testable import AXApp
import AXDrawing
import AXGtk
import AXModel
import AXTestSupport
import CGtk
import Foundation
import Testing

/// The window under a display (Xvfb in CI): open a snapshot, press keys, click, and check the
/// selection, the status line, the sidebar and the inspector.
@Suite(.serialized) @MainActor struct WindowTests {
    init() {
        // Xvfb has no GPU: GTK's GL renderer would run in software and starve idle work.
        setenv("GSK_RENDERER", "cairo", 0)
        #expect(Toolkit.initialize(), "GTK needs a display: run the tests under xvfb-run")
    }

    func openWindow(_ path: String) -> DocumentWindow {
        let window = DocumentWindow(application: nil)
        window.present()
        window.open(path)
        #expect(MainLoop.wait(seconds: 10) { !window.isLoading && window.model.scene != nil || window.model.error != nil })
        MainLoop.drain()
        return window
    }

    func press(_ window: DocumentWindow, _ key: Int32, shift: Bool = false) {
        #expect(window.canvas.handleKey(UInt32(key), control: false, shift: shift))
        MainLoop.drain()
    }

    @Test func keysStepThroughTheFocusOrder() {
        let window = openWindow(Fixture.sample("photo-filter"))
        defer { window.close() }
        #expect(window.statusText == "11 stops. Press Right or Tab for the first.")
        press(window, GDK_KEY_Right)
        #expect(window.model.viewState.focus == 0)
        #expect(window.statusText == "Stop 1 of 11: Photo Filter. Heading.")
        press(window, GDK_KEY_Tab)
        press(window, GDK_KEY_Right)
        #expect(window.statusText == "Stop 3 of 11: Photo: Original, zoom 1x. Image.")
        press(window, GDK_KEY_Tab, shift: true)
        #expect(window.model.viewState.focus == 1)
        press(window, GDK_KEY_End)
        #expect(window.statusText.hasPrefix("Stop 11 of 11: "))
        press(window, GDK_KEY_Home)
        #expect(window.model.viewState.focus == 0)
        // The sidebar follows: the selected row is the focused node.
        #expect(window.sidebar.selectedNode == window.model.scene?.stops[0].node)
    }

    @Test func clickingSelectsByContentShapeAndExplainsNonStops() throws {
        let window = openWindow(Fixture.sample("photo-filter"))
        defer { window.close() }
        let scene = try #require(window.model.scene)
        let red = try #require(scene.snapshot.index["redButton"] ?? scene.stops.first { if case .circle = $0.shape { true } else { false } }?.node)
        let frame = scene.snapshot.nodes[red].frame
        // Click the circle's centre: the red button becomes the focused stop.
        let centre = widgetPoint(window, frame.center)
        window.canvas.handleClick(x: centre.x, y: centre.y)
        MainLoop.drain()
        #expect(window.model.viewState.selectedNode == red)
        #expect(window.model.viewState.focus == scene.analysis.resolution.stopIndex(ofNode: red))
        #expect(window.inspector.texts.contains("Speech"))
        // Click the frame's corner, outside the circle: not the red button.
        let corner = widgetPoint(window, Point(x: frame.x + 1, y: frame.y + 1))
        window.canvas.handleClick(x: corner.x, y: corner.y)
        MainLoop.drain()
        let selected = try #require(window.model.viewState.selectedNode)
        #expect(selected != red)
        #expect(window.statusText == "\(scene.snapshot.nodes[selected].id): \(scene.analysis.explanation(ofNode: selected))")
        #expect(window.inspector.texts.contains("Why"))
        #expect(!window.inspector.texts.contains("Speech"))
    }

    func widgetPoint(_ window: DocumentWindow, _ point: Point) -> Point {
        Point(x: (point.x - window.canvas.origin.x) * window.canvas.zoom, y: (point.y - window.canvas.origin.y) * window.canvas.zoom)
    }

    @Test func inspectorShowsBlocksTraitsAndActions() {
        let window = openWindow(Fixture.sample("photo-filter"))
        defer { window.close() }
        press(window, GDK_KEY_Right)
        press(window, GDK_KEY_Right)
        press(window, GDK_KEY_Right)
        let texts = window.inspector.texts
        #expect(Array(texts.prefix(2)) == ["Photo", "Image · stop 3 of 11"])
        #expect(texts.contains("valueBlock"))
        #expect(texts.contains { $0.hasSuffix("→ \"Original, zoom 1x\", evaluated 1 time") })
        #expect(texts.contains("supportsZoom"))
        #expect(texts.contains("Zoom in"))
        // Moving away and back evaluates the block again, as VoiceOver does.
        press(window, GDK_KEY_Left)
        press(window, GDK_KEY_Right)
        #expect(window.inspector.texts.contains { $0.hasSuffix("evaluated 2 times") })
    }

    @Test func sidebarNavigatesTheTreeAndFilters() throws {
        let window = openWindow(Fixture.sample("photo-filter"))
        defer { window.close() }
        let nodes = try #require(window.model.scene).snapshot.nodes
        window.model.select(node: 0)
        gtk_widget_activate_action_variant(window.window, "win.select-first-child", nil)
        MainLoop.drain()
        #expect(window.model.viewState.selectedNode == nodes[0].children[0])
        gtk_widget_activate_action_variant(window.window, "win.select-next-sibling", nil)
        MainLoop.drain()
        #expect(window.model.viewState.selectedNode == nodes[0].children[1])
        gtk_widget_activate_action_variant(window.window, "win.select-parent", nil)
        MainLoop.drain()
        #expect(window.model.viewState.selectedNode == 0)
        #expect(window.sidebar.selectedNode == 0)
        // Filtering lists the matching nodes only.
        gtk_editable_set_text(window.sidebar.search.opaque, "Camera")
        #expect(MainLoop.wait(seconds: 3) { window.sidebar.rowCount == 1 })
        let match = try #require(window.sidebar.node(at: 0))
        #expect(nodes[match].label == "Camera" || nodes[match].id.lowercased().contains("camera"))
    }

    @Test func aBrokenReloadKeepsTheLastGoodSnapshotAndShowsTheError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-window-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("screen.axsnap").path
        try Fixture.json(#"{"id": "ok", "type": "button", "label": "OK", "frame": [10, 10, 100, 40]}"#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        let window = openWindow(path)
        defer { window.close() }
        #expect(window.model.stopCount == 1)
        try "{\"format\": \"axsnap\", \"version\": 1,\n \"screen\": 5}".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(MainLoop.wait(seconds: 10) { window.model.error != nil })
        #expect(window.model.error?.hasPrefix("\(path):2:12: error: screen: expected an object") == true)
        #expect(window.model.stopCount == 1)
        #expect(gtk_widget_get_visible(window.errorBanner) != 0)
    }

    @Test func aDroppedFileOpensInTheWindow() throws {
        let window = openWindow(Fixture.sample("photo-filter"))
        defer { window.close() }
        let file = g_file_new_for_path(Fixture.sample("name-list"))!
        defer { g_object_unref(file.raw) }
        let target: OpaquePointer = try #require(window.dropTarget)
        #expect(axscope_drop_file(target, file) != 0)
        #expect(MainLoop.wait(seconds: 10) { window.model.path?.hasSuffix("name-list.axsnap") == true && !window.isLoading })
        #expect(window.model.stopCount == 5)
        // The title is the file name, the subtitle its folder, the snapshot's own title a tooltip.
        #expect(String(cString: gtk_window_get_title(window.window.cast())) == "name-list.axsnap")
        #expect(String(cString: adw_window_title_get_title(window.windowTitle.opaque)) == "name-list.axsnap")
        let folder = URL(fileURLWithPath: Fixture.sample("name-list")).deletingLastPathComponent().standardizedFileURL.path
        #expect(String(cString: adw_window_title_get_subtitle(window.windowTitle.opaque)) == folder)
        #expect(String(cString: gtk_widget_get_tooltip_text(window.windowTitle)) == "Name list: rows that combine a name and two buttons (seed 000)")
    }

    @Test func openChoosesASnapshotFile() throws {
        let window = openWindow(Fixture.sample("photo-filter"))
        defer { window.close() }
        window.activate("open")
        MainLoop.drain()
        let chooser = try #require(window.chooser)
        let filter = try #require(gtk_file_chooser_get_filter(chooser))
        #expect(String(cString: gtk_file_filter_get_name(filter)) == "AXScope snapshots")
        let file = g_file_new_for_path(Fixture.sample("profile-modal"))!
        defer { g_object_unref(file.raw) }
        _ = gtk_file_chooser_set_file(chooser, file, nil)
        // The dialog selects the file once it has read the folder.
        #expect(MainLoop.wait(seconds: 5) {
            guard let chosen = gtk_file_chooser_get_file(chooser) else { return false }
            g_object_unref(chosen.raw)
            return true
        })
        axscope_signal_emit_int(chooser.raw, "response", GTK_RESPONSE_ACCEPT.rawValue)
        #expect(window.chooser == nil)
        #expect(MainLoop.wait(seconds: 10) { window.model.path?.hasSuffix("profile-modal.axsnap") == true && !window.isLoading })
        #expect(window.model.stopCount == 5)
    }

    @Test func theWindowOpensAnAppiumPageSource() throws {
        let window = openWindow(Fixture.shared("wda-xml/shirates-core_ios_SettingsTopScreen.xml"))
        defer { window.close() }
        #expect(window.model.error == nil)
        #expect(window.model.stopCount == 16)
        press(window, GDK_KEY_Right)
        press(window, GDK_KEY_Right)
        #expect(window.statusText == "Stop 2 of 16: Sign in to your iPhone: Set up iCloud, the App Store, and more. Button.")
        // An image the dump called invisible: kept, and the inspector says why.
        let nodes = try #require(window.model.scene).snapshot.nodes
        let image = try #require(nodes.firstIndex { $0.id == "SilhouetteMonogram" })
        window.model.select(node: image)
        MainLoop.drain()
        let texts = window.inspector.texts
        #expect(texts.contains("Import"))
        #expect(texts.contains("R3: WebDriverAgent reported visible=\"false\"; kept, because real dumps report it for elements that are on screen"))
    }

    @Test func layerTogglesChangeTheViewState() {
        let window = openWindow(Fixture.sample("name-list"))
        defer { window.close() }
        let path = window.layerToggles.first { $0.layer == .path }!.button
        gtk_check_button_set_active(path.cast(), 0)
        MainLoop.drain()
        #expect(!window.model.viewState.layers.contains(.path))
        let unreachable = window.layerToggles.first { $0.layer == nil }!.button
        gtk_check_button_set_active(unreachable.cast(), 0)
        #expect(!window.model.viewState.showsUnreachable)
    }

    @Test func zoomKeepsThePointUnderThePointer() {
        let window = openWindow(Fixture.sample("name-list"))
        defer { window.close() }
        let before = window.canvas.screenPoint(x: 100, y: 100)
        window.canvas.zoom(by: 2, around: 100, 100)
        let after = window.canvas.screenPoint(x: 100, y: 100)
        #expect(abs(before.x - after.x) < 1e-9 && abs(before.y - after.y) < 1e-9)
        #expect(!window.canvas.fitsWindow)
        gtk_widget_activate_action_variant(window.window, "win.zoom-fit", nil)
        #expect(window.canvas.fitsWindow)
    }
}
