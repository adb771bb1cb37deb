import AXApp
import AXGtk
import CGtk
import Foundation

/// `axscope-benchmark [COUNT] --window`: opens the window on the generated snapshot and measures
/// the time to the first frame that shows it, then the frame time while zooming and panning.
@MainActor
enum WindowBenchmark {
    static func run(path: String) -> Int32 {
        setenv("GSK_RENDERER", "cairo", 0)
        guard Toolkit.initialize() else {
            print("no display: run under xvfb-run")
            return 1
        }
        let start = g_get_monotonic_time()
        let window = DocumentWindow(application: nil)
        window.present()
        window.open(path)
        var framesBefore = 0
        guard MainLoop.wait(seconds: 60, until: {
            if window.model.scene == nil { framesBefore = window.canvasStatistics.frames }
            return window.model.scene != nil && window.canvasStatistics.frames > framesBefore
        }) else {
            print("the snapshot did not appear within 60 s")
            return 1
        }
        let firstFrame = Double(g_get_monotonic_time() - start) / 1e6
        print(String(format: "window: first frame showing the snapshot after %.3f s", firstFrame))

        var times: [Double] = []
        func frame(_ change: () -> Void) {
            let before = window.canvasStatistics.frames
            change()
            _ = MainLoop.wait(seconds: 5) { window.canvasStatistics.frames > before }
            times.append(window.canvasStatistics.lastMilliseconds)
        }
        for _ in 0..<10 { frame { window.activate("zoom-in") } }
        for _ in 0..<20 { frame { window.pan(dx: 0, dy: 300) } }
        for _ in 0..<14 { frame { window.activate("zoom-out") } }
        for _ in 0..<20 { frame { window.pan(dx: 0, dy: 2_000) } }
        frame { window.activate("zoom-fit") }
        for _ in 0..<20 { frame { window.activate("next-stop") } }
        times.sort()
        let median = times[times.count / 2], p95 = times[times.count * 95 / 100], worst = times.last ?? 0
        print(String(format: "window: %d frames while zooming, panning and stepping: median %.1f ms, 95th percentile %.1f ms, worst %.1f ms",
                     times.count, median, p95, worst))
        window.close()
        return 0
    }
}
