import AXDrawing
import AXGtk
import CGtk

/// The header bar. Start: the tree toggle, Open, previous/next stop. Title: the file name over
/// its folder. End: the primary menu, the panels toggle, Layers, and — while there is room —
/// while the window is wide, Touch, Groups, Speak and zoom (which the primary menu offers at
/// every width). Every button has
/// a tooltip and an accessible name.
@MainActor
struct HeaderBar {
    let root: Widget
    /// Each layer's check button; the entry without a layer is "Unreachable nodes".
    private(set) var layerToggles: [(layer: Layers?, button: Widget)] = []
    /// The Layers popover (its keys move between the check buttons).
    let layersPopover: Widget
    /// The primary menu's button (F10 opens it).
    let menuButton: Widget
    /// The toggles that show the tree and the panels.
    let treeToggle: Widget, panelToggle: Widget
    /// The buttons shown only while the header has room for them.
    let wideOnly: Widget

    init(window: DocumentWindow) {
        root = adw_header_bar_new()
        adw_header_bar_set_title_widget(root.opaque, window.windowTitle)

        treeToggle = Self.toggle(label: "View tree", icon: "sidebar-show-symbolic", tip: "Show the view tree (F9)")
        g_object_bind_property(window.treeFlap.raw, "reveal-flap", treeToggle.raw, "active",
                               GBindingFlags(G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
        adw_header_bar_pack_start(root.opaque, treeToggle)
        // "Open" in words while there is room, as an icon on a narrow window.
        let openWide = Self.button(label: "Open", icon: nil, action: "win.open", tip: "Open a snapshot (Control+O)")
        let openNarrow = Self.button(label: "Open", icon: "document-open-symbolic", action: "win.open", tip: "Open a snapshot (Control+O)")
        adw_header_bar_pack_start(root.opaque, openWide)
        adw_header_bar_pack_start(root.opaque, openNarrow)
        let navigation = Self.linked([
            Self.button(label: "Previous stop", icon: "go-previous-symbolic", action: "win.previous-stop",
                        tip: "Previous stop (Left, Shift+Tab on the canvas)"),
            Self.button(label: "Next stop", icon: "go-next-symbolic", action: "win.next-stop", tip: "Next stop (Right, Tab on the canvas)"),
        ])
        adw_header_bar_pack_start(root.opaque, navigation)
        // On a narrow window the canvas's keys (and Control+Page Up/Down) move the cursor.
        Self.show(openWide, navigation, whileFolded: false, window.panelFlap)
        Self.show(openNarrow, whileFolded: true, window.panelFlap)

        menuButton = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(menuButton.opaque, "open-menu-symbolic")
        let menu = PrimaryMenu.make()
        gtk_menu_button_set_menu_model(menuButton.opaque, menu)
        if let popover = gtk_menu_button_get_popover(menuButton.opaque) { PrimaryMenu.addToggles(to: popover.cast()) }
        g_object_unref(menu.raw)
        gtk_menu_button_set_primary(menuButton.opaque, 1)
        gtk_widget_set_tooltip_text(menuButton, "Main menu (F10)")
        Accessibility.setLabel(menuButton, "Main menu")
        adw_header_bar_pack_end(root.opaque, menuButton)

        panelToggle = Self.toggle(label: "Panels", icon: "view-dual-symbolic", tip: "Show the inspector, state and speech panels (Shift+F9)")
        g_object_bind_property(window.panelFlap.raw, "reveal-flap", panelToggle.raw, "active",
                               GBindingFlags(G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
        adw_header_bar_pack_end(root.opaque, panelToggle)

        let layers = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(layers.opaque, "view-paged-symbolic")
        gtk_widget_set_tooltip_text(layers, "Layers: choose what is drawn over the screen")
        Accessibility.setLabel(layers, "Layers")
        let (list, toggles) = LayersList.make(model: window.model)
        layerToggles = toggles
        layersPopover = gtk_popover_new()
        gtk_popover_set_child(layersPopover.cast(), list)
        gtk_menu_button_set_popover(layers.opaque, layersPopover)
        adw_header_bar_pack_end(root.opaque, layers)
        adw_header_bar_pack_end(root.opaque, window.problemsPanel.headerButton)
        Self.show(window.problemsPanel.headerButton, whileFolded: false, window.panelFlap)

        let session = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for (label, action, tip) in [
            ("Touch", "win.touch-mode", "Touch mode: a click explores by touch, as a finger on the screen, instead of selecting"),
            ("Groups", "win.grouped-navigation", "Grouped navigation: a SwiftUI contain container is one stop; Shift+Down enters it, Shift+Up leaves"),
            ("Speak", "win.speak", window.speechOutput.availability.tip),
        ] {
            let toggle = Accessibility.toggleButton(label: label)
            gtk_actionable_set_action_name(toggle.opaque, action)
            gtk_widget_set_tooltip_text(toggle, tip)
            gtk_box_append(session.cast(), toggle)
        }
        gtk_box_append(session.cast(), Self.linked([
            Self.button(label: "Zoom out", icon: "zoom-out-symbolic", action: "win.zoom-out", tip: "Zoom out (Control+minus)"),
            Self.button(label: "Fit to window", icon: "zoom-fit-best-symbolic", action: "win.zoom-fit", tip: "Fit to window (Control+0)"),
            Self.button(label: "Zoom in", icon: "zoom-in-symbolic", action: "win.zoom-in", tip: "Zoom in (Control+plus)"),
        ]))
        // Shown while the panels sit beside the canvas; on a narrow window (panels folded) the
        // primary menu offers the same actions.
        wideOnly = session
        Self.show(session, whileFolded: false, window.panelFlap)
        adw_header_bar_pack_end(root.opaque, session)
    }

    /// Shows `widgets` only while `flap` is folded (`whileFolded`) or only while it is not.
    private static func show(_ widgets: Widget..., whileFolded: Bool, _ flap: Widget) {
        let flags = G_BINDING_SYNC_CREATE.rawValue | (whileFolded ? 0 : G_BINDING_INVERT_BOOLEAN.rawValue)
        for widget in widgets { g_object_bind_property(flap.raw, "folded", widget.raw, "visible", GBindingFlags(flags)) }
    }

    static func button(label: String, icon: String?, action: String, tip: String) -> Widget {
        let button = icon.map { gtk_button_new_from_icon_name($0) } ?? gtk_button_new_with_label(label)
        gtk_actionable_set_action_name(button!.opaque, action)
        gtk_widget_set_tooltip_text(button, tip)
        // A text button is named by its text; an icon button needs a name.
        if icon != nil { Accessibility.setLabel(button!, label) }
        return button!
    }

    private static func toggle(label: String, icon: String, tip: String) -> Widget {
        let toggle = gtk_toggle_button_new()!
        gtk_button_set_icon_name(toggle.cast(), icon)
        gtk_widget_set_tooltip_text(toggle, tip)
        Accessibility.setLabel(toggle, label)
        return toggle
    }

    private static func linked(_ buttons: [Widget]) -> Widget {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "linked")
        for button in buttons { gtk_box_append(box.cast(), button) }
        return box
    }
}
