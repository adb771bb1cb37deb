import AXGtk
import CGtk

/// Answers a native file chooser as a user picking a file does.
@MainActor
public enum FileChooserDriver {
    /// Chooses `path` in `chooser` and presses its accept button; returns whether the chooser
    /// took the file.
    @discardableResult
    public static func choose(_ path: String, in chooser: OpaquePointer) -> Bool {
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(file.raw) }
        _ = gtk_file_chooser_set_file(chooser, file, nil)
        let took = MainLoop.wait(seconds: 5) {
            guard let chosen = gtk_file_chooser_get_file(chooser) else { return false }
            g_object_unref(chosen.raw)
            return true
        }
        axscope_signal_emit_int(chooser.raw, "response", GTK_RESPONSE_ACCEPT.rawValue)
        return took
    }
}
