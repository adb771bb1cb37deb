import AXModel
import AXTestSupport
import Testing
@testable import AXAudit

@Suite struct SourceLocatorTests {
    @Test func theIDKeyIsFoundAfterOtherMembers() throws {
        let text = "{\"format\": \"axsnap\", \"version\": 1, \"screen\": {\"width\": 393, \"height\": 852},\n \"root\": {\"type\": \"window\", \"frame\": [0, 0, 393, 852],\n  \"children\": [{\"label\": \"é {x}\", \"frame\": [0, 0, 1, 1], \"id\":  \"b\\u0061\"}], \"id\": \"w\"}}"
        let snapshot = try Fixture.load(text).snapshot
        let spans = SourceLocator.spans(of: [0, 1], in: snapshot, bytes: Array(text.utf8))
        #expect(spans[1] == SourceSpan(line: 3, column: 58, endLine: 3, endColumn: 74))
        #expect(spans[0] == SourceSpan(line: 3, column: 78, endLine: 3, endColumn: 87))
        // The window's id after the button's: the offsets are sorted before they are counted.
        let locations = NodeLocations(of: snapshot, in: Array(text.utf8))
        #expect(locations.span(of: 1) == spans[1])
        #expect(locations.span(of: 0) == spans[0])
    }

    @Test func everyNodeIsLocatedInOnePass() throws {
        let text = "{\"format\": \"axsnap\", \"version\": 1, \"screen\": {\"width\": 393, \"height\": 852},\n \"root\": {\"id\": \"w\", \"type\": \"window\", \"frame\": [0, 0, 393, 852],\n  \"children\": [{\"id\": \"a\", \"frame\": [0, 0, 1, 1]},\n  {\"label\": \"é\", \"frame\": [0, 0, 1, 1], \"id\":\"c\"}]}}"
        let snapshot = try Fixture.load(text).snapshot
        let locations = NodeLocations(of: snapshot, in: Array(text.utf8))
        #expect(locations.span(of: 0) == SourceSpan(line: 2, column: 11, endLine: 2, endColumn: 20))
        #expect(locations.span(of: 1) == SourceSpan(line: 3, column: 17, endLine: 3, endColumn: 26))
        #expect(locations.span(of: 2) == SourceSpan(line: 4, column: 41, endLine: 4, endColumn: 49))
    }

    /// The cursor counts eight bytes at a time between line feeds: every offset of a text with
    /// lines of every length up to 20 bytes, and 2-, 3- and 4-byte characters at every alignment,
    /// is where counting one byte at a time puts it.
    @Test func theCursorCountsLinesAndCodePointsAtEveryOffset() {
        var text = ""
        for k in 0..<40 {
            text += String(repeating: "a", count: k % 20) + ["é", "한", "😀", ""][k % 4] + (k % 3 == 0 ? "\r\n" : "\n")
        }
        let bytes = Array(text.utf8)
        var expected: [AXModel.SourceLocation] = []
        var line = 1, column = 1
        for byte in bytes {
            expected.append(AXModel.SourceLocation(line: line, column: column))
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        expected.append(AXModel.SourceLocation(line: line, column: column))
        for step in [1, 3, 8, 13] {
            var cursor = SourceLocator.Cursor()
            for offset in stride(from: 0, through: bytes.count, by: step) {
                #expect(cursor.location(of: offset, in: bytes) == expected[offset], "offset \(offset), step \(step)")
            }
        }
    }
}
