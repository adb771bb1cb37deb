import AXModel
import FuzzSupport

/// The JSON parser on any bytes: a document or a located syntax error, never a crash.
@_cdecl("fuzz_json_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        if let document = try? JSONParser.parse(bytes) { _ = document.count(document.root) }
    }
}
