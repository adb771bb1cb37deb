import AXDrawing
import AXGtk
import AXModel
import CGtk
import Foundation

/// One window on one snapshot: header bar, sidebar, canvas, inspector, status line.
@MainActor
public final class DocumentWindow {
    public let window: Widget
    public let model = DocumentModel()
    let canvas: CanvasView
    let sidebar: Sidebar
    let inspector: Inspector
    let statePanel: StatePanel
    let speechPanel: SpeechPanel
    let speechOutput = SpeechOutput()
    /// The right-hand pages: Inspector, State, Speech.
    let pages: Widget
    private var ticker: UInt32?
    let status: Widget
    let errorBanner: Widget
    let progress: Widget
    private(set) var layerToggles: [(layer: Layers?, button: Widget)] = []
    private var watcher: FileWatcher?
    /// The file chooser while it is open.
    private(set) var chooser: OpaquePointer?
    /// The drop target that opens files dropped on the window.
    private(set) var dropTarget: OpaquePointer?
    private var pulse: UInt32?
    /// Whether a load is running (tests wait for it to end).
    public private(set) var isLoading = false
    /// Called after each load ends, good or bad.
    public var onLoaded: (@MainActor () -> Void)?

    /// A window of `application`, or a plain toplevel when nil (tests).
    public init(application: UnsafeMutablePointer<GtkApplication>?) {
        window = application.map { gtk_application_window_new($0) } ?? gtk_window_new()
        gtk_window_set_default_size(window.cast(), 1280, 860)
        gtk_window_set_title(window.cast(), "AXScope")
        canvas = CanvasView(model: model)
        sidebar = Sidebar(model: model)
        inspector = Inspector(model: model)
        statePanel = StatePanel(model: model)
        speechPanel = SpeechPanel(model: model)
        pages = gtk_stack_new()
        // A status role, so that screen readers can follow the spoken description as it changes.
        status = axscope_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_STATUS)
        gtk_label_set_text(status.opaque, "No snapshot")
        errorBanner = gtk_label_new(nil)
        progress = gtk_progress_bar_new()
        Style.install()
        layOut()
        installActions()
        installDrop()
        model.observe { [unowned self] change in changed(change) }
        inspector.update()
        // Real time drives the session: delayed effects run and speech goes on.
        ticker = MainLoop.every(milliseconds: 100) { [weak self] in
            guard let self else { return false }
            model.tick()
            return true
        }
        Signal.connect(window, "destroy") { [weak self] in
            guard let self else { return }
            if let ticker { MainLoop.cancel(ticker) }
            ticker = nil
            speechOutput.stop()
        }
    }

    // MARK: Layout

    private func layOut() {
        let header = HeaderBar(window: self)
        gtk_window_set_titlebar(window.cast(), header.root)
        layerToggles = header.layerToggles

        gtk_label_set_xalign(errorBanner.opaque, 0)
        gtk_label_set_wrap(errorBanner.opaque, 1)
        gtk_label_set_selectable(errorBanner.opaque, 1)
        gtk_widget_add_css_class(errorBanner, "error-banner")
        gtk_widget_set_visible(errorBanner, 0)

        gtk_progress_bar_set_show_text(progress.opaque, 1)
        gtk_widget_set_visible(progress, 0)

        gtk_label_set_xalign(status.opaque, 0)
        gtk_label_set_ellipsize(status.opaque, PANGO_ELLIPSIZE_END)
        gtk_widget_add_css_class(status, "status-line")

        for (name, title, page) in [("inspector", "Inspector", inspector.root), ("state", "State", statePanel.root),
                                    ("speech", "Speech", speechPanel.root)] {
            gtk_stack_add_titled(pages.opaque, page, name, title)
        }
        let switcher = gtk_stack_switcher_new()!
        gtk_stack_switcher_set_stack(switcher.opaque, pages.opaque)
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        Accessibility.setLabel(switcher, "Panels")
        let side = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_widget_set_margin_top(switcher, 6)
        gtk_box_append(side.cast(), switcher)
        gtk_widget_set_vexpand(pages, 1)
        gtk_box_append(side.cast(), pages)
        gtk_widget_set_size_request(side, 340, -1)
        let inner = DocumentWindow.paned(canvas.area, side, fixed: .end, position: 600)
        let outer = DocumentWindow.paned(sidebar.root, inner, fixed: .start, position: 300)
        gtk_widget_set_vexpand(outer, 1)

        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for child in [errorBanner, progress, outer, status] { gtk_box_append(column.cast(), child) }
        gtk_window_set_child(window.cast(), column)
    }

    enum Side { case start, end }

    /// A horizontal split whose `fixed` side keeps its size when the window grows; neither side
    /// shrinks below its minimum.
    static func paned(_ start: Widget, _ end: Widget, fixed: Side, position: Int32) -> Widget {
        let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(paned.opaque, start)
        gtk_paned_set_end_child(paned.opaque, end)
        gtk_paned_set_resize_start_child(paned.opaque, fixed == .start ? 0 : 1)
        gtk_paned_set_resize_end_child(paned.opaque, fixed == .end ? 0 : 1)
        gtk_paned_set_shrink_start_child(paned.opaque, 0)
        gtk_paned_set_shrink_end_child(paned.opaque, 0)
        gtk_paned_set_position(paned.opaque, position)
        return paned
    }

    private func installActions() {
        let group = g_simple_action_group_new()!
        let actions: [(String, Signal.Handler)] = [
            ("open", { [unowned self] in chooseFile() }),
            ("next-stop", { [unowned self] in model.next() }),
            ("previous-stop", { [unowned self] in model.previous() }),
            ("first-stop", { [unowned self] in model.first() }),
            ("last-stop", { [unowned self] in model.last() }),
            ("zoom-in", { [unowned self] in canvas.zoom(by: 1.25) }),
            ("zoom-out", { [unowned self] in canvas.zoom(by: 0.8) }),
            ("zoom-fit", { [unowned self] in canvas.fit() }),
            ("select-parent", { [unowned self] in model.selectParent() }),
            ("select-first-child", { [unowned self] in model.selectFirstChild() }),
            ("select-next-sibling", { [unowned self] in model.selectNextSibling() }),
            ("select-previous-sibling", { [unowned self] in model.selectPreviousSibling() }),
            ("focus-search", { [unowned self] in gtk_widget_grab_focus(sidebar.search) }),
            ("activate", { [unowned self] in model.perform(.activate) }),
            ("escape", { [unowned self] in model.perform(.escape) }),
            ("magic-tap", { [unowned self] in model.perform(.magicTap) }),
            ("show-inspector", { [unowned self] in gtk_stack_set_visible_child_name(pages.opaque, "inspector") }),
            ("show-state", { [unowned self] in gtk_stack_set_visible_child_name(pages.opaque, "state") }),
            ("show-speech", { [unowned self] in gtk_stack_set_visible_child_name(pages.opaque, "speech") }),
        ]
        for (name, handler) in actions { Actions.add(group, name, handler) }
        gtk_widget_insert_action_group(window, "win", group.opaque)
        g_object_unref(group.raw)
        let shortcuts = Actions.shortcuts([
            ("<Control>o", "win.open"), ("<Control>plus", "win.zoom-in"), ("<Control>equal", "win.zoom-in"),
            ("<Control>minus", "win.zoom-out"), ("<Control>0", "win.zoom-fit"), ("<Control>f", "win.focus-search"),
            ("<Alt>Up", "win.select-parent"), ("<Alt>Down", "win.select-first-child"),
            ("<Alt>Right", "win.select-next-sibling"), ("<Alt>Left", "win.select-previous-sibling"),
            ("<Control>Page_Down", "win.next-stop"), ("<Control>Page_Up", "win.previous-stop"),
            ("<Alt>1", "win.show-inspector"), ("<Alt>2", "win.show-state"), ("<Alt>3", "win.show-speech"),
        ])
        gtk_event_controller_set_propagation_phase(shortcuts, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, shortcuts)
    }

    private func installDrop() {
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

    // MARK: Opening

    /// Opens `path` in this window (loading in the background) and watches it for changes.
    public func open(_ path: String) {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        load(absolute, focusCanvas: true)
        watcher = FileWatcher(path: absolute) { [unowned self] in load(absolute, focusCanvas: false) }
    }

    /// Loads `path` in the background. A file the user opened gives the canvas the keyboard, so
    /// that the first Right moves the VoiceOver cursor; a reload leaves the focus where it is
    /// unless it has none.
    private func load(_ path: String, focusCanvas: Bool) {
        isLoading = true
        gtk_progress_bar_set_text(progress.opaque, "Loading \(URL(fileURLWithPath: path).lastPathComponent)…")
        gtk_widget_set_visible(progress, 1)
        if pulse == nil {
            pulse = MainLoop.every(milliseconds: 100) { [unowned self] in
                gtk_progress_bar_pulse(progress.opaque)
                return true
            }
        }
        SnapshotLoading.load(path) { [weak self] outcome in
            guard let self else { return }
            if let pulse { MainLoop.cancel(pulse) }
            pulse = nil
            gtk_widget_set_visible(progress, 0)
            switch outcome {
            case .loaded(let analysis, let warnings): model.show(analysis, path: path, warnings: warnings)
            case .failed(let message): model.fail(message, path: path)
            }
            if model.scene != nil, focusCanvas || gtk_root_get_focus(OpaquePointer(window)) == nil {
                gtk_widget_grab_focus(canvas.area)
            }
            isLoading = false
            onLoaded?()
        }
    }

    private func chooseFile() {
        let chooser = gtk_file_chooser_native_new("Open Snapshot", window.cast(), GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel")!
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, "AXScope snapshots")
        gtk_file_filter_add_pattern(filter, "*.axsnap")
        gtk_file_filter_add_mime_type(filter, "application/vnd.axscope.snapshot+json")
        gtk_file_chooser_add_filter(chooser.opaque, filter)
        g_object_unref(filter.raw)
        let dumps = gtk_file_filter_new()!
        gtk_file_filter_set_name(dumps, "Appium and XCUITest dumps (converted on opening)")
        for pattern in ["*.xml", "*.json", "*.txt", "*.log"] { gtk_file_filter_add_pattern(dumps, pattern) }
        gtk_file_chooser_add_filter(chooser.opaque, dumps)
        g_object_unref(dumps.raw)
        Signal.connect(chooser, "response", int: { [unowned self, chooser] response in
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser.opaque) {
                if let path = g_file_get_path(file) {
                    open(String(cString: path))
                    g_free(path)
                }
                g_object_unref(file.raw)
            }
            self.chooser = nil
            g_object_unref(chooser.raw)
        })
        self.chooser = chooser
        gtk_native_dialog_show(chooser.cast())
    }

    // MARK: Updates

    private func changed(_ change: DocumentModel.Change) {
        switch change {
        case .document:
            let name = model.path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "AXScope"
            let title = model.scene?.snapshot.title.map { "\($0) — \(name)" } ?? name
            gtk_window_set_title(window.cast(), "\(title) — AXScope")
            if let error = model.error {
                gtk_label_set_text(errorBanner.opaque, model.scene == nil ? error : "\(error)\nShowing the last version that loaded.")
            } else if !model.warnings.isEmpty {
                gtk_label_set_text(errorBanner.opaque, model.warnings.joined(separator: "\n"))
            }
            gtk_widget_set_visible(errorBanner, model.error != nil || !model.warnings.isEmpty ? 1 : 0)
            sidebar.rebuild()
            statePanel.update()
            speechPanel.update()
            canvas.redraw()
        case .selection:
            canvas.revealFocus()
            canvas.redraw()
            sidebar.showSelection()
            inspector.update()
            statePanel.update()
        case .view:
            canvas.redraw()
        case .speech:
            speechPanel.update()
            if let session = model.session { speechOutput.follow(session) }
        }
        gtk_label_set_text(status.opaque, model.statusLine)
    }

    /// Frames the canvas has drawn and the time of the last one, in milliseconds (benchmarks).
    public var canvasStatistics: (frames: Int, lastMilliseconds: Double) {
        (canvas.framesDrawn, canvas.lastFrameMilliseconds)
    }

    /// Activates one of the window's actions (`zoom-in`, `next-stop`, …) as its shortcut does.
    public func activate(_ action: String) {
        gtk_widget_activate_action_variant(window, "win.\(action)", nil)
    }

    /// Pans the canvas by widget pixels, as scrolling does.
    public func pan(dx: Double, dy: Double) { canvas.pan(dx: dx, dy: dy) }

    public func present() { gtk_window_present(window.cast()) }

    public func close() { gtk_window_destroy(window.cast()) }

    /// The status line's text.
    public var statusText: String { String(cString: gtk_label_get_text(status.opaque)) }
}
