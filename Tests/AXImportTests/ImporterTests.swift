@testable import AXImport
import AXModel
import AXTestSupport
import Foundation
import Testing

/// Format detection and the importer's shared bounds (README, Robustness).
@Suite struct ImporterTests {
    /// Item 14: detection looks at the first significant token, at any offset.
    @Test func detectsAfterLongLeadingSpace() {
        let space = String(repeating: " \n", count: 70_000)
        #expect(ImportFormat.detect(Array((space + #"{"type": "Button"}"#).utf8)) == .wdaJSON)
        #expect(ImportFormat.detect(Array((space + #"{"format": "axsnap"}"#).utf8)) == nil)
        #expect(ImportFormat.detect(Array((space + "<!-- " + String(repeating: "x", count: 70_000) + " --><AppiumAUT/>").utf8)) == .wdaXML)
        #expect(ImportFormat.detect(Array((space + "Attributes: Application, pid: 1").utf8)) == .xcuitest)
    }

    /// The top-level keys decide between a snapshot and WebDriverAgent JSON, whatever comes first.
    @Test func jsonIsTelledByItsTopLevelKeys() {
        let bigValue = #"{"title": "\#(String(repeating: "t", count: 100_000))", "root": {"type": "x"}, "format": "axsnap"}"#
        #expect(ImportFormat.detect(Array(bigValue.utf8)) == nil)
        #expect(ImportFormat.detect(Array(#"{"value": {"format": "axsnap"}}"#.utf8)) == .wdaJSON)
    }

    /// Item 20: a UTF-16 dump with a byte-order mark is detected without `--from`.
    @Test func detectsThroughAByteOrderMark() throws {
        let text = #"{"type": "Application", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}}"#
        let bytes: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try Importer.convert(bytes, fileName: "dump.json").format == .wdaJSON)
    }

    /// Item 15: errors are reported against the input.
    @Test func errorsNameTheInput() {
        #expect(ImportFixture.error("Element subtree:\n →Application, 0x1, {{0, 0}, {390, 844}}\n  Button, 0x2, {{0, 0}}", name: "in.txt")?
            .hasPrefix("in.txt:3:") == true)
    }
}

@Suite struct ImporterLoadTests {
    /// Item 15: a conversion the loader refuses (an element type that makes no valid id) is
    /// reported against the input, not the converted text.
    @Test func refusalsOfTheConvertedSnapshotNameTheInput() throws {
        let text = #"<AppiumAUT><XCUIElementTypeÜber type="XCUIElementTypeÜber" x="0" y="0" width="10" height="10"/></AppiumAUT>"#
        let conversion = try Importer.convert(Array(text.utf8), fileName: "dump.xml")
        #expect(throws: Diagnostic(severity: .error, file: "dump.xml", location: SourceLocation(line: 1, column: 1), path: "",
                                   message: "the snapshot converted from it is refused: root.id: invalid id 'über': expected 1 to 128 of A–Z a–z 0–9 _ . : -")) {
            try Importer.load(conversion, fileName: "out.axsnap", displayName: "dump.xml")
        }
    }

    /// Issue 13: `import` loads a conversion only when the importer cannot vouch for it (loading
    /// took a fifth of the time and most of the memory); every sample it vouches for loads.
    @Test func conversionsKnowWhetherTheyLoad() throws {
        let button = #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="0" y="0" width="10" height="10"/>"#
        #expect(try Importer.convert(Array("<AppiumAUT>\(button)</AppiumAUT>".utf8), fileName: "dump.xml").isKnownToLoad)
        let über = #"<AppiumAUT><XCUIElementTypeÜber type="XCUIElementTypeÜber" x="0" y="0" width="10" height="10"/></AppiumAUT>"#
        #expect(try !Importer.convert(Array(über.utf8), fileName: "dump.xml").isKnownToLoad)
        // A window beyond the coordinate limit makes a screen wider than the loader takes.
        let far = #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication">"#
            + #"<XCUIElementTypeWindow type="XCUIElementTypeWindow" x="900000000" y="0" width="900000000" height="10"/>"#
            + "</XCUIElementTypeApplication></AppiumAUT>"
        let conversion = try Importer.convert(Array(far.utf8), fileName: "dump.xml")
        #expect(!conversion.isKnownToLoad)
        #expect(throws: Diagnostic.self) { try Importer.load(conversion, fileName: "out.axsnap", displayName: "dump.xml") }
        for folder in ["wda-xml", "xcuitest"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.shared(folder)).filter { !$0.hasPrefix("LICENSE") }
            for name in names {
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Fixture.shared("\(folder)/\(name)"))))
                let sample = try Importer.convert(bytes, fileName: name)
                #expect(sample.isKnownToLoad, "\(name)")
                _ = try Importer.load(sample, fileName: "out.axsnap", displayName: name)
            }
        }
    }

    /// Issue 13: generated ids are numbered in linear time. Counting from 2 for each unnamed
    /// element took 22 s for 20,000; 60,000 would take minutes.
    @Test func manyUnnamedElementsTakeLinearTime() throws {
        let root = ImportedElement(type: "Application", line: 1)
        root.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        for line in 2...60_001 {
            let button = ImportedElement(type: "Button", line: line)
            button.label = "b"
            root.children.append(button)
        }
        var output: [UInt8] = []
        let seconds = try secondsTaken {
            output = try SnapshotBuilder.build(ImportedDump(root: root), source: .wdaXML, title: "t", screenshot: nil).bytes
        }
        #expect(String(decoding: output, as: UTF8.self).contains(#""id": "button-60000""#))
        // About 10 s alone in a debug build, 40 s beside the other tests on this machine.
        #expect(seconds < 120)
    }
}
