import AXGtk
import CGtk
import Foundation

/// A PNG of a whole window as it is drawn now.
public enum WindowScreenshot {
    /// Renders the window through its own renderer and writes a PNG; false when it could not.
    @MainActor
    public static func save(_ window: Widget, to path: String) -> Bool {
        let width = Double(gtk_widget_get_width(window)), height = Double(gtk_widget_get_height(window))
        guard width > 0, height > 0, let paintable = gtk_widget_paintable_new(window) else { return false }
        defer { g_object_unref(paintable.raw) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot.opaque, width, height)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
        defer { gsk_render_node_unref(node) }
        guard let renderer = gtk_native_get_renderer(OpaquePointer(window)),
              let texture = gsk_renderer_render_texture(renderer, node, nil) else { return false }
        defer { g_object_unref(texture.raw) }
        return gdk_texture_save_to_png(texture, path) != 0
    }
}

/// `AXSCOPE_SCREENSHOT=OUT.png [AXSCOPE_SCREENSHOT_STEPS=N] [AXSCOPE_SCREENSHOT_PANEL=state|speech|tree]
/// [AXSCOPE_SCREENSHOT_SIZE=WIDTHxHEIGHT] axscope FILE`: once the snapshot is shown, moves the
/// cursor N stops, shows the panel (or slides in the tree), writes a screenshot of the window and
/// quits (for docs and CI).
struct ScreenshotRequest {
    let path: String
    let steps: Int
    let panel: String?
    let size: (width: Int32, height: Int32)?

    static func fromEnvironment() -> ScreenshotRequest? {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment["AXSCOPE_SCREENSHOT"], !path.isEmpty else { return nil }
        let size = environment["AXSCOPE_SCREENSHOT_SIZE"].flatMap { text -> (Int32, Int32)? in
            let parts = text.split(separator: "x").compactMap { Int32($0) }
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
        return ScreenshotRequest(path: path, steps: environment["AXSCOPE_SCREENSHOT_STEPS"].flatMap { Int($0) } ?? 0,
                                 panel: environment["AXSCOPE_SCREENSHOT_PANEL"], size: size)
    }

    @MainActor
    func attach(to window: DocumentWindow, application: UnsafeMutablePointer<GtkApplication>) {
        let request = self
        if let size { gtk_window_set_default_size(window.window.cast(), size.width, size.height) }
        // The steps wait for the first frame (the canvas has fitted the screen to its size), as
        // a user's first key press does; the screenshot waits for what they changed to be drawn.
        window.onLoaded = { [unowned window] in
            MainLoop.every(milliseconds: 400) {
                for _ in 0..<request.steps { window.model.next() }
                if let panel = request.panel { window.activate(panel == "tree" ? "toggle-tree" : "show-\(panel)") }
                MainLoop.every(milliseconds: 800) {
                    let saved = WindowScreenshot.save(window.window, to: request.path)
                    FileHandle.standardError.write(Data((saved ? "screenshot: \(request.path)\n" : "screenshot failed\n").utf8))
                    g_application_quit(application.cast())
                    return false
                }
                return false
            }
        }
    }
}
