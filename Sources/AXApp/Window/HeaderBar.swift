import AXDrawing
import AXGtk
import CGtk

/// The header bar: Open, previous/next stop, layer toggles, zoom. Every button has a tooltip and
/// an accessible name.
@MainActor
struct HeaderBar {
    let root: Widget
    /// Each layer's check button; the entry without a layer is "Unreachable nodes".
    private(set) var layerToggles: [(layer: Layers?, button: Widget)] = []
    /// The touch-mode toggle.
    private(set) var touchToggle: Widget?

    init(window: DocumentWindow) {
        root = gtk_header_bar_new()
        let open = Self.button(label: "Open", icon: nil, action: "win.open", tip: "Open a snapshot (Control+O)")
        gtk_header_bar_pack_start(root.opaque, open)
        let navigation = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(navigation, "linked")
        gtk_box_append(navigation.cast(), Self.button(label: "Previous stop", icon: "go-previous-symbolic",
                                                     action: "win.previous-stop", tip: "Previous stop (Left, Shift+Tab on the canvas)"))
        gtk_box_append(navigation.cast(), Self.button(label: "Next stop", icon: "go-next-symbolic",
                                                     action: "win.next-stop", tip: "Next stop (Right, Tab on the canvas)"))
        gtk_header_bar_pack_start(root.opaque, navigation)

        let zoom = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(zoom, "linked")
        gtk_box_append(zoom.cast(), Self.button(label: "Zoom out", icon: "zoom-out-symbolic", action: "win.zoom-out", tip: "Zoom out (Control+minus)"))
        gtk_box_append(zoom.cast(), Self.button(label: "Fit to window", icon: "zoom-fit-best-symbolic", action: "win.zoom-fit", tip: "Fit to window (Control+0)"))
        gtk_box_append(zoom.cast(), Self.button(label: "Zoom in", icon: "zoom-in-symbolic", action: "win.zoom-in", tip: "Zoom in (Control+plus)"))
        gtk_header_bar_pack_end(root.opaque, zoom)

        let model = window.model
        let touch = gtk_toggle_button_new_with_label("Touch")!
        gtk_widget_set_tooltip_text(touch, "Touch mode: a click explores by touch, as a finger on the screen, instead of selecting")
        Signal.connect(touch, "toggled") { [touch] in model.touchMode = gtk_toggle_button_get_active(touch.cast()) != 0 }
        gtk_header_bar_pack_start(root.opaque, touch)
        touchToggle = touch
        let groups = gtk_toggle_button_new_with_label("Groups")!
        gtk_widget_set_tooltip_text(groups, "Grouped navigation: a SwiftUI contain container is one stop; Shift+Down enters it, Shift+Up leaves")
        Signal.connect(groups, "toggled") { [groups] in
            model.navigation = gtk_toggle_button_get_active(groups.cast()) != 0 ? .grouped : .flat
        }
        gtk_header_bar_pack_start(root.opaque, groups)
        let speak = gtk_toggle_button_new_with_label("Speak")!
        gtk_widget_set_tooltip_text(speak, "Speak the session aloud with espeak-ng, in each element's language")
        Signal.connect(speak, "toggled") { [unowned window, speak] in
            window.speechOutput.isEnabled = gtk_toggle_button_get_active(speak.cast()) != 0
        }
        gtk_header_bar_pack_start(root.opaque, speak)

        let layers = gtk_menu_button_new()!
        gtk_menu_button_set_label(layers.opaque, "Layers")
        gtk_widget_set_tooltip_text(layers, "Choose what is drawn over the screen")
        Accessibility.setLabel(layers, "Layers")
        let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        let names: [(String, Layers?)] = [
            ("Element boxes", .boxes), ("Content shapes", .shapes), ("Focus path and numbers", .path),
            ("Direct-touch regions", .directTouch), ("Containers", .containers), ("VoiceOver cursor", .cursor),
            ("Unreachable nodes", nil),
        ]
        for (title, layer) in names {
            let check = gtk_check_button_new_with_label(title)!
            gtk_check_button_set_active(check.cast(), 1)
            Signal.connect(check, "toggled") { [check] in
                let active = gtk_check_button_get_active(check.cast()) != 0
                if let layer { model.setLayer(layer, visible: active) } else { model.setShowsUnreachable(active) }
            }
            gtk_box_append(list.cast(), check)
            layerToggles.append((layer, check))
        }
        let popover = gtk_popover_new()!
        gtk_popover_set_child(popover.cast(), list)
        gtk_menu_button_set_popover(layers.opaque, popover)
        gtk_header_bar_pack_end(root.opaque, layers)
    }

    static func button(label: String, icon: String?, action: String, tip: String) -> Widget {
        let button = icon.map { gtk_button_new_from_icon_name($0) } ?? gtk_button_new_with_label(label)
        gtk_actionable_set_action_name(button!.opaque, action)
        gtk_widget_set_tooltip_text(button, tip)
        // A text button is named by its text; an icon button needs a name.
        if icon != nil { Accessibility.setLabel(button!, label) }
        return button!
    }
}
