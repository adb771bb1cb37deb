import AXGtk
import AXModel
import CGtk
import Foundation

/// The application (an `AdwApplication`, which follows the desktop's dark style): one instance per
/// session; `axscope FILE` in a second process opens a window in the first.
@MainActor
public final class Application {
    let app: UnsafeMutablePointer<GtkApplication>
    private var windows: [DocumentWindow] = []
    private let screenshot: ScreenshotRequest?
    private let version: String

    public static let identifier = "io.github.axscope.AXScope"

    /// `version` is shown in About AXScope.
    public init(version: String) {
        self.version = version
        app = UnsafeMutableRawPointer(adw_application_new(Application.identifier, G_APPLICATION_HANDLES_OPEN))
            .assumingMemoryBound(to: GtkApplication.self)
        screenshot = ScreenshotRequest.fromEnvironment()
        Signal.connect(app, "activate") { [unowned self] in
            openWindow(ResourceLocator.demoSnapshot)
        }
        Signal.connect(app, "open", files: { [unowned self] paths in
            for path in paths { openWindow(path) }
        })
    }

    /// Runs the main loop with `arguments` (program name first); returns the exit status.
    public func run(_ arguments: [String]) -> Int32 {
        var cStrings = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        return g_application_run(app.cast(),
                                 Int32(cStrings.count), &cStrings)
    }

    private func openWindow(_ path: String?) {
        let window = DocumentWindow(application: app, version: version)
        windows.append(window)
        Signal.connect(window.window, "destroy") { [unowned self, unowned window] in
            windows.removeAll { $0 === window }
        }
        if let screenshot { screenshot.attach(to: window, application: app) }
        window.present()
        if let path { window.open(path) }
    }
}
