@testable import AXModel
import AXTestSupport
import Testing

@Suite struct LineTableTests {
    /// The table agrees with counting from the start, for every offset of a text with multi-byte
    /// characters and lines longer than a block.
    @Test func agreesWithCountingFromTheStart() {
        let text = "{\n  \"é\": \"한국어\",\n" + String(repeating: "x😀", count: 700) + "\n\n end"
        let bytes = Array(text.utf8)
        let table = LineTable(bytes)
        for offset in 0...bytes.count {
            #expect(table.location(ofOffset: offset) == SourceLocation(bytes: bytes, offset: offset))
        }
    }

    /// Item 8: 100,000 unknown keys in one node (each a located warning) load in linear time; the
    /// loader took 274 s when every warning recounted the lines (here, on a loaded machine with
    /// the other tests beside it: under 10 s alone, up to 30 s).
    @Test func manyWarningsCostLinearTime() throws {
        let keys = (0..<100_000).map { "\"k\($0)\": 1" }.joined(separator: ",\n")
        var loaded: LoadedSnapshot?
        let seconds = try secondsTaken { loaded = try Fixture.load(Fixture.json(#"{"id": "a", "type": "view", "frame": [0, 0, 1, 1], "# + keys + "}")) }
        #expect(loaded?.warnings.count == 100_000)
        #expect(loaded?.warnings.last?.location == SourceLocation(line: 100_001, column: 1))
        #expect(seconds < 120)
    }
}
