import AXGtk
import CGtk

/// Calls back when a file changes on disk, once per burst of events (editors write in steps).
@MainActor
final class FileWatcher {
    private let monitor: UnsafeMutablePointer<GFileMonitor>
    private var pending: UInt32?

    init?(path: String, changed: @escaping @MainActor () -> Void) {
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(file.raw) }
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        self.monitor = monitor
        Signal.connect(monitor, "changed", fileEvent: { [weak self] event in
            guard let self, event != G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED, event != G_FILE_MONITOR_EVENT_DELETED else { return }
            if let pending { MainLoop.cancel(pending) }
            pending = MainLoop.every(milliseconds: 150) { [weak self] in
                self?.pending = nil
                changed()
                return false
            }
        })
    }

    isolated deinit {
        g_file_monitor_cancel(monitor)
        g_object_unref(monitor.raw)
    }
}
