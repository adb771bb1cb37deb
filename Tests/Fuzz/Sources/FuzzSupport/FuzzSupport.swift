import AXImport
import AXModel

/// libFuzzer's driver. SwiftPM links an executable target with its `main` renamed to
/// `<target>_main`; each target defines that function and hands its test to ``runFuzzer(_:_:_:)``.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The test of the running target; set once, before the driver starts.
nonisolated(unsafe) var test: (([UInt8]) -> Void)?

/// libFuzzer's entry for one input (its own `main` refers to it, so it must exist).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    test?(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// Runs libFuzzer with the process's arguments, calling `body` with each input.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                      _ body: @escaping ([UInt8]) -> Void) -> CInt {
    test = body
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, testOneInput)
}

/// An importer on any bytes, then the loader on what it converted: a snapshot or a located
/// diagnostic, never a crash.
public func fuzzImporter(_ bytes: [UInt8], format: ImportFormat) {
    guard let conversion = try? Importer.convert(bytes, fileName: "fuzz", format: format) else { return }
    _ = try? SnapshotLoader.load(bytes: Array(conversion.text.utf8), fileName: "fuzz.axsnap")
}
