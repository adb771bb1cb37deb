import AXGtk
import CGtk

/// Compare With… (Control+Shift+D): the window's snapshot is A; the user chooses B.
extension DocumentWindow {
    func installCompare() {
        Actions.add(actions, "compare-with") { [unowned self] in chooseComparison() }
        let controller = Actions.shortcuts([("<Control><Shift>d", "win.compare-with")])
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, controller)
    }

    /// Asks for snapshot B, then opens the compare window on this window's file and B.
    func chooseComparison() {
        guard let a = model.path else {
            toast("Open a snapshot first: it is A of the comparison")
            return
        }
        let dialog = gtk_file_chooser_native_new("Compare With", window.cast(), GTK_FILE_CHOOSER_ACTION_OPEN, "_Compare", "_Cancel")!
        Signal.connect(dialog, "response", int: { [unowned self, dialog] response in
            defer {
                comparisonChooser = nil
                g_object_unref(dialog.raw)
            }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(dialog.opaque) else { return }
            defer { g_object_unref(file.raw) }
            guard let b = g_file_get_path(file) else { return }
            openComparison(a, String(cString: b))
            g_free(b)
        })
        comparisonChooser = dialog
        gtk_native_dialog_show(dialog.cast())
    }

    /// Opens a compare window on `a` and `b` (of this window's application); it lives until closed.
    @discardableResult
    public func openComparison(_ a: String, _ b: String) -> CompareWindow {
        let compare = CompareWindow(application: gtk_window_get_application(window.cast()))
        CompareWindow.open.append(compare)
        Signal.connect(compare.window, "destroy") { [unowned compare] in CompareWindow.open.removeAll { $0 === compare } }
        compare.present()
        compare.open(a, b)
        return compare
    }
}
