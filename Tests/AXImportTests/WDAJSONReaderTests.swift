@testable import AXImport
import AXModel
import AXTestSupport
import Testing

/// The WebDriverAgent JSON reader's bounds (README, Robustness).
@Suite struct WDAJSONReaderTests {
    /// Item 3: 4,000 levels (8,000 of JSON nesting) are refused while reading, on a 1 MiB stack.
    @Test func deepNestingIsRefusedOnASmallStack() {
        let depth = 4_000
        let text = String(repeating: #"{"type": "Other", "children": ["#, count: depth) + "{}" + String(repeating: "]}", count: depth)
        let error = onSmallStack { ImportFixture.error(text, name: "dump.json") }
        #expect(error == "dump.json:1:15873: error: elements nested deeper than 512 levels")
    }

    /// Item 21: each element's line comes from a table built once. Counting from the start of
    /// the file for each element took 21.6 s for 20,000 siblings; 60,000 would take minutes.
    @Test func manySiblingsTakeLinearTime() throws {
        let children = (0..<60_000).map { #"{"type": "Button", "label": "b\#($0)", "rect": {"x": 0, "y": \#($0), "width": 10, "height": 1}}"# }
        let text = #"{"type": "Application", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [\#n"#
            + children.joined(separator: ",\n") + "]}"
        var dump: ImportedDump?
        let seconds = try secondsTaken { dump = try WDAJSONReader.read(Array(text.utf8)) }
        #expect(dump?.root.children.count == 60_000)
        #expect(dump?.root.children.last?.line == 60_001)
        #expect(seconds < 60)
    }

    /// Item 18: a duplicate key is refused with its location.
    @Test func duplicateKeysAreRefused() {
        #expect(ImportFixture.error(#"{"type": "Button", "label": "a",\#n "label": "b"}"#, name: "dump.json")
            == "dump.json:2:2: error: malformed JSON: duplicate key 'label' in an object: each key may appear only once")
    }
}
