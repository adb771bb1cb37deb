@testable import AXImport
import AXModel
import Testing

/// Written for this project in XCTest's `debugDescription` format (no licensed public sample exists).
@Suite struct DebugDescriptionTests {
    static let log = """
        t =     1.52s Checking existence of `Button`
        Attributes: Application, pid: 4242, label: 'Settings'
        Element subtree:
         →Application, 0x600000c8c1e0, pid: 4242, label: 'Settings'
            Window (Main), 0x600000c8c2c0, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600000c8c3a0, {{0.0, 0.0}, {390.0, 844.0}}
                NavigationBar, 0x600000c8c480, {{0.0, 47.0}, {390.0, 96.0}}, identifier: 'Settings'
                  StaticText, 0x600000c8c560, {{16.0, 94.0}, {135.0, 41.0}}, label: 'Settings'
                Cell, 0x600000c8c640, {{0.0, 150.0}, {390.0, 45.0}}, identifier: 'WIFI', label: 'Wi-Fi', value: Home
                Button, 0x600000c8c720, {{16.0, 200.0}, {200.0, 44.0}}, label: 'Say "hi", it's fine', Selected
                TextField, 0x600000c8c800, {{16.0, 250.0}, {300.0, 36.0}}, placeholderValue: 'Search', value: Lisbon, Focused
                Button, 0x600000c8c8e0, {{16.0, 300.0}, {80.0, 44.0}}, label: 'Delete', Disabled
        Path to element:
         →Application, 0x600000c8c1e0, pid: 4242, label: 'Settings'
        Query chain:
         →Find: Target Application 'com.apple.Preferences'
        """

    @Test func readsNestingFramesQuotesAndFlags() throws {
        let (analysis, warnings) = try ImportFixture.convert(Self.log, name: "failure.txt")
        #expect(warnings.isEmpty)
        #expect(try ImportFixture.speech(analysis) == ["Settings. Heading.", "Wi-Fi: Home. Button.",
                                                        "Selected: Say \"hi\", it's fine. Button.",
                                                        "Lisbon. Text Field. Is editing.", "Delete. Dimmed. Button."])
        let nodes = analysis.snapshot.nodes
        #expect(nodes.map(\.id).prefix(4) == ["application", "window", "other", "Settings"])
        #expect(nodes.first { $0.id == "WIFI" }?.frame == Rect(x: 0, y: 150, width: 390, height: 45))
        #expect(nodes.count == 9)
    }

    @Test func malformedTextIsRefusedWithItsLocation() {
        let badFrame = """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'A'
                Button, 0x2, {{0.0, 0.0}, {390.0}}, label: 'OK'
            """
        #expect(ImportFixture.error(badFrame, format: .xcuitest, name: "log.txt")
                == "log.txt:3:18: error: malformed frame '{{0.0, 0.0}, {390.0}}': expected {{x, y}, {width, height}}")
        let twoRoots = """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'A'
             Application, 0x2, pid: 2, label: 'B'
            """
        #expect(ImportFixture.error(twoRoots, format: .xcuitest, name: "log.txt")
                == "log.txt:3:2: error: a second top-level element: the subtree must have one root (check the indentation)")
        #expect(ImportFixture.error("Element subtree:\n   \n", format: .xcuitest, name: "log.txt")
                == "log.txt:2:1: error: no elements: expected lines such as 'Button, 0x…, {{x, y}, {w, h}}'")
        let unterminated = "Element subtree:\n →Application, 0x1, label: 'A\n"
        #expect(ImportFixture.error(unterminated, format: .xcuitest, name: "log.txt") == "log.txt:2:28: error: unterminated quoted label")
    }
}
