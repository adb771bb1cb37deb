@testable import AXImport
import AXTestSupport
import Foundation
import Testing

/// Issue 13: the scanner reads what it takes exactly as `XMLParser` does, and leaves the rest to it.
@Suite struct WDAXMLScannerTests {
    /// Every element as read, parents first, with its depth.
    static func described(_ dump: ImportedDump) -> [String] {
        var lines = dump.warnings
        var pending = [(dump.root, 0)]
        while let (element, depth) = pending.popLast() {
            let frame = element.frame.map { "\($0.x) \($0.y) \($0.width) \($0.height)" } ?? "-"
            let flags = [element.enabled, element.visible, element.accessible, element.nativeAccessibilityElement, element.hittable]
                .map { $0.map { $0 ? "1" : "0" } ?? "-" }.joined()
            let texts = [element.name, element.label, element.value, element.placeholder].map { $0.map { "[\($0)]" } ?? "-" }
            lines.append("\(depth) \(element.type) line \(element.line) \(texts.joined(separator: " ")) \(flags) "
                + "\(element.selected) \(element.focused) \(element.traits ?? ["-"]) \(element.customActions) \(frame)")
            pending.append(contentsOf: element.children.reversed().map { ($0, depth + 1) })
        }
        return lines
    }

    /// What each reader makes of `text`: the scanner's nil when it leaves the text to `XMLParser`.
    static func read(_ text: String) throws -> (scanned: [String]?, parsed: [String]) {
        let prepared = try XMLPrologue.prepare(Array(text.utf8))
        return (WDAXMLScanner.read(prepared).map(described), described(try WDAXMLReader.parse(prepared)))
    }

    @Test func theSamplesReadAsXMLParserReadsThem() throws {
        let folder = Fixture.shared("wda-xml")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".xml") }.sorted()
        #expect(names.count == 5)
        for name in names {
            let text = try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
            let (scanned, parsed) = try Self.read(text)
            #expect(scanned == parsed, "\(name)")
        }
    }

    @Test func tagsOverLinesEntitiesAndCommentsReadAsXMLParserReadsThem() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment - with a dash -->
            <AppiumAUT>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Ünïcode 😀" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton
                  type='XCUIElementTypeButton' label="a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#65;&#x1F600;"
                  enabled="false" hittable="YES" selected="1" traits="Button, Selected" customActions="Copy,Paste"
                  x="1.5" y="-2" width="1e1" height="20"
              />
              <!-- between
                   elements -->
              text between elements, and > too
              <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="" placeholderValue="Name" focused="true" x="0" y="40" width="10">
              </XCUIElementTypeTextField >
            </XCUIElementTypeApplication>
            </AppiumAUT>
            <!-- after -->

            """
        let (scanned, parsed) = try Self.read(text)
        #expect(scanned == parsed)
        #expect(parsed.count == 4)
        #expect(parsed[0] == "TextField (line 13): incomplete or invalid frame; the parent's frame is used")
        #expect(parsed[2] == #"1 Button line 9 - [a & b <c> "d" 'e' A😀] - - 0---1 true false ["Button", "Selected"] ["Copy", "Paste"] 1.5 -2.0 10.0 20.0"#)
    }

    @Test func whatTheScannerDoesNotTakeIsLeftToXMLParser() throws {
        let button = #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="0" y="0" width="10" height="10"/>"#
        for text in [
            "<AppiumAUT>\r\n\(button)</AppiumAUT>",
            "<AppiumAUT><?pi data?>\(button)</AppiumAUT>",
            "<AppiumAUT><![CDATA[x]]>\(button)</AppiumAUT>",
            "<AppiumAUT xmlns=\"urn:x\">\(button)</AppiumAUT>",
            "<AppiumAUT>\(button.replacingOccurrences(of: "label=\"OK\"", with: "label=\"O\tK\""))</AppiumAUT>",
            "<AppiumAUT>&amp;\(button)</AppiumAUT>",
        ] {
            let (scanned, parsed) = try Self.read(text)
            #expect(scanned == nil, "\(text)")
            #expect(parsed.count == 1)
        }
        for malformed in [
            "<AppiumAUT>\(button)</AppiumAUT><x/>", "<AppiumAUT>\(button)", "<AppiumAUT>\(button)</Appium>",
            "<AppiumAUT><XCUIElementTypeButton a=\"1\" a=\"2\"/></AppiumAUT>",
            "<AppiumAUT><XCUIElementTypeButton label=\"1\" x=\"0\" label=\"2\"/></AppiumAUT>",
            "<AppiumAUT><XCUIElementTypeButton index=\"1\" label=\"1\" index=\"2\"/></AppiumAUT>", "<AppiumAUT><XCUIElementTypeButton a=\"1\"b=\"2\"/></AppiumAUT>",
            "<AppiumAUT><XCUIElementTypeButton label=\"&lol;\"/></AppiumAUT>", "<AppiumAUT><!-- a -- b --></AppiumAUT>",
            "<AppiumAUT>\(button)]]></AppiumAUT>", "<AppiumAUT><XCUIElementTypeButton label=\"\u{FFFE}\"/></AppiumAUT>",
            "<project/>", "<AppiumAUT>\(button.replacingOccurrences(of: "label=\"OK\"", with: "label=\"O&#x0;K\""))</AppiumAUT>",
        ] {
            #expect(WDAXMLScanner.read(try XMLPrologue.prepare(Array(malformed.utf8))) == nil, "\(malformed)")
            #expect(throws: ImportError.self) { try WDAXMLReader.read(Array(malformed.utf8)) }
        }
        #expect(WDAXMLScanner.read(try XMLPrologue.prepare([0x3C, 0x41, 0x20, 0x61, 0x3D, 0x22, 0xC3, 0x28, 0x22, 0x2F, 0x3E])) == nil)
        // Checking 100,000 attributes for duplicates pairwise would take minutes; 257 go to XMLParser.
        let many = (0..<257).map { " a\($0)=\"\"" }.joined()
        let (scanned, parsed) = try Self.read("<AppiumAUT><XCUIElementTypeButton\(many) x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></AppiumAUT>")
        #expect(scanned == nil && parsed.count == 1)
        let nested = String(repeating: "<AppiumAUT>", count: 1025) + "<XCUIElementTypeButton/>" + String(repeating: "</AppiumAUT>", count: 1025)
        #expect(WDAXMLScanner.read(try XMLPrologue.prepare(Array(nested.utf8))) == nil)
    }

    @Test func numbersReadAsDoubleReadsThem() {
        for text in ["0", "-0", "130", "-2", "999999999999999", "1000000000000000", "1.5", "1e1", "-", "", "+5", " 1", "0x10", "nan", "inf", "12a"] {
            #expect(WDAElementTree.number(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }
}
