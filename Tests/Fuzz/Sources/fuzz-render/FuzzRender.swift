import AXDrawing
import AXEngine
import AXModel
import FuzzSupport

/// A loaded snapshot drawn to a small image: whatever the frames, shapes and texts, never a crash
/// nor a runaway.
@_cdecl("fuzz_render_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        guard var snapshot = try? SnapshotLoader.load(bytes: bytes, fileName: "fuzz.axsnap").snapshot else { return }
        snapshot.screenshot = nil
        // At most 200 pixels a side: the drawing's logic, not its pixel count, is under test.
        let scale = min(1, 200 / max(snapshot.screen.width, snapshot.screen.height))
        let scene = Scene(analysis: Analysis(snapshot: snapshot))
        _ = Raster(scene, ViewState(focus: scene.stops.isEmpty ? nil : 0), scale: scale).pixel(0, 0)
    }
}
