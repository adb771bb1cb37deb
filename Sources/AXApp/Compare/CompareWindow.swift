import AXDiff
import AXDrawing
import AXGtk
import AXModel
import CGtk
import Foundation

/// The compare window (diff.md §9): what changed for VoiceOver between snapshot A and B. Side by
/// side (A left, B right) or overlaid (B with A's unpaired and moved boxes dashed; `\` swaps),
/// changed stops marked with colour and a glyph, the list of changes (and the spoken-order diff
/// in a second tab); selecting a change selects its stop on both sides; F8 / Shift+F8 step
/// through the changes.
@MainActor
public final class CompareWindow {
    public let window: Widget
    let canvasA = CompareCanvas(name: "Before (A)")
    let canvasB = CompareCanvas(name: "After (B)")
    let captionA = gtk_label_new("A")!
    let captionB = gtk_label_new("B")!
    /// The list of changes; the spoken-order diff and full report (second tab); the selected
    /// change's values; the status line; the header's title.
    let list, report, details, status, windowTitle: Widget
    /// The list's selection and strings, and the window's actions (`win.…`).
    let selection, strings, actions: OpaquePointer
    private(set) var overlayAction: OpaquePointer!
    /// The comparison shown, once loaded.
    public internal(set) var diff: Diff?
    /// Whether the loading of the two files is running (tests wait for it to end).
    public private(set) var isLoading = false
    /// In the overlay, whether A is drawn under B's dashed boxes instead of B under A's.
    public private(set) var swapped = false
    /// True while the window itself selects a row, so the selection does not echo.
    var syncing = false
    var options = DiffOptions()
    /// The compare windows opened from document windows, kept until they close.
    static var open: [CompareWindow] = []

    /// Every window shortcut: trigger and action name.
    static let shortcuts: [(trigger: String, action: String)] = [
        ("F8", "next-change"), ("<Shift>F8", "previous-change"),
        ("<Control><Shift>o", "overlay"), ("backslash", "swap"), ("<Control>w", "close"),
    ]

    /// A window of `application`, or a plain toplevel when nil (tests).
    public init(application: UnsafeMutablePointer<GtkApplication>?) {
        window = application.map { adw_application_window_new($0) } ?? adw_window_new()
        gtk_window_set_default_size(window.cast(), 1280, 860)
        gtk_window_set_title(window.cast(), "Compare — AXScope")
        strings = gtk_string_list_new(nil)
        selection = gtk_single_selection_new(g_object_ref(strings.raw).map(OpaquePointer.init))
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        let factory = gtk_signal_list_item_factory_new()!
        list = gtk_list_view_new(selection, factory)
        Accessibility.setLabel(list, "Changes")
        // A text view, not a label: a label's accessible text measured the whole report again
        // and again (a diff of 20,000 stops against a small screen kept the window busy for two
        // minutes); a text view lays its lines out as they are needed.
        report = gtk_text_view_new()
        gtk_text_view_set_editable(report.cast(), 0)
        gtk_text_view_set_monospace(report.cast(), 1)
        gtk_text_view_set_wrap_mode(report.cast(), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(report.cast(), 6)
        gtk_text_view_set_right_margin(report.cast(), 6)
        Accessibility.setLabel(report, "Spoken order and changes")
        details = gtk_label_new(nil)
        status = axscope_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_STATUS)
        windowTitle = adw_window_title_new("Compare", nil)
        actions = OpaquePointer(g_simple_action_group_new())
        Signal.connect(factory, "setup", pointer: { item in CompareWindow.setUpRow(item) })
        Signal.connect(factory, "bind", pointer: { [unowned self] item in bindRow(item) })
        Signal.connect(selection, "notify::selected", pointer: { [unowned self] _ in
            if !syncing { showSelectedChange() }
        })
        canvasA.onClick = { [unowned self] stop in selectChange(ofStop: stop, sideA: true) }
        canvasB.onClick = { [unowned self] stop in selectChange(ofStop: stop, sideA: false) }
        installActions()
        layOut()
        let manager = adw_style_manager_get_default()!
        // The style manager outlives the window: its handler holds the window weakly and goes with it.
        let follow: Signal.Handler = { [weak self] in
            guard let self else { return }
            let dark = adw_style_manager_get_dark(manager) != 0
            for canvas in [canvasA, canvasB] {
                canvas.darkStyle = dark
                canvas.redraw()
            }
        }
        follow()
        let handler = Signal.connect(manager, "notify::dark", pointer: { _ in follow() })
        Signal.connect(window, "destroy") { g_signal_handler_disconnect(manager.raw, handler) }
        gtk_label_set_text(status.opaque, "Comparing…")
    }

