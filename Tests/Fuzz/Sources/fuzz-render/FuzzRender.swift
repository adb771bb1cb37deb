import FuzzSupport
import AXDrawing
import AXEngine
import AXModel

/// A loaded snapshot drawn to a small image: whatever the frames, shapes and texts, never a crash
/// nor a runaway.
@_cdecl("fuzz_render_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let loaded = try? SnapshotLoader.load(bytes: bytes, fileName: "fuzz.axsnap") else { return 0 }
    var snapshot = loaded.snapshot
    snapshot.screenshot = nil
    let screen = snapshot.screen
    // At most 200 pixels a side: the drawing's logic, not its pixel count, is under test.
    let scale = min(1, 200 / max(screen.width, screen.height))
    let scene = Scene(analysis: Analysis(snapshot: snapshot))
    var state = ViewState()
    state.focus = scene.stops.isEmpty ? nil : 0
    _ = Raster(scene, state, scale: scale).pixel(0, 0)
    return 0
}
