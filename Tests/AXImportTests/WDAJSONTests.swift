@testable import AXImport
import AXModel
import Testing

@Suite struct WDAJSONTests {
    static let source = """
        {"value": {"type": "XCUIElementTypeApplication", "name": "Settings", "label": "Settings", "isEnabled": "1",
          "rect": {"x": 0, "y": 0, "width": 390, "height": 844},
          "children": [
            {"type": "NavigationBar", "name": "Settings", "rect": {"x": 0, "y": 47, "width": 390, "height": 96},
             "children": [{"type": "StaticText", "label": "Settings", "value": "Settings", "isAccessible": "1",
                           "rect": {"x": 15, "y": 94, "width": 135, "height": 42}}]},
            {"type": "Cell", "label": "Wi-Fi", "value": "Home", "isAccessible": true, "frame": "{{0, 150}, {390, 45}}"},
            {"type": "Cell", "label": "Bluetooth", "isAccessible": "1", "rect": {"x": 0, "y": 195, "width": 390, "height": 45},
             "children": [{"type": "Switch", "label": "Bluetooth", "value": "1", "isAccessible": "0",
                           "rect": {"x": 320, "y": 202, "width": 51, "height": 31}}]},
            {"type": "Button", "label": "Edit", "isEnabled": "0", "isAccessible": "1", "rect": {"x": 300, "y": 50, "width": 60, "height": 44}}
          ]}, "sessionId": "abc"}
        """

    @Test func readsAppiumsWrappedJSON() throws {
        let (analysis, warnings) = try ImportFixture.convert(Self.source, name: "source.json")
        #expect(warnings.isEmpty)
        #expect(try ImportFixture.speech(analysis) == ["Settings. Heading.", "Edit. Dimmed. Button.", "Wi-Fi: Home. Button.",
                                                        "Bluetooth. Switch Button. On."])
        #expect(analysis.snapshot.screen.width == 390)
    }

    @Test func detectsEachFormat() {
        #expect(ImportFormat.detect(Array(Self.source.utf8)) == .wdaJSON)
        #expect(ImportFormat.detect(Array(#"  {"format": "axsnap", "version": 1}"#.utf8)) == nil)
        #expect(ImportFormat.detect(Array("\u{FEFF}<?xml version=\"1.0\"?><AppiumAUT/>".utf8)) == .wdaXML)
        #expect(ImportFormat.detect(Array("Attributes: Application, pid: 1\nElement subtree:\n".utf8)) == .xcuitest)
        #expect(ImportFormat.detect(Array(" →Application, 0x600000c8c1e0, pid: 1, label: 'A'\n".utf8)) == .xcuitest)
        #expect(ImportFormat.detect(Array("hello".utf8)) == nil)
    }

    @Test func malformedJSONIsRefusedWithItsLocation() {
        #expect(ImportFixture.error("{\"type\": \"Application\",\n \"children\": [}", name: "source.json")
                == "source.json:2:15: error: malformed JSON: expected a value, found '}'")
        #expect(ImportFixture.error("{\"value\": 3, \"sessionId\": 1}", name: "source.json")
                == #"source.json:1:1: error: expected a WebDriverAgent source object (bare, {"value": …} or {"value": {"tree": …}})"#)
    }
}