    private func installActions() {
        Actions.add(actions, "next-change") { [unowned self] in step(by: 1) }
        Actions.add(actions, "previous-change") { [unowned self] in step(by: -1) }
        Actions.add(actions, "swap") { [unowned self] in
            swapped.toggle()
            showMode()
        }
        Actions.add(actions, "close") { [unowned self] in close() }
        overlayAction = Actions.addToggle(actions, "overlay", initial: false) { [unowned self] _ in showMode() }
        gtk_widget_insert_action_group(window, "win", actions)
        let controller = Actions.shortcuts(Self.shortcuts.map { ($0.trigger, "win.\($0.action)") })
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, controller)
    }

    private func layOut() {
        let header = adw_header_bar_new()!
        adw_header_bar_set_title_widget(header.opaque, windowTitle)
        let overlay = gtk_toggle_button_new_with_label("Overlay")!
        gtk_actionable_set_action_name(overlay.opaque, "win.overlay")
        gtk_widget_set_tooltip_text(overlay, "Show B over A's boxes instead of side by side (Control+Shift+O; \\ swaps the sides)")
        adw_header_bar_pack_start(header.opaque, overlay)

        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.opaque, list)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_widget_set_focusable(scroller, 0)
        gtk_label_set_xalign(details.opaque, 0)
        gtk_label_set_yalign(details.opaque, 0)
        gtk_label_set_wrap(details.opaque, 1)
        gtk_label_set_selectable(details.opaque, 1)
        gtk_widget_set_margin_start(details, 6)
        gtk_widget_set_margin_end(details, 6)
        Accessibility.setLabel(details, "Before and after")
        let changesPage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_box_append(changesPage.cast(), scroller)
        gtk_box_append(changesPage.cast(), details)
        let reportScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(reportScroller.opaque, report)
        let tabs = gtk_notebook_new()!
        for (page, title) in [(changesPage, "Changes"), (reportScroller, "Spoken order")] {
            let label = gtk_label_new(title)!
            gtk_notebook_append_page(tabs.opaque, page, label)
            Accessibility.nameTab(labelled: label, title)
        }
        gtk_widget_set_size_request(tabs, 360, -1)

        let sides = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for (caption, canvas) in [(captionA, canvasA), (captionB, canvasB)] {
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
            gtk_label_set_ellipsize(caption.opaque, PANGO_ELLIPSIZE_MIDDLE)
            gtk_box_append(column.cast(), caption)
            gtk_box_append(column.cast(), canvas.area)
            gtk_box_append(sides.cast(), column)
        }
        let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(paned.opaque, tabs)
        gtk_paned_set_end_child(paned.opaque, sides)
        gtk_paned_set_shrink_start_child(paned.opaque, 0)
        gtk_paned_set_resize_start_child(paned.opaque, 0)
        gtk_widget_set_vexpand(paned, 1)
        gtk_label_set_xalign(status.opaque, 0)
        // Ended by an ellipsis, not as wide as a long change's text.
        gtk_label_set_ellipsize(status.opaque, PANGO_ELLIPSIZE_END)
        gtk_widget_set_margin_start(status, 6)
        gtk_widget_set_margin_bottom(status, 4)

        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for child in [header, paned, status] { gtk_box_append(column.cast(), child) }
        if g_type_check_instance_is_a(window.cast(), adw_application_window_get_type()) != 0 {
            adw_application_window_set_content(window.cast(), column)
        } else {
            adw_window_set_content(window.cast(), column)
        }
    }

    /// Compares `a` with `b` (loading both in the background) with `options`.
    public func open(_ a: String, _ b: String, options: DiffOptions = DiffOptions()) {
        self.options = options
        isLoading = true
        adw_window_title_set_subtitle(windowTitle.opaque, "\(URL(fileURLWithPath: a).lastPathComponent) → \(URL(fileURLWithPath: b).lastPathComponent)")
        CompareLoading.load(a, b, options: options) { [weak self] outcome in
            guard let self else { return }
            switch outcome {
            case .compared(let diff, let scenes, let report): show(diff, scenes: scenes, report: report)
            case .failed(let message): DisplayText.set(status, message)
            }
            isLoading = false
        }
    }

    public func present() { gtk_window_present(window.cast()) }

    public func close() { gtk_window_destroy(window.cast()) }

    /// Activates one of the window's actions (`next-change`, `overlay`, …) as its shortcut does.
    public func activate(_ action: String) {
        gtk_widget_activate_action_variant(window, "win.\(action)", nil)
    }

    /// The status line's text.
    public var statusText: String { String(cString: gtk_label_get_text(status.opaque)) }

    /// Whether the overlay shows instead of the two sides.
    public var isOverlay: Bool { Actions.state(of: overlayAction) }
}
