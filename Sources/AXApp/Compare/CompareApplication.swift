import AXDiff
import AXGtk
import CGtk

/// The application of `axscope diff A B --window`: one compare window, in its own process.
@MainActor
public final class CompareApplication {
    let app: UnsafeMutablePointer<GtkApplication>
    private var window: CompareWindow?

    public init(paths: [String], options: DiffOptions) {
        app = UnsafeMutableRawPointer(adw_application_new(Application.identifier + ".Compare", G_APPLICATION_NON_UNIQUE))
            .assumingMemoryBound(to: GtkApplication.self)
        Signal.connect(app, "activate") { [unowned self] in
            let window = CompareWindow(application: app)
            self.window = window
            window.present()
            window.open(paths[0], paths[1], options: options)
        }
    }

    /// Runs the main loop; returns the exit status.
    public func run(_ program: String) -> Int32 {
        var argv = [strdup(program)]
        defer { argv.forEach { free($0) } }
        return g_application_run(app.cast(), 1, &argv)
    }
}
