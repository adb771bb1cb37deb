import AXGtk
import AXModel
import CGtk

/// The keyboard shortcuts window (Control+?), read from `Resources/Interface/shortcuts.ui`.
@MainActor
enum ShortcutsWindow {
    /// Opens the shortcuts window over `document`; returns it, or nil (with a toast saying so)
    /// when the interface file is not installed.
    @discardableResult
    static func present(over document: DocumentWindow) -> Widget? {
        guard let path = ResourceLocator.path("Interface/shortcuts.ui"),
              let builder = gtk_builder_new_from_file(path) else {
            document.toast("The keyboard shortcuts are not installed (Resources/Interface/shortcuts.ui)")
            return nil
        }
        defer { g_object_unref(builder.raw) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return nil }
        let shortcuts = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        gtk_window_set_transient_for(shortcuts.cast(), document.window.cast())
        gtk_window_present(shortcuts.cast())
        nameButtons(in: shortcuts)
        return shortcuts
    }

    /// GTK 4.8's shortcuts window has buttons that screen readers hear badly: an icon-only search
    /// toggle ("GtkImage") and page tabs read with their mnemonic ("_1"). They are given names.
    private static func nameButtons(in widget: Widget) {
        if g_type_check_instance_is_a(widget.cast(), gtk_toggle_button_get_type()) != 0,
           let child = gtk_widget_get_first_child(widget) {
            if g_type_check_instance_is_a(child.cast(), gtk_image_get_type()) != 0 {
                Accessibility.setLabel(widget, "Search shortcuts")
            } else if g_type_check_instance_is_a(child.cast(), gtk_label_get_type()) != 0,
                      let text = gtk_label_get_label(child.opaque), String(cString: text).hasPrefix("_") {
                Accessibility.setLabel(widget, "Page " + String(cString: text).dropFirst())
            }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            nameButtons(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
