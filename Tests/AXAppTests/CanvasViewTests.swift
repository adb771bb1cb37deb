@testable import AXApp
import AXDrawing
import AXGtk
import AXModel
import AXTestSupport
import AXWindowTestSupport
import CGtk
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
        // The first stop above the screen ("0:00", the top of the day view scrolled away).
        let first = try #require(scene.stops.indices.first { scene.isOffScreen(stop: $0) })
        driver.press(Array(repeating: "Right", count: first + 1))
        #expect(driver.document.model.viewState.focus == first)
        let frame = scene.stops[first].frame
        #expect(frame.maxY <= 0)
        // The canvas scrolled up to the stop, which lies above the screen.
        let visible = Rect(x: canvas.origin.x, y: canvas.origin.y, width: canvas.width / canvas.zoom, height: canvas.height / canvas.zoom)
        #expect(visible.y <= frame.y && visible.y + visible.height >= frame.maxY)
        // The inspector and the tree say where it is.
        let place = "stop \(first + 1) of 39"
        #expect(driver.document.inspector.shown?.subtitle.hasSuffix("\(place) · above the screen") == true)
        #expect(Sidebar.spokenName(scene, scene.stops[first].node).hasSuffix(", \(place), above the screen"))
        // End goes back down to the last stop, on the screen.
        driver.press("End")
        #expect(canvas.origin.y > 0)
    }

    @Test func theMouseWheelPansNoFurtherThanTheTreesExtent() throws {
        let driver = try WindowDriver(opening: Self.calendar)
        defer { driver.close() }
        let canvas = driver.document.canvas
        let extent = try #require(driver.document.model.scene?.extent)
        var centre: Point { canvas.screenPoint(x: canvas.width / 2, y: canvas.height / 2) }
        driver.scroll("down", notches: 20, over: canvas.area)
        #expect(!canvas.fitsWindow)
        #expect(abs(centre.y - extent.maxY) < 0.001)
        driver.scroll("up", notches: 40, over: canvas.area)
        #expect(abs(centre.y - extent.y) < 0.001)
        driver.scroll("right", notches: 20, over: canvas.area)
        #expect(abs(centre.x - extent.maxX) < 0.001)
        driver.scroll("left", notches: 40, over: canvas.area)
        #expect(abs(centre.x - extent.x) < 0.001)
    }

    @Test func aDarkDesktopDrawsWithTheDarkPalette() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        let manager = adw_style_manager_get_default()!
        defer { adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_DEFAULT) }
        adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_FORCE_DARK)
        driver.settle()
        #expect(driver.document.canvas.viewState.palette == .dark)
        adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_FORCE_LIGHT)
        driver.settle()
        #expect(driver.document.canvas.viewState.palette == .light)
    }
}
