import AXDrawing
import AXGtk
import CGtk

/// The Layers popover's list: a check button per layer. Up and Down move between them (as in a
/// menu), Space toggles the focused one.
@MainActor
enum LayersList {
    static let entries: [(title: String, layer: Layers?)] = [
        ("Element boxes", .boxes), ("Content shapes", .shapes), ("Focus path and numbers", .path),
        ("Direct-touch regions", .directTouch), ("Containers", .containers), ("VoiceOver cursor", .cursor),
        ("Unreachable nodes", nil), ("Problems", .problems),
    ]

    static func make(model: DocumentModel) -> (list: Widget, toggles: [(layer: Layers?, button: Widget)]) {
        let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        Accessibility.setLabel(list, "Layers")
        var toggles: [(layer: Layers?, button: Widget)] = []
        for (title, layer) in entries {
            let check = gtk_check_button_new_with_label(title)!
            gtk_check_button_set_active(check.cast(), 1)
            Signal.connect(check, "toggled") { [check] in
                let active = gtk_check_button_get_active(check.cast()) != 0
                if let layer { model.setLayer(layer, visible: active) } else { model.setShowsUnreachable(active) }
            }
            gtk_box_append(list.cast(), check)
            toggles.append((layer, check))
        }
        let buttons = toggles.map(\.button)
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys, "key-pressed", key: { [list] keyval, _ in
            let step: Int
            switch Int32(keyval) {
            case GDK_KEY_Down, GDK_KEY_KP_Down: step = 1
            case GDK_KEY_Up, GDK_KEY_KP_Up: step = -1
            default: return false
            }
            guard let focus = gtk_root_get_focus(gtk_widget_get_root(list)),
                  let index = buttons.firstIndex(where: { $0 == focus || gtk_widget_is_ancestor(focus, $0) != 0 }) else { return false }
            gtk_widget_grab_focus(buttons[max(0, min(buttons.count - 1, index + step))])
            return true
        })
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(list, keys)
        return (list, toggles)
    }
}
