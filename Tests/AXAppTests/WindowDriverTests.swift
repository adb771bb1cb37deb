@testable import AXApp
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The key-press driver itself: real X key events reach the focused widget of a real window.
@Suite(.serialized) @MainActor struct WindowDriverTests {
    @Test func realKeyPressesReachTheFocusedCanvas() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        gtk_widget_grab_focus(driver.document.canvas.area)
        driver.settle()
        #expect(driver.focusTypeName == "GtkDrawingArea")
        driver.press("Right", "Right")
        #expect(driver.document.statusText == "Stop 2 of 11: Filter. Switch Button. Off.")
        driver.press("shift+Tab")
        #expect(driver.document.model.viewState.focus == 0)
    }

    @Test func resizesAndTakesScreenshots() throws {
        let driver = try WindowDriver(opening: Fixture.sample("name-list"), width: 1000, height: 700)
        defer { driver.close() }
        #expect(driver.size == (1000, 700))
        driver.resize(width: 1100, height: 720)
        #expect(driver.size == (1100, 720))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("driver-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(driver.screenshot(to: path))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.size] as? Int ?? 0) > 10_000)
    }
}
