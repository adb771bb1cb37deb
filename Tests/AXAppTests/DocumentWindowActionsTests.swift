@testable import AXApp
import AXGtk
import AXModel
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// GNOME's conventions, with real keys: the primary menu on F10, Keyboard Shortcuts (Control+?),
/// About, Control+W and Control+Q.
@Suite(.serialized) @MainActor struct DocumentWindowActionsTests {
    @Test func f10OpensThePrimaryMenu() throws {
        let driver = try WindowDriver(opening: Fixture.sample("name-list"))
        defer { driver.close() }
        let popover = try #require(gtk_menu_button_get_popover(driver.document.header.menuButton.opaque))
        #expect(gtk_widget_get_visible(popover.cast()) == 0)
        driver.press("F10")
        #expect(gtk_widget_get_visible(popover.cast()) != 0)
        #expect(driver.focusIsInside(popover.cast()))
        driver.press("Escape")
        #expect(gtk_widget_get_visible(popover.cast()) == 0)
        // The menu holds what the narrow header leaves out, and the app's own windows.
        let titles = PrimaryMenu.sections.flatMap { $0.map(\.title) }
        #expect(titles == ["_Open…", "_Touch Mode", "_Grouped Navigation", "_Speak Aloud", "Zoom _In", "Zoom O_ut",
                           "_Fit to Window", "_Keyboard Shortcuts", "_About AXScope"])
    }

    /// Touch, Groups and Speak are check boxes for a screen reader (GTK 4.8 gives a toggle button
    /// no state over AT-SPI), in the header and in the primary menu, checked as the setting is.
    @Test func theModesAreCheckBoxesWhoseStateFollowsTheSetting() throws {
        let driver = try WindowDriver(opening: Fixture.sample("name-list"))
        defer { driver.close() }
        let header = driver.document.header.root.descendants.filter { widget in
            g_type_check_instance_is_a(widget.cast(), gtk_toggle_button_get_type()) != 0
                && gtk_accessible_get_accessible_role(widget.opaque) == GTK_ACCESSIBLE_ROLE_CHECKBOX
        }
        #expect(header.map { String(cString: gtk_button_get_label($0.cast())) } == ["Touch", "Groups", "Speak"])
        #expect(header.allSatisfy { Accessibility.isChecked($0, false) })
        let popover = try #require(gtk_menu_button_get_popover(driver.document.header.menuButton.opaque))
        let popoverWidget: Widget = popover.cast()
        let items = popoverWidget.descendants.filter { gtk_accessible_get_accessible_role($0.opaque) == GTK_ACCESSIBLE_ROLE_CHECKBOX }
        #expect(items.count == 3)
        #expect(Accessibility.hasLabel(items[0], "Touch Mode"))
        // Real keys: the menu's first check box turns touch mode on; both show it.
        driver.press("F10", "Down", "Return")
        #expect(driver.document.model.touchMode)
        #expect(Accessibility.isChecked(header[0], true))
        #expect(Accessibility.isChecked(items[0], true))
        #expect(Accessibility.isChecked(items[1], false))
        driver.press("Escape")
    }

    @Test func aboutComesFromThePrimaryMenu() throws {
        let driver = try WindowDriver(opening: Fixture.sample("name-list"))
        defer { driver.close() }
        driver.press("F10", "Up", "Return")
        let about = try #require(driver.shownWindows(ofType: "AdwAboutWindow").first)
        defer { gtk_window_destroy(about.cast()) }
        #expect(String(cString: adw_about_window_get_application_name(about.opaque)) == "AXScope")
        #expect(String(cString: adw_about_window_get_version(about.opaque)) == "development")
        #expect(adw_about_window_get_license_type(about.opaque) == GTK_LICENSE_MIT_X11)
        #expect(String(cString: adw_about_window_get_website(about.opaque)) == "https://github.com/axscope/axscope")
        #expect(gtk_window_get_transient_for(about.cast()) == driver.document.window.cast())
    }

    @Test func controlQuestionListsEveryKeyOfTheWindowAndTheCanvas() throws {
        let driver = try WindowDriver(opening: Fixture.sample("name-list"))
        defer { driver.close() }
        driver.press("ctrl+question")
        let shortcuts = try #require(driver.shownWindows(ofType: "GtkShortcutsWindow").first)
        defer { gtk_window_destroy(shortcuts.cast()) }
        #expect(gtk_window_get_transient_for(shortcuts.cast()) == driver.document.window.cast())
        let file = try String(contentsOfFile: try #require(ResourceLocator.path("Interface/shortcuts.ui")), encoding: .utf8)
        let listed = Set(file.components(separatedBy: "<property name=\"accelerator\">").dropFirst()
            .flatMap { $0.components(separatedBy: "</property>")[0].replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").split(separator: " ").map(String.init) })
        let canvasKeys = ["Right", "Tab", "Left", "<Shift>Tab", "Home", "End", "Return", "space", "Escape", "Up", "Down",
                          "<Shift>Down", "<Shift>Up", "m", "z", "<Shift>z", "<Control>Tab", "F10"]
        let missing = (DocumentWindow.shortcuts.map(\.trigger) + canvasKeys).filter { !listed.contains($0) }
        #expect(missing == [])
    }

    @Test func controlWClosesTheWindow() throws {
        let driver = try WindowDriver(opening: Fixture.sample("name-list"))
        defer { driver.close() }
        driver.press("ctrl+w")
        #expect(driver.isClosed)
    }

    @Test func controlQClosesEveryWindowOfTheApplication() throws {
        let application = UnsafeMutableRawPointer(adw_application_new("io.github.axscope.AXScope.Tests", G_APPLICATION_NON_UNIQUE))
            .assumingMemoryBound(to: GtkApplication.self)
        defer { g_object_unref(application.raw) }
        #expect(g_application_register(application.cast(), nil, nil) != 0)
        let first = try WindowDriver(opening: Fixture.sample("name-list"), application: application)
        defer { first.close() }
        let second = try WindowDriver(opening: Fixture.sample("photo-filter"), application: application)
        defer { second.close() }
        second.press("ctrl+q")
        #expect(first.isClosed && second.isClosed)
    }
}
