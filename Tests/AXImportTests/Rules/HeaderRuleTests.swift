import AXEngine
@testable import AXImport
import AXModel
import AXTestSupport
import Testing

/// import.md R7: section headers and web headings.
@Suite struct HeaderRuleTests {
    @Test func aSectionHeaderBeforeItsCellsIsAHeading() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.debugDescription(app: "Settings", """
            Table, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x5, {{0.0, 120.0}, {390.0, 39.0}}, label: 'NETWORK'
              Cell, 0x4, {{0.0, 160.0}, {390.0, 45.0}}, label: 'Wi-Fi'
              Cell, 0x6, {{0.0, 205.0}, {390.0, 45.0}}, label: 'Bluetooth'
              Other, 0x7, {{0.0, 300.0}, {390.0, 39.0}}, label: 'Footer text'
            """), name: "settings.txt")
        // A header is an Other right before a cell; the footer has no cell after it.
        #expect(try ImportFixture.speech(analysis) == ["NETWORK. Heading.", "Wi-Fi. Button.", "Bluetooth. Button.", "Footer text"])
        let (headed, _) = try ImportFixture.convert(ImportFixture.debugDescription(app: "Settings", """
            Table, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x5, {{0.0, 120.0}, {390.0, 39.0}}
                StaticText, 0x8, {{20.0, 130.0}, {200.0, 20.0}}, label: 'SECTION'
              Cell, 0x4, {{0.0, 160.0}, {390.0, 45.0}}, label: 'One'
              Cell, 0x6, {{0.0, 205.0}, {390.0, 45.0}}, label: 'Two'
            """), name: "settings.txt")
        #expect(try ImportFixture.speech(headed) == ["SECTION. Heading.", "One. Button.", "Two. Button."])
        let text = try #require(headed.snapshot.nodes.first { $0.label == "SECTION" })
        #expect(text.importNotes == ["R7: the section header of a Table is a heading"])
    }

    /// The Keyboards dump's grouped table: its section headers are headings, in table order.
    @Test func realSectionHeadersAreHeadings() throws {
        let analysis = Analysis(snapshot: try Importer.load(path: Fixture.shared("wda-xml/shirates-core_ios_KeyboardScreen.xml")).snapshot)
        let headings = try ImportFixture.speech(analysis).filter { $0.hasSuffix("Heading.") }
        #expect(headings == ["Keyboards. Heading.", "ALL KEYBOARDS. Heading.", "ENGLISH. Heading.", "Emoji. Heading.", "Kana. Heading."])
    }

    /// WebKit reports a heading's level as a value: a heading, the level never spoken.
    @Test func webHeadingLevelsAreHeadings() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.debugDescription(app: "Safari", """
            WebView, 0x3, {{0.0, 100.0}, {390.0, 744.0}}
              Other, 0x4, {{16.0, 110.0}, {358.0, 40.0}}, value: 2
                Link, 0x5, {{16.0, 110.0}, {200.0, 40.0}}, label: 'Title', value: 2
              StaticText, 0x6, {{16.0, 160.0}, {358.0, 40.0}}, label: 'Chapter one', value: 1
              StaticText, 0x7, {{16.0, 210.0}, {358.0, 40.0}}, label: 'Body text'
            """), name: "safari.txt")
        #expect(try ImportFixture.speech(analysis) == ["Title. Heading. Link.", "Chapter one. Heading.", "Body text"])
    }
}
