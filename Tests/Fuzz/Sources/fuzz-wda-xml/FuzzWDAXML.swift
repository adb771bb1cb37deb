import FuzzSupport

/// The WebDriverAgent XML importer on any bytes, then the loader on its output.
@_cdecl("fuzz_wda_xml_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzzImporter($0, format: .wdaXML) }
}
