import AXEngine
import AXImport
import AXModel
import FuzzSupport

/// The uiautomator importer (both dialects, told apart from the content) on any bytes, then the
/// loader on its output, then TalkBack's model and speech on the snapshot.
@_cdecl("fuzz_uiautomator_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        guard let conversion = try? Importer.convert(bytes, fileName: "fuzz", format: .uiautomator, density: 2.625),
              let loaded = try? SnapshotLoader.load(bytes: Array(conversion.text.utf8), fileName: "fuzz.axsnap") else { return }
        let analysis = Analysis(snapshot: loaded.snapshot, recordsRuns: false)
        for element in analysis.resolution.elements.prefix(64) { _ = try? analysis.narrator.describe(element) }
    }
}
