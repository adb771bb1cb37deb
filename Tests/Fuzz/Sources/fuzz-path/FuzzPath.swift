import FuzzSupport
import AXModel

/// The SVG path parser (and the arc conversion) on any text.
@_cdecl("fuzz_path_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let path = try? PathParser.parse(text) {
        _ = Shape.path(path).contains(Point(x: 1, y: 1), in: Rect(x: 0, y: 0, width: 10, height: 10))
    }
    return 0
}
