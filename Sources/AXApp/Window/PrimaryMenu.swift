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

    /// A new menu model; the caller owns the reference.
    static func make() -> UnsafeMutablePointer<GMenuModel> {
        let menu = g_menu_new()!
        for entries in sections {
            let section = g_menu_new()!
            for entry in entries {
                let item = g_menu_item_new(entry.title, entry.action)!
                if let accel = entry.accel { axscope_menu_item_set_string(item, "accel", accel) }
                g_menu_append_item(section, item)
                g_object_unref(item.raw)
            }
            g_menu_append_section(menu, nil, section.cast())
            g_object_unref(section.raw)
        }
        return menu.cast()
    }
}
