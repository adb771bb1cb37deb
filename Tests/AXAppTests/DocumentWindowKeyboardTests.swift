@testable import AXApp
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The window as a keyboard user meets it: a fresh window and real key presses.
@Suite(.serialized) @MainActor struct DocumentWindowKeyboardTests {
    @Test func theFirstRightOfAFreshWindowMovesToStopOne() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        #expect(driver.focus == driver.document.canvas.area)
        driver.press("Right")
        #expect(driver.document.statusText == "Stop 1 of 11: Photo Filter. Heading.")
        driver.press("Tab")
        #expect(driver.document.model.viewState.focus == 1)
        #expect(driver.focus == driver.document.canvas.area)
    }

    @Test func aFileOpenedWithControlOGetsTheKeyboard() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        gtk_widget_grab_focus(driver.document.sidebar.search)
        driver.press("ctrl+o")
        let chooser = try #require(driver.document.chooser)
        let file = g_file_new_for_path(Fixture.sample("name-list"))!
        defer { g_object_unref(file.raw) }
        _ = gtk_file_chooser_set_file(chooser, file, nil)
        #expect(MainLoop.wait(seconds: 5) {
            guard let chosen = gtk_file_chooser_get_file(chooser) else { return false }
            g_object_unref(chosen.raw)
            return true
        })
        axscope_signal_emit_int(chooser.raw, "response", GTK_RESPONSE_ACCEPT.rawValue)
        try driver.waitForLoad()
        #expect(driver.document.model.path?.hasSuffix("name-list.axsnap") == true)
        driver.refocus()
        #expect(driver.focus == driver.document.canvas.area)
        driver.press("Right")
        #expect(driver.document.statusText.hasPrefix("Stop 1 of 5: "))
    }
}

/// Focus after the inspector's action buttons, and the header's Layers popover, with real keys.
@Suite(.serialized) @MainActor struct DocumentWindowFocusTests {
    /// The inspector's button titled `title`.
    func inspectorButton(_ driver: WindowDriver, _ title: String) -> Widget? {
        func find(_ widget: Widget) -> Widget? {
            if g_type_check_instance_is_a(widget.cast(), gtk_button_get_type()) != 0,
               let label = gtk_button_get_label(widget.cast()), String(cString: label) == title { return widget }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = find(current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        return find(driver.document.inspector.root)
    }

    @Test func anInspectorActionKeepsTheKeyboardInTheWindow() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        driver.press("Right", "Right")
        let activate = try #require(inspectorButton(driver, "Activate (Enter)"))
        gtk_widget_grab_focus(activate)
        driver.settle()
        driver.press("space")
        #expect(driver.document.model.analysis?.evaluation.state["isFiltered"] == .bool(true))
        // The button was rebuilt with the inspector: the keyboard is back on the canvas.
        #expect(driver.focus == driver.document.canvas.area)
        driver.press("Right")
        #expect(driver.document.statusText == "Stop 3 of 11: Photo: Filtered, zoom 1x. Image.")
    }

    @Test func upAndDownMoveBetweenTheLayerToggles() throws {
        let driver = try WindowDriver(opening: Fixture.sample("name-list"))
        defer { driver.close() }
        let toggles = driver.document.layerToggles.map(\.button)
        let popover = driver.document.header.layersPopover
        gtk_popover_popup(popover.cast())
        defer {
            gtk_popover_popdown(popover.cast())
            driver.settle()
        }
        gtk_widget_grab_focus(toggles[0])
        driver.settle()
        driver.press("Down", "Down")
        #expect(driver.focus == toggles[2])
        driver.press("Up")
        #expect(driver.focus == toggles[1])
        #expect(toggles.allSatisfy { gtk_check_button_get_active($0.cast()) != 0 })
        driver.press("space")
        #expect(gtk_check_button_get_active(toggles[1].cast()) == 0)
        #expect(!driver.document.model.viewState.layers.contains(.shapes))
    }
}
