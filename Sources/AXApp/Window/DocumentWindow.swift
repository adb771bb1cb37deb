import AXDrawing
import AXGtk
import AXModel
import CGtk
import Foundation

/// One window on one snapshot: header bar, tree sidebar, canvas, side panels (inspector, state,
/// speech), status line. On a narrower window the panels, then the tree, fold into overlays that
/// the header's toggles (Shift+F9, F9) slide over the canvas.
@MainActor
public final class DocumentWindow {
    public let window: Widget
    public let model = DocumentModel()
    let canvas: CanvasView
    let sidebar: Sidebar
    let inspector: Inspector
    let statePanel: StatePanel
    let speechPanel: SpeechPanel
    let problemsPanel: ProblemsPanel
    let speechOutput = SpeechOutput()
    /// The right-hand pages: Inspector, State, Speech.
    let pages: Widget
    private var ticker: UInt32?
    let status: Widget
    /// Says session announcements, load errors and toasts to screen readers.
    let announcer = Announcer()
    let errorBanner: Widget
    let progress: Widget
    let toasts: OpaquePointer
    /// The title (file name) and subtitle (its folder) in the header bar.
    let windowTitle: Widget
    /// The overlay sidebar with the view tree, and the one with the panels.
    let treeFlap: Widget
    let panelFlap: Widget
    private(set) var header: HeaderBar!
    /// Each layer's check button in the Layers popover.
    var layerToggles: [(layer: Layers?, button: Widget)] { header.layerToggles }
    /// The window's actions (`win.…`).
    let actions: OpaquePointer
    private var watcher: FileWatcher?
    /// The file chooser while it is open.
    private(set) var chooser: OpaquePointer?
    /// The Compare With… chooser, once shown.
    var comparisonChooser: OpaquePointer?
    /// The drop target that opens files dropped on the window.
    var dropTarget: OpaquePointer?
    private var pulse: UInt32?
    /// Whether a load is running (tests wait for it to end).
    public private(set) var isLoading = false
    /// Called after each load ends, good or bad.
    public var onLoaded: (@MainActor () -> Void)?
    /// The application's version, shown in About.
    let version: String

    /// A window of `application`, or a plain toplevel when nil (tests).
    public init(application: UnsafeMutablePointer<GtkApplication>?, version: String = "") {
        self.version = version
        window = application.map { adw_application_window_new($0) } ?? adw_window_new()
        gtk_window_set_default_size(window.cast(), 1280, 860)
        gtk_window_set_title(window.cast(), "AXScope")
        canvas = CanvasView(model: model)
        sidebar = Sidebar(model: model)
        inspector = Inspector(model: model)
        statePanel = StatePanel(model: model)
        speechPanel = SpeechPanel(model: model)
        problemsPanel = ProblemsPanel(model: model)
        pages = gtk_stack_new()
        // A status role, so that screen readers can read the spoken description on demand.
        status = axscope_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_STATUS)
        gtk_label_set_text(status.opaque, "No snapshot")
        errorBanner = gtk_label_new(nil)
        progress = gtk_progress_bar_new()
        toasts = OpaquePointer(adw_toast_overlay_new())
        windowTitle = adw_window_title_new("AXScope", nil)
        Accessibility.setLabel(windowTitle, "AXScope")
        treeFlap = adw_flap_new()
        panelFlap = adw_flap_new()
        actions = OpaquePointer(g_simple_action_group_new())
        Style.install()
        installActions()
        installCompare()
        header = HeaderBar(window: self)
        layOut()
        problemsPanel.onEnter = { [unowned self] in gtk_widget_grab_focus(canvas.area) }
        installDrop()
        followStyle()
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
            case .loaded(let scene, let warnings):
                let recovered = model.error != nil
                model.show(scene, path: path, warnings: warnings)
                // A reload says so (it changed what is on screen while the user looked elsewhere).
                if !focusCanvas { toast("Reloaded \(URL(fileURLWithPath: path).lastPathComponent)\(recovered ? ": it loads again" : "")") }
            case .failed(let message): model.fail(message, path: path)
            }
            if model.scene != nil, focusCanvas || gtk_root_get_focus(OpaquePointer(window)) == nil {
                gtk_widget_grab_focus(canvas.area)
            }
            isLoading = false
            onLoaded?()
        }
    }

    func chooseFile() {
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
            showTitle()
            showProblems()
            auditShownSnapshot()
            sidebar.rebuild()
            statePanel.update()
            speechPanel.update()
            canvas.redraw()
        case .selection:
            let focusWasInInspector = focusIsInside(inspector.root)
            canvas.revealFocus()
            canvas.redraw()
            sidebar.showSelection()
            inspector.update()
            statePanel.update()
            // The inspector rebuilds its controls: focus on one of them (an action button just
            // pressed) would fall to nowhere, so it returns to the canvas.
            if focusWasInInspector, !focusIsInside(inspector.root) { gtk_widget_grab_focus(canvas.area) }
        case .view:
            canvas.redraw()
        case .speech:
            speechPanel.update()
            if let session = model.session {
                speechOutput.follow(session)
                announcer.follow(session, stepError: model.stepError, silentTouch: model.silentTouch)
            }
        }
        DisplayText.set(status, model.statusLine)
    }

    /// The file name as title, its folder as subtitle (home as ~), the snapshot's own title as
    /// the title's tooltip.
    private func showTitle() {
        guard let path = model.path else { return }
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        var folder = url.deletingLastPathComponent().path
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        if folder == home || folder.hasPrefix(home + "/") { folder = "~" + folder.dropFirst(home.count) }
        adw_window_title_set_title(windowTitle.opaque, name)
        adw_window_title_set_subtitle(windowTitle.opaque, folder)
        Accessibility.setLabel(windowTitle, "\(name), \(folder)")
        gtk_widget_set_tooltip_text(windowTitle, model.scene?.snapshot.title.map(DisplayText.shortened))
        gtk_window_set_title(window.cast(), name)
    }

    /// The error banner (bounded to a few lines, so that the window never grows) and, for a new
    /// error, an announcement.
    private func showProblems() {
        let text: String?
        if let error = model.error {
            text = model.scene == nil ? error : "\(error)\nShowing the last version that loaded."
        } else {
            text = model.warnings.isEmpty ? nil : model.warnings.joined(separator: "\n")
        }
        let previous = String(cString: gtk_label_get_text(errorBanner.opaque))
        let shown = DisplayText.shortened(text ?? "")
        gtk_label_set_text(errorBanner.opaque, shown)
        gtk_widget_set_visible(errorBanner, text == nil ? 0 : 1)
        if let error = model.error, previous != shown {
            let name = model.path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "The file"
            announcer.announce("\(name) could not be loaded: \(error)")
        }
    }

    /// Shows a transient message as a toast, and says it to screen readers.
    func toast(_ text: String) {
        let escaped = g_markup_escape_text(text, -1)!
        defer { g_free(escaped) }
        adw_toast_overlay_add_toast(toasts, adw_toast_new(escaped))
        announcer.announce(text)
    }

    /// Whether the keyboard focus is on `widget` or inside it.
    func focusIsInside(_ widget: Widget) -> Bool {
        guard let focus = gtk_root_get_focus(OpaquePointer(window)) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
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
