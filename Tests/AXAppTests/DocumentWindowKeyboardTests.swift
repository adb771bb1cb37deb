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
