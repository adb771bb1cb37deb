@testable import AXApp
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The adaptive layout from 360 pixels wide, and the dark style.
@Suite(.serialized) @MainActor struct DocumentWindowLayoutTests {
    init() throws {
        // GNOME's title-bar buttons (close only), as on the phones and small screens of 360 pixels.
        try WindowDriver.initializeDisplay()
        axscope_object_set_string(gtk_settings_get_default()!.raw, "gtk-decoration-layout", ":close")
    }

    @Test func aPhoneSizedWindowShowsTheCanvasAndSlidesTheSidesOverIt() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"), width: 360, height: 760)
        defer { driver.close() }
        let document = driver.document
        #expect(driver.size == (360, 760))
        #expect(document.isFolded(document.treeFlap) && document.isFolded(document.panelFlap))
        #expect(!document.isRevealed(document.treeFlap) && !document.isRevealed(document.panelFlap))
        #expect(gtk_widget_get_visible(document.header.wideOnly) == 0)
        #expect(driver.focus == document.canvas.area)
        driver.press("Right")
        #expect(document.statusText == "Stop 1 of 11: Photo Filter. Heading.")
        // F9 slides the tree in and gives it the keyboard; Escape closes it and returns.
        driver.press("F9")
        #expect(document.isRevealed(document.treeFlap))
        #expect(driver.focusIsInside(document.sidebar.root))
        driver.press("Escape")
        #expect(!document.isRevealed(document.treeFlap))
        #expect(driver.focus == document.canvas.area)
        // Alt+3 brings the Speech panel over the canvas.
        driver.press("alt+3")
        #expect(document.isRevealed(document.panelFlap))
        #expect(String(cString: gtk_stack_get_visible_child_name(document.pages.opaque)) == "speech")
        #expect(driver.size == (360, 760))
    }

    @Test func aWideWindowShowsEverythingSideBySideAndNarrowsWithoutGrowing() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"), width: 1400, height: 900)
        defer { driver.close() }
        let document = driver.document
        #expect(!document.isFolded(document.treeFlap) && !document.isFolded(document.panelFlap))
        #expect(document.isRevealed(document.treeFlap) && document.isRevealed(document.panelFlap))
        #expect(gtk_widget_get_visible(document.header.wideOnly) != 0)
        // Narrower, the panels slide over the canvas and the tree stays beside it.
        driver.resize(width: 800, height: 900)
        #expect(!document.isFolded(document.treeFlap) && document.isFolded(document.panelFlap))
        // Dragged narrower in steps, as a window edge is: each step folds what no longer fits.
        driver.resize(width: 600, height: 700)
        driver.resize(width: 360, height: 700)
        #expect(driver.size == (360, 700))
        #expect(document.isFolded(document.treeFlap) && document.isFolded(document.panelFlap))
    }

    @Test func oneResizeFromTheOpeningWidthReachesAPhonesWidth() throws {
        // A window tiled to a narrow column at once: the layout folds before the size is imposed.
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        let document = driver.document
        #expect(driver.size == (1280, 860))
        driver.resize(width: 360, height: 720)
        #expect(driver.size == (360, 720))
        #expect(document.isFolded(document.treeFlap) && document.isFolded(document.panelFlap))
        #expect(gtk_widget_get_visible(document.header.wideOnly) == 0)
        // And back at once: everything beside the canvas again.
        driver.resize(width: 1280, height: 860)
        #expect(driver.size == (1280, 860))
        #expect(!document.isFolded(document.treeFlap) && !document.isFolded(document.panelFlap))
    }

    @Test func theCanvasKnowsWhenTheStyleIsDark() throws {
        let driver = try WindowDriver(opening: Fixture.sample("name-list"))
        defer { driver.close() }
        let manager = adw_style_manager_get_default()!
        defer { adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_DEFAULT) }
        #expect(!driver.document.model.darkStyle)
        adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_FORCE_DARK)
        driver.settle()
        #expect(driver.document.model.darkStyle)
        adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_FORCE_LIGHT)
        driver.settle()
        #expect(!driver.document.model.darkStyle)
    }
}
