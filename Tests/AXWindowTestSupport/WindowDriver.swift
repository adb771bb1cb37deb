import AXApp
import AXGtk
import CGtk
import Foundation

/// A fresh window on the real X display (Xvfb under `xvfb-run -a swift test`), driven as a user
/// drives it: keys are real X key events sent through the X server with `xdotool`, so they take
/// GTK's whole input path (focus, shortcut controllers, key controllers, focus chain). After each
/// key the GLib main context runs until the events are processed.
///
/// ```swift
/// let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
/// defer { driver.close() }
/// driver.press("Right")
/// #expect(driver.document.statusText.hasPrefix("Stop 1 of 11"))
/// #expect(driver.focusTypeName == "GtkDrawingArea")
/// ```
@MainActor
public final class WindowDriver {
    /// Why a window could not be driven.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The window under test.
    public let document: DocumentWindow
    /// Its X11 window id (what `xdotool` addresses).
    public let windowID: UInt

    /// Whether the window was destroyed (Control+W, Control+Q, ``close()``).
    public var isClosed: Bool { closed.value }

    /// Opens a window of `width` × `height` pixels (of `application`, when given), shows it,
    /// gives it the keyboard focus and waits until `path` (when given) is loaded. `prepare` runs
    /// before the window is shown (to set a clock, for example).
    public init(opening path: String?, width: Int32 = 1280, height: Int32 = 860,
                application: UnsafeMutablePointer<GtkApplication>? = nil,
                prepare: (DocumentWindow) -> Void = { _ in }) throws(Failure) {
        try WindowDriver.initializeDisplay()
        document = DocumentWindow(application: application)
        prepare(document)
        let closed = Closed()
        self.closed = closed
        Signal.connect(document.window, "destroy") { closed.value = true }
        gtk_window_set_default_size(document.window.cast(), width, height)
        document.present()
        let window = document.window
        guard MainLoop.wait(seconds: 10, until: { gtk_widget_get_mapped(window) != 0 }) else {
            document.close()
            throw Failure(description: "the window was never mapped")
        }
        windowID = UInt(axscope_x11_window_id(window))
        guard windowID != 0 else {
            document.close()
            throw Failure(description: "the window has no X11 window: run the tests under xvfb-run with GDK_BACKEND=x11")
        }
        guard refocus() else {
            document.close()
            throw Failure(description: "the window never became active")
        }
        if let path {
            document.open(path)
            try waitForLoad()
        }
        settle()
    }

    /// GTK on the X11 backend (xdotool speaks X11), with the cairo renderer (Xvfb has no GPU and
    /// software GL would starve GTK's idle work).
    public static func initializeDisplay() throws(Failure) {
        setenv("GDK_BACKEND", "x11", 1)
        setenv("GSK_RENDERER", "cairo", 0)
        guard Toolkit.initialize() else { throw Failure(description: "GTK needs a display: run the tests under xvfb-run -a") }
    }

    /// Gives the window the X input focus again, as a window manager does when a dialog over it
    /// closes; returns whether GTK saw it become active.
    @discardableResult
    public func refocus() -> Bool {
        WindowDriver.xdotool(["windowfocus", "--sync", String(windowID)])
        let window = document.window
        defer { settle() }
        return MainLoop.wait(seconds: 5) { gtk_window_is_active(window.cast()) != 0 }
    }

    /// Waits until the load that is running ends.
    public func waitForLoad(seconds: Double = 10) throws(Failure) {
        let document = self.document
        guard MainLoop.wait(seconds: seconds, until: { !document.isLoading }) else {
            throw Failure(description: "loading took longer than \(seconds) s")
        }
        settle()
    }

    /// Presses keys one after another, as `xdotool key` names them: "Right", "Tab", "shift+Tab",
    /// "ctrl+o", "F10", "Escape", "ctrl+question". Returns when GTK has handled them.
    public func press(_ keys: String...) {
        press(keys)
    }

    /// Presses each key of `keys` in order.
    public func press(_ keys: [String]) {
        WindowDriver.xdotool(["key", "--delay", "30"] + keys)
        settle()
    }

    /// Types text into what has the keyboard focus.
    public func type(_ text: String) {
        WindowDriver.xdotool(["type", "--delay", "30", "--", text])
        settle()
    }

