@testable import AXApp
import AXDrawing
import AXGtk
import AXModel
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The canvas with real key presses: stops above the screen are reached and shown; the colours
/// follow a dark desktop.
@Suite(.serialized) @MainActor struct CanvasViewTests {
    static let calendar = Fixture.shared("wda-xml/shirates-core_ios_Calendar_DateAndTime_ja.xml")

    @Test func stopsAboveTheScreenAreReachedAndShown() throws {
        let driver = try WindowDriver(opening: Self.calendar)
        defer { driver.close() }
        let canvas = driver.document.canvas
        let scene = try #require(driver.document.model.scene)
        #expect(scene.extent.y == -461)
        #expect(scene.offScreenCounts.above == 9)
        // At fit zoom the screen is shown whole.
        #expect(canvas.origin.y > -20 && canvas.origin.y < 0)
        driver.press("Right")
        #expect(driver.document.model.viewState.focus == 0)
        let frame = scene.stops[0].frame
        #expect(frame.maxY <= 0)
        // The canvas scrolled up to the stop, which lies above the screen.
        let visible = Rect(x: canvas.origin.x, y: canvas.origin.y, width: canvas.width / canvas.zoom, height: canvas.height / canvas.zoom)
        #expect(visible.y <= frame.y && visible.y + visible.height >= frame.maxY)
        // The inspector and the tree say where it is.
        #expect(driver.document.inspector.shown?.subtitle == "view · stop 1 of 39 · above the screen")
        #expect(Sidebar.spokenName(scene, scene.stops[0].node) == "0:00, view, stop 1 of 39, above the screen")
        // End goes back down to the last stop, on the screen.
        driver.press("End")
        #expect(canvas.origin.y > 0)
    }

    @Test func aDarkDesktopDrawsWithTheDarkPalette() throws {
        setenv("GTK_THEME", "Adwaita:dark", 1)
        defer { unsetenv("GTK_THEME") }
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        #expect(driver.document.canvas.dark)
        #expect(driver.document.canvas.viewState.palette == .dark)
        driver.document.canvas.dark = false
        #expect(driver.document.canvas.viewState.palette == .light)
    }
}
