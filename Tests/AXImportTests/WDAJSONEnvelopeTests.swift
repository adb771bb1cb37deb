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

extension WDAJSONEnvelopeTests {
    /// `GET /source` over HTTP answers the XML (or description) as a string in `value`.
    @Test func aSourceCarriedAsAStringIsReadInItsOwnFormat() throws {
        let xml = #"<?xml version=\"1.0\" encoding=\"UTF-8\"?><AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"Clock\" x=\"0\" y=\"0\" width=\"390\" height=\"844\"><XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"Edit\" x=\"16\" y=\"60\" width=\"60\" height=\"44\"/></XCUIElementTypeApplication></AppiumAUT>"#
        let conversion = try Importer.convert(Array(#"{"value": "\#(xml)", "sessionId": "8A1F"}"#.utf8), fileName: "source.json")
        #expect(conversion.format == .wdaXML)
        let (analysis, _) = try ImportFixture.convert(#"{"value": "\#(xml)"}"#, name: "source.json")
        #expect(try ImportFixture.speech(analysis) == ["Edit. Button."])
        #expect(ImportFixture.error(#"{"value": "no source"}"#, name: "source.json")
                == #"source.json:1:1: error: expected a WebDriverAgent source object (bare, {"value": …} or {"value": {"tree": …}})"#)
    }
}
