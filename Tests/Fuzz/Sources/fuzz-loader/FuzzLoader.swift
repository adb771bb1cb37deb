import FuzzSupport
import AXModel

/// The snapshot loader on a whole file: a snapshot or a located diagnostic, never a crash.
@_cdecl("fuzz_loader_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        _ = try SnapshotLoader.load(bytes: bytes, fileName: "fuzz.axsnap").snapshot.nodes.count
    } catch {
        _ = error.description
    }
    return 0
}
