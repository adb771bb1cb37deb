import FuzzSupport
import AXImport
import AXModel

/// The importer of this format on any bytes, then the loader on what it converted: a snapshot or a
/// located diagnostic, never a crash.
@_cdecl("fuzz_wda_json_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let conversion = try? Importer.convert(bytes, fileName: "fuzz", format: .wdaJSON) else { return 0 }
    _ = try? SnapshotLoader.load(bytes: Array(conversion.text.utf8), fileName: "fuzz.axsnap")
    return 0
}
