import AXGtk
import CGtk

/// The primary menu (F10): opening, the session's modes, zoom, and the app's own windows.
/// Each item names a `win.` action; the accelerator shown is the action's shortcut.
@MainActor
enum PrimaryMenu {
    static let sections: [[(title: String, action: String, accel: String?)]] = [
        [("_Open…", "win.open", "<Control>o")],
        [("_Touch Mode", "win.touch-mode", nil), ("_Grouped Navigation", "win.grouped-navigation", nil),
         ("_Speak Aloud", "win.speak", nil)],
        [("Zoom _In", "win.zoom-in", "<Control>plus"), ("Zoom O_ut", "win.zoom-out", "<Control>minus"),
         ("_Fit to Window", "win.zoom-fit", "<Control>0")],
        [("_Keyboard Shortcuts", "win.show-shortcuts", "<Control>question"), ("_About AXScope", "win.about", nil)],
    ]

    /// The modes, which are check boxes of their own in the menu (``addToggles(to:)``): GTK 4.8
    /// exposes a menu's check item as a plain menu item, checked or not said at all.
    static let toggles: Set<String> = ["win.touch-mode", "win.grouped-navigation", "win.speak"]

    /// A new menu model; the caller owns the reference.
    static func make() -> UnsafeMutablePointer<GMenuModel> {
        let menu = g_menu_new()!
        for entries in sections {
            let section = g_menu_new()!
            for entry in entries {
                let item = g_menu_item_new(entry.title, toggles.contains(entry.action) ? nil : entry.action)!
                if toggles.contains(entry.action) { axscope_menu_item_set_string(item, "custom", entry.action) }
                if let accel = entry.accel { axscope_menu_item_set_string(item, "accel", accel) }
                g_menu_append_item(section, item)
                g_object_unref(item.raw)
            }
            g_menu_append_section(menu, nil, section.cast())
            g_object_unref(section.raw)
        }
        return menu.cast()
    }

    /// Puts a check box for each mode where the menu of `popover` (a `GtkPopoverMenu` of ``make()``)
    /// holds its place: a screen reader reads it as a check box, checked or not.
    static func addToggles(to popover: Widget) {
        for entry in sections.joined() where toggles.contains(entry.action) {
            let check = gtk_check_button_new_with_mnemonic(entry.title)!
            gtk_actionable_set_action_name(check.opaque, entry.action)
            // GTK 4.8 names it by its label with the mnemonic's underscore.
            Accessibility.setLabel(check, entry.title.replacingOccurrences(of: "_", with: ""))
            gtk_widget_add_css_class(check, "menu-check")
            gtk_popover_menu_add_child(popover.opaque, check, entry.action)
        }
    }
}
