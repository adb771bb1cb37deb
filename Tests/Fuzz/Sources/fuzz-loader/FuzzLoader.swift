import AXModel
import FuzzSupport

/// The snapshot loader on a whole file: a snapshot or a located diagnostic, never a crash.
@_cdecl("fuzz_loader_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        do throws(Diagnostic) {
            _ = try SnapshotLoader.load(bytes: bytes, fileName: "fuzz.axsnap").snapshot.nodes.count
        } catch {
            _ = error.description
        }
    }
}
