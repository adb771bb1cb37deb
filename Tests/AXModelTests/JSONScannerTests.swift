@testable import AXModel
import Testing

@Suite struct JSONScannerTests {
    /// The events of scanning `text` for nodes, each with the kind of its value and the size of
    /// the tape when it came.
    func events(_ text: String) throws -> [String] {
        var document = JSONDocument(bytes: Array(text.utf8), tape: [], numbers: [])
        var scanner = JSONScanner(splitsNodes: true)
        var result: [String] = []
        while true {
            switch try scanner.advance(&document) {
            case .nodeHead(let value):
                result.append("head \(document.kind(value)) at \(value.index), tape \(document.tape.count)")
            case .nodeEnd(let value):
                result.append("end \(document.kind(value)) at \(value.index), tape \(document.tape.count)")
            case .end:
                result.append("end of document, tape \(document.tape.count)")
                return result
            }
        }
    }

    @Test func stopsAtEveryNodeAndForgetsItsEntries() throws {
        let text = #"{"format": "axsnap", "root": {"id": "a", "children": [{"id": "b", "frame": [1, 2.5]}, {"id": "c", "children": [7]}], "label": "x"}}"#
        #expect(try events(text) == [
            // top object, "format", "axsnap", "root", a, "id", "a", "children", the array
            "head object at 4, tape 9",
            // b: its object, "id", "b", "frame", the array and its two numbers
            "end object at 9, tape 16",
            "head object at 9, tape 14",
            "end number at 14, tape 15",
            "end object at 9, tape 14",
            // a's members after the children are read before a ends
            "end object at 4, tape 11",
            // a stays as an empty object, the value of "root"
            "end of document, tape 5",
        ])
    }

    @Test func theTopObjectStaysReadableWithTheRootEmptied() throws {
        var document = JSONDocument(bytes: Array(#"{"root": {"id": "a"}, "title": "T", "n": 0.5}"#.utf8), tape: [], numbers: [])
        var scanner = JSONScanner(splitsNodes: true)
        while true {
            if case .end = try scanner.advance(&document) { break }
        }
        let root = try #require(document.member(document.root, "root"))
        #expect(document.kind(root) == .object)
        #expect(document.count(root) == 0)
        #expect(document.member(document.root, "title").flatMap(document.string) == "T")
        #expect(document.member(document.root, "n").flatMap(document.number) == 0.5)
    }

    @Test func holdsOnlyTheOpenPathOfALongList() throws {
        let children = (0..<10_000).map { #"{"id": "n\#($0)", "frame": [0, 0, 1.5, 1]}"# }.joined(separator: ",")
        var document = JSONDocument(bytes: Array(#"{"root": {"id": "r", "children": [\#(children)]}}"#.utf8), tape: [], numbers: [])
        var scanner = JSONScanner(splitsNodes: true)
        var largest = 0
        while true {
            if case .end = try scanner.advance(&document) { break }
            largest = max(largest, document.tape.count, document.numbers.count)
        }
        // The top object, "root", r and its "id" and "children", then one child: its object, "id",
        // its id, "frame", the array and four numbers.
        #expect(largest == 7 + 9)
    }

    @Test func aKeyNamedWithEscapesStillNamesTheChildren() throws {
        #expect(try events(#"{"ro\u006ft": {"id": "a", "childre\u006e": [{"id": "b"}]}}"#) == [
            "head object at 2, tape 7",
            "end object at 7, tape 10",
            "end object at 2, tape 7",
            "end of document, tape 3",
        ])
    }

    @Test func withoutSplittingItIsTheWholeDocumentParser() throws {
        let text = #"{"root": {"id": "a", "children": [{"id": "b"}]}}"#
        var document = JSONDocument(bytes: Array(text.utf8), tape: [], numbers: [])
        var scanner = JSONScanner(splitsNodes: false)
        guard case .end = try scanner.advance(&document) else { Issue.record("stopped before the end"); return }
        #expect(document.tape.count == (try JSONParser.parse(Array(text.utf8))).tape.count)
        #expect(document.tape.count == 10)
    }
}
