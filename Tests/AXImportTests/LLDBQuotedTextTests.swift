@testable import AXImport
import AXModel
import AXTestSupport
import Foundation
import Testing

/// import.md R1: what lldb's `po` prints is the same dump, quoted.
@Suite struct LLDBQuotedTextTests {
    @Test func aDumpAndItsPoFormImportIdentically() throws {
        let path = Fixture.shared("xcuitest/AX_SwiftUI_HelloWorld.debugdescription.txt")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let quoted = "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "'", with: "\\'").replacingOccurrences(of: "\n", with: "\\n") + "\"\n"
        #expect(ImportFormat.detect(Array(quoted.utf8)) == .xcuitest)
        let plain = try Importer.convert(Array(text.utf8), fileName: "dump.txt")
        let po = try Importer.convert(Array(quoted.utf8), fileName: "dump.txt")
        #expect(po.text == plain.text)
        #expect(po.warnings.map(\.description) == plain.warnings.map(\.description))
    }

    @Test func unescapesSwiftStringEscapes() {
        let unquoted = LLDBQuotedText.unquoted(Array(#"  "a\nb\t\"c\" \'d\' \\ \u{2192} \q"  "#.utf8))
        #expect(unquoted.map { String(decoding: $0, as: UTF8.self) } == "a\nb\t\"c\" 'd' \\ → \\q")
        #expect(LLDBQuotedText.unquoted(Array(#""no line break""#.utf8)) == nil)
        #expect(LLDBQuotedText.unquoted(Array("Element subtree:\\n".utf8)) == nil)
    }

    /// Errors and warnings point into the quoted file as it is: its one line, at the place of
    /// the unquoted text's line and column (here the frame, at byte 79).
    @Test func messagesAreLocatedInTheQuotedFile() {
        let quoted = #""Element subtree:\n →Application, 0x1, pid: 7, label: 'A'\n    Window, 0x2, {{0.0, 0.0}, {390.0}}\n""#
        #expect(ImportFixture.error(quoted, name: "po.txt")
                == "po.txt:1:79: error: malformed frame '{{0.0, 0.0}, {390.0}}': expected {{x, y}, {width, height}}")
    }
}
