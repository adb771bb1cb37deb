import AXGtk
import CGtk
import Foundation

/// The window's layout: header bar over the error banner, the progress bar, the tree sidebar,
/// the canvas and the side panels, and the status line; all inside a toast overlay.
extension DocumentWindow {
    /// Narrowest width the window can be made (a phone-sized window).
    static let minimumWidth: Int32 = 360

    func layOut() {
        gtk_label_set_xalign(errorBanner.opaque, 0)
        gtk_label_set_wrap(errorBanner.opaque, 1)
        gtk_label_set_wrap_mode(errorBanner.opaque, PANGO_WRAP_WORD_CHAR)
        // A few lines at most, so that a long error never makes the window taller.
        gtk_label_set_lines(errorBanner.opaque, 4)
        gtk_label_set_ellipsize(errorBanner.opaque, PANGO_ELLIPSIZE_END)
        gtk_label_set_selectable(errorBanner.opaque, 1)
        gtk_widget_add_css_class(errorBanner, "error-banner")
        gtk_widget_set_visible(errorBanner, 0)

        gtk_progress_bar_set_show_text(progress.opaque, 1)
        gtk_widget_set_visible(progress, 0)

        gtk_label_set_xalign(status.opaque, 0)
        gtk_label_set_ellipsize(status.opaque, PANGO_ELLIPSIZE_END)
        gtk_widget_add_css_class(status, "status-line")
        let statusRow = gtk_overlay_new()!
        // Containers without a name are read by their GTK type name ("GtkOverlay", "AdwFlap").
        Accessibility.setLabel(statusRow, "Status line")
        gtk_overlay_set_child(statusRow.opaque, status)
        gtk_overlay_add_overlay(statusRow.opaque, announcer.label)

        let titled = [("inspector", "Inspector", inspector.root), ("state", "State", statePanel.root), ("speech", "Speech", speechPanel.root),
                      ("problems", "Problems", problemsPanel.root)]
        for (name, title, page) in titled { gtk_stack_add_titled(pages.opaque, page, name, title) }
        let switcher = gtk_stack_switcher_new()!
        gtk_stack_switcher_set_stack(switcher.opaque, pages.opaque)
        // GTK 4.8 leaves the switcher's buttons nameless for screen readers: name them.
        var button = gtk_widget_get_first_child(switcher)
        for (_, title, _) in titled {
            guard let current = button else { break }
            Accessibility.setLabel(current, title)
            button = gtk_widget_get_next_sibling(current)
        }
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        Accessibility.setLabel(switcher, "Panels")
        gtk_widget_add_css_class(switcher, "panel-switcher")
        let side = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_widget_add_css_class(side, "background")
        gtk_widget_set_margin_top(switcher, 6)
        gtk_box_append(side.cast(), switcher)
        gtk_widget_set_vexpand(pages, 1)
        gtk_box_append(side.cast(), pages)
        gtk_widget_set_size_request(side, 320, -1)
        gtk_widget_add_css_class(sidebar.root, "background")
        gtk_widget_set_size_request(sidebar.root, 280, -1)

        // Wide: tree | canvas | panels side by side. Narrower: the panels slide over the canvas,
        // then the tree too (see `fold(forWidth:)`); the header's toggles (Shift+F9, F9) show a
        // folded side. The canvas keeps room for a phone's screen.
        let canvasRoom = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(canvasRoom, 300, -1)
        gtk_box_append(canvasRoom.cast(), canvas.area)
        Self.configure(flap: panelFlap, side: side, content: canvasRoom, position: GTK_PACK_END)
        Self.configure(flap: treeFlap, side: sidebar.root, content: panelFlap, position: GTK_PACK_START)
        gtk_widget_set_vexpand(treeFlap, 1)
        Accessibility.setLabel(treeFlap, "View tree and canvas")
        Accessibility.setLabel(panelFlap, "Canvas and panels")
        for flap in [treeFlap, panelFlap] { followReveal(of: flap) }
        followWidth()

        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        // The flaps fold for the width given; the window need not wait for their minimum to follow.
        for child in [header.root, errorBanner, progress, Shrinkable.wrap(treeFlap), statusRow] { gtk_box_append(column.cast(), child) }
        adw_toast_overlay_set_child(toasts, column)
        let content = UnsafeMutableRawPointer(toasts).assumingMemoryBound(to: GtkWidget.self)
        if g_type_check_instance_is_a(window.cast(), adw_application_window_get_type()) != 0 {
            adw_application_window_set_content(window.cast(), content)
        } else {
            adw_window_set_content(window.cast(), content)
        }
        gtk_widget_set_size_request(window, Self.minimumWidth, 480)
    }

    /// Window widths from which the tree, and the panels, sit beside the canvas.
    static let treeBesideFrom: Int32 = 660, panelsBesideFrom: Int32 = 980

