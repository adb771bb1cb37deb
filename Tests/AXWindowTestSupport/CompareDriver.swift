import AXApp
import AXDiff
import AXGtk
import CGtk

/// A compare window on the real X display, driven with real key presses like ``WindowDriver``
/// (whose key sending and settling it uses, through a blank host window that stays behind).
@MainActor
public final class CompareDriver {
    /// The window under test.
    public let compare: CompareWindow
    /// Sends keys and runs the main context.
    public let host: WindowDriver

    /// Opens a compare window on `a` and `b`, gives it the keyboard and waits for the diff.
    public init(_ a: String, _ b: String, options: DiffOptions = DiffOptions(),
                width: Int32 = 1280, height: Int32 = 860) throws(WindowDriver.Failure) {
        host = try WindowDriver(opening: nil, width: 320, height: 240)
        compare = CompareWindow(application: nil)
        gtk_window_set_default_size(compare.window.cast(), width, height)
        compare.present()
        let window = compare.window
        guard MainLoop.wait(seconds: 10, until: { gtk_widget_get_mapped(window) != 0 }) else {
            throw WindowDriver.Failure(description: "the compare window was never mapped")
        }
        WindowDriver.xdotool(["windowfocus", "--sync", String(axscope_x11_window_id(window))])
        guard MainLoop.wait(seconds: 5, until: { gtk_window_is_active(window.cast()) != 0 }) else {
            throw WindowDriver.Failure(description: "the compare window never became active")
        }
        compare.open(a, b, options: options)
        let compare = self.compare
        guard MainLoop.wait(seconds: 20, until: { !compare.isLoading }) else {
            throw WindowDriver.Failure(description: "the comparison took longer than 20 s")
        }
        host.settle()
    }

    /// Presses keys as `xdotool key` names them, in the compare window.
    public func press(_ keys: String...) { host.press(keys) }

    /// Clicks the first mouse button at (x, y) of `widget` (its own pixels), through the X server.
    public func click(_ widget: Widget, x: Double, y: Double) {
        let window = compare.window
        var point = graphene_point_t()
        var source = graphene_point_t(x: Float(x), y: Float(y))
        guard let native = gtk_widget_get_native(window), gtk_widget_compute_point(widget, window, &source, &point) != 0 else { return }
        var dx = 0.0, dy = 0.0
        gtk_native_get_surface_transform(native, &dx, &dy)
        WindowDriver.xdotool(["mousemove", "--window", String(axscope_x11_window_id(window)),
                              String(Int(Double(point.x) + dx)), String(Int(Double(point.y) + dy)), "click", "1"])
        host.settle()
    }

    /// The widget with the keyboard focus in the compare window, if any.
    public var focus: Widget? { gtk_root_get_focus(OpaquePointer(compare.window)) }

    /// Writes a PNG of the compare window as it is drawn now.
    @discardableResult
    public func screenshot(to path: String) -> Bool {
        host.settle()
        return WindowScreenshot.save(compare.window, to: path)
    }

    /// Destroys both windows.
    public func close() {
        compare.close()
        host.close()
    }
}
