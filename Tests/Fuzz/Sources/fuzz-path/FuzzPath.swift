import AXModel
import FuzzSupport

/// The SVG path parser (and the arc conversion) on any text, then a hit test of the shape.
@_cdecl("fuzz_path_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        guard let path = try? PathParser.parse(String(decoding: bytes, as: UTF8.self)) else { return }
        _ = Shape.path(path).contains(Point(x: 1, y: 1), in: Rect(x: 0, y: 0, width: 10, height: 10))
    }
}
