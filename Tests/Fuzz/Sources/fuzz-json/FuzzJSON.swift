import FuzzSupport
import AXModel

/// The JSON parser on any bytes: a document or a located syntax error, never a crash.
@_cdecl("fuzz_json_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let document = try? JSONParser.parse(bytes) {
        _ = document.count(document.root)
    }
    return 0
}
