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
        return shortcuts
    }
}