    /// Folds the sides that do not fit beside the canvas at `width` (a side that unfolds is
    /// shown, one that folds is hidden).
    func fold(forWidth width: Int32) {
        for (flap, from) in [(treeFlap, Self.treeBesideFrom), (panelFlap, Self.panelsBesideFrom)] {
            let policy = width < from ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_NEVER
            guard adw_flap_get_fold_policy(flap.opaque) != policy else { continue }
            adw_flap_set_fold_policy(flap.opaque, policy)
            reveal(flap, policy == ADW_FLAP_FOLD_POLICY_NEVER)
        }
    }

    /// Folds for the window's size: the size it is given (`default-width`), and the size of its
    /// surface as it changes, before GTK lays it out (a narrower window folds instead of GTK
    /// growing it back to the unfolded minimum).
    private func followWidth() {
        fold(forWidth: 1280)
        Signal.connect(window, "notify::default-width", pointer: { [unowned self] _ in
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(window.cast(), &width, &height)
            fold(forWidth: width)
        })
        Signal.connect(window, "realize") { [unowned self] in
            guard let surface = gtk_native_get_surface(OpaquePointer(window)) else { return }
            Signal.connect(surface, "notify::width", pointer: { [unowned self] _ in
                fold(forWidth: gdk_surface_get_width(surface))
            })
        }
    }

    private static func configure(flap: Widget, side: Widget, content: Widget, position: GtkPackType) {
        adw_flap_set_flap(flap.opaque, side)
        adw_flap_set_content(flap.opaque, content)
        adw_flap_set_flap_position(flap.opaque, position)
        adw_flap_set_separator(flap.opaque, gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        adw_flap_set_swipe_to_open(flap.opaque, 1)
        adw_flap_set_swipe_to_close(flap.opaque, 1)
    }

    /// Whether `flap` is folded (slides over the canvas instead of sitting beside it).
    func isFolded(_ flap: Widget) -> Bool { adw_flap_get_folded(flap.opaque) != 0 }

    /// Whether `flap`'s side (the tree, the panels) is shown.
    func isRevealed(_ flap: Widget) -> Bool { adw_flap_get_reveal_flap(flap.opaque) != 0 }

    /// Shows or hides a flap's side.
    func reveal(_ flap: Widget, _ shown: Bool) {
        adw_flap_set_reveal_flap(flap.opaque, shown ? 1 : 0)
    }

    private func followReveal(of flap: Widget) {
        // A folded side that starts sliding in takes the keyboard (once it is mapped); one that
        // closes with the keyboard in it gives the keyboard back to the canvas.
        Signal.connect(flap, "notify::reveal-progress", pointer: { [unowned self] _ in
            guard let side = adw_flap_get_flap(flap.opaque), isRevealed(flap), isFolded(flap),
                  gtk_widget_get_mapped(side) != 0, !focusIsInside(side) else { return }
            _ = gtk_widget_child_focus(side, GTK_DIR_TAB_FORWARD)
        })
        Signal.connect(flap, "notify::reveal-flap", pointer: { [unowned self] _ in
            guard let side = adw_flap_get_flap(flap.opaque), !isRevealed(flap),
                  focusIsInside(side) || gtk_root_get_focus(OpaquePointer(window)) == nil else { return }
            gtk_widget_grab_focus(canvas.area)
        })
        // Escape closes a side that slid over the canvas (after a filter field with text has
        // used it to clear itself).
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys, "key-pressed", key: { [unowned self] keyval, _ in
            guard keyval == UInt32(GDK_KEY_Escape), isFolded(flap), isRevealed(flap), !focusIsInFilledEntry else { return false }
            reveal(flap, false)
            return true
        })
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        if let side = adw_flap_get_flap(flap.opaque) { gtk_widget_add_controller(side, keys) }
    }

    /// Whether the keyboard is in a text field that holds text.
    private var focusIsInFilledEntry: Bool {
        guard var widget = gtk_root_get_focus(OpaquePointer(window)) else { return false }
        while g_type_check_instance_is_a(widget.cast(), gtk_editable_get_type()) == 0 {
            guard let parent = gtk_widget_get_parent(widget) else { return false }
            widget = parent
        }
        return gtk_editable_get_text(widget.opaque).pointee != 0
    }

    /// Follows the desktop's dark style (AdwStyleManager); the canvas reads `model.darkStyle`.
    func followStyle() {
        let manager = adw_style_manager_get_default()!
        model.darkStyle = adw_style_manager_get_dark(manager) != 0
        Signal.connect(manager, "notify::dark", pointer: { [weak self] _ in
            self?.model.darkStyle = adw_style_manager_get_dark(manager) != 0
        })
    }

    func installDrop() {
        let target = gtk_drop_target_new(axscope_file_type(), GDK_ACTION_COPY)!
        Signal.connect(target, "drop", drop: { [unowned self] value in
            guard let file = g_value_get_object(value), let path = g_file_get_path(OpaquePointer(file)) else { return false }
            defer { g_free(path) }
            open(String(cString: path))
            return true
        })
        gtk_widget_add_controller(window, target.opaque)
        dropTarget = target
    }
}
