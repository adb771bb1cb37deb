@testable import AXImport
import AXModel
import Testing

/// import.md R1: the three JSON envelopes and both rect forms read alike.
@Suite struct WDAJSONEnvelopeTests {
    static let node = """
        {"type": "XCUIElementTypeApplication", "label": "Clock", "rect": {"x": 0, "y": 0, "width": 390, "height": 844},
         "children": [
           {"label": "World Clock", "rect": {"origin": {"x": 16, "y": 100}, "size": {"width": 200, "height": 40}}},
           {"type": "Button", "label": "Edit", "frame": "{{300, 100}, {60, 40}}"}]}
        """

    func converted(_ text: String) throws -> String {
        try Importer.convert(Array(text.utf8), fileName: "source.json").text
    }

    @Test func everyEnvelopeGivesTheSameSnapshot() throws {
        let bare = try converted(Self.node)
        #expect(try converted(#"{"value": \#(Self.node), "sessionId": "8A1F"}"#) == bare)
        #expect(try converted(#"{"value": {"tree": \#(Self.node)}, "sessionId": "8A1F", "status": 0}"#) == bare)
        let (analysis, _) = try ImportFixture.convert(#"{"value": {"tree": \#(Self.node)}}"#, name: "source.json")
        // A node without a type is an Other; both rect forms and the string frame are read.
        #expect(try ImportFixture.speech(analysis) == ["World Clock", "Edit. Button."])
        #expect(analysis.snapshot.nodes.map(\.frame) == [Rect(x: 0, y: 0, width: 390, height: 844),
                                                          Rect(x: 16, y: 100, width: 200, height: 40),
                                                          Rect(x: 300, y: 100, width: 60, height: 40)])
    }

    @Test func anObjectThatIsNoNodeIsRefused() {
        #expect(ImportFixture.error(#"{"value": {"tree": 3}, "status": 0}"#, name: "source.json")
                == #"source.json:1:11: error: expected a WebDriverAgent source object (bare, {"value": …} or {"value": {"tree": …}})"#)
    }
}
