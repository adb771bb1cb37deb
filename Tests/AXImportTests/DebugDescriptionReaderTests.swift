@testable import AXImport
import AXModel
import AXTestSupport
import Testing

/// The debugDescription reader's bounds (README, Robustness).
@Suite struct DebugDescriptionReaderTests {
    /// Item 3: 6,000 levels of indentation are refused while reading, on a 1 MiB stack.
    @Test func deepIndentationIsRefusedOnASmallStack() {
        let lines = (0..<6_000).map { String(repeating: " ", count: $0) + "Other, 0x1, {{0, 0}, {10, 10}}" }
        let text = "Element subtree:\n" + lines.joined(separator: "\n")
        let error = onSmallStack { ImportFixture.error(text, name: "log.txt") }
        #expect(error == "log.txt:514:513: error: elements nested deeper than 512 levels")
    }

    /// Item 9: a line with many `, ` separators is read in linear time (it was quadratic).
    @Test func longLinesTakeLinearTime() throws {
        let flags = String(repeating: ", Selected", count: 20_000)
        let text = "Element subtree:\n →Application, 0x1, {{0, 0}, {390, 844}}, label: 'App'\n    Button, 0x2, {{0, 0}, {10, 10}}, label: 'OK'\(flags)"
        var conversion: Importer.Conversion?
        let seconds = try secondsTaken { conversion = try Importer.convert(Array(text.utf8), fileName: "log.txt") }
        #expect(conversion?.format == .xcuitest)
        #expect(seconds < 30)
    }

    /// Item 16: a frame beyond the coordinate limit is refused on its line.
    @Test func framesOutOfRangeAreRefused() {
        let text = "Element subtree:\n →Application, 0x1, {{0, 0}, {390, 844}}\n    Button, 0x2, {{1e300, 0}, {10, 10}}"
        #expect(ImportFixture.error(text, name: "log.txt") == "log.txt:3:18: error: Button (line 3): frame x 1e+300 is out of range: "
            + "coordinates and sizes are at most 1000000000 points from 0")
    }

    /// Item 20: errors say where, what was found and what is allowed.
    @Test func errorsSayWhatWasFound() {
        #expect(ImportFixture.error("Element subtree:\n →Application, 0x1, {{0, 0}, {390, 844}}; oops", name: "log.txt")
            == "log.txt:2:41: error: expected ', ' between attributes, found '; oops'")
        let bytes = Array("Element subtree:\n Button".utf8) + [0xE9] + Array(", 0x1".utf8)
        #expect(throws: Diagnostic(severity: .error, file: "log.txt", location: SourceLocation(line: 2, column: 8), path: "",
                                   message: "invalid UTF-8: byte 0xE9; a debugDescription is UTF-8 text")) {
            try Importer.convert(bytes, fileName: "log.txt", format: .xcuitest)
        }
    }
}