    /// Turns the mouse wheel `notches` times ("up", "down", "left" or "right") with the pointer
    /// over the centre of `widget`: real X button events, as a mouse sends them.
    public func scroll(_ direction: String, notches: Int, over widget: Widget) {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, document.window, &bounds) != 0,
              let native = gtk_widget_get_native(document.window),
              let button = ["up": "4", "down": "5", "left": "6", "right": "7"][direction] else { return }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let x = Int(surfaceX + Double(bounds.origin.x + bounds.size.width / 2))
        let y = Int(surfaceY + Double(bounds.origin.y + bounds.size.height / 2))
        WindowDriver.xdotool(["mousemove", "--window", String(windowID), String(x), String(y),
                              "click", "--repeat", String(notches), "--delay", "5", button])
        settle()
    }

    /// Runs the main context until the X server has delivered everything sent so far and GTK has
    /// handled it: a round trip to the server, then iterations until nothing is pending for a
    /// while.
    public func settle(quietMilliseconds: Int = 60) {
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        var quietSince = g_get_monotonic_time()
        let deadline = quietSince + 5_000_000
        while g_get_monotonic_time() < deadline {
            if g_main_context_iteration(nil, 0) != 0 {
                quietSince = g_get_monotonic_time()
            } else if g_get_monotonic_time() - quietSince >= Int64(quietMilliseconds) * 1000 {
                return
            } else {
                g_usleep(2_000)
            }
        }
    }

    /// Resizes the window (as a user dragging its edge does) and waits for the new layout.
    public func resize(width: Int32, height: Int32) {
        WindowDriver.xdotool(["windowsize", "--sync", String(windowID), String(width), String(height)])
        _ = MainLoop.wait(seconds: 5) { [self] in size == (width, height) }
        settle()
    }

    // MARK: Reading the window

    /// The widget with the keyboard focus, if any.
    public var focus: Widget? { gtk_root_get_focus(OpaquePointer(document.window)) }

    /// The GType name of the focused widget ("GtkDrawingArea", "GtkButton"), or "none".
    public var focusTypeName: String {
        guard let focus else { return "none" }
        return String(cString: g_type_name_from_instance(focus.cast()))
    }

    /// Whether the focused widget is `widget` or inside it.
    public func focusIsInside(_ widget: Widget) -> Bool {
        guard let focus else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// The size of the window's X11 window now, in pixels (what the screen gives it, including
    /// any client-side decoration).
    public var size: (width: Int32, height: Int32) {
        guard let native = gtk_widget_get_native(document.window), let surface = gtk_native_get_surface(native) else { return (0, 0) }
        return (gdk_surface_get_width(surface), gdk_surface_get_height(surface))
    }

    /// Writes a PNG of the window as it is drawn now.
    @discardableResult
    public func screenshot(to path: String) -> Bool {
        settle()
        return WindowScreenshot.save(document.window, to: path)
    }

    /// Destroys the window (unless a key already closed it) and processes what that triggers.
    /// Close popovers first: one still open holds the X keyboard grab, and later windows would
    /// receive no keys.
    public func close() {
        if !closed.value { document.close() }
        settle(quietMilliseconds: 10)
    }

    private final class Closed { var value = false }
    private let closed: Closed

    /// The toplevel windows of type `typeName` ("AdwAboutWindow", "GtkShortcutsWindow") that are
    /// shown now.
    public func shownWindows(ofType typeName: String) -> [Widget] {
        let type = g_type_from_name(typeName)
        guard type != 0, let list = gtk_window_get_toplevels() else { return [] }
        var found: [Widget] = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            let widget = item.assumingMemoryBound(to: GtkWidget.self)
            if g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), type) != 0, gtk_widget_get_visible(widget) != 0 {
                found.append(widget)
            }
            g_object_unref(item)
        }
        return found
    }

    /// Runs `xdotool` with `arguments` and waits for it (it does not need our main loop to run).
    /// A plain `waitpid`: `Process.waitUntilExit` would run the main run loop, and with it other
    /// tests' main-actor work, in the middle of this one.
    static func xdotool(_ arguments: [String]) {
        let argv = (["xdotool"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/usr/bin/xdotool", nil, nil, argv, environ) == 0 else {
            fatalError("xdotool could not run (apt-get install xdotool)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    }
}
