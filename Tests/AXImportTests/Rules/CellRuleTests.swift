import AXEngine
@testable import AXImport
import AXModel
import AXTestSupport
import Testing

/// import.md R5: a cell is one stop.
@Suite struct CellRuleTests {
    /// A Settings row: the cell reports label and value and holds both texts and a chevron.
    @Test func aCellWithTextsAndAChevronIsOneStop() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.appium(app: "Settings", """
                <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="390" height="844">
                  <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="248" width="390" height="45" name="Wi-Fi" label="Wi-Fi" value="Home">
                    <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="false" x="20" y="255" width="29" height="30"/>
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="64" y="260" width="45" height="21" name="WIFI" label="Wi-Fi" value="Wi-Fi"/>
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="300" y="260" width="45" height="21" name="Home" label="Home" value="Home"/>
                    <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="false" visible="false" x="358" y="263" width="12" height="15" name="chevron" label="chevron"/>
                  </XCUIElementTypeCell>
                  <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="false" visible="true" x="0" y="292" width="390" height="45">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="64" y="304" width="95" height="21" label="Personal Hotspot"/>
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="300" y="304" width="30" height="21" label="Off"/>
                  </XCUIElementTypeCell>
                </XCUIElementTypeTable>
            """))
        #expect(try ImportFixture.speech(analysis) == ["Wi-Fi: Home. Button.", "Personal Hotspot, Off. Dimmed. Button."])
        let nodes = analysis.snapshot.nodes
        let chevron = try #require(nodes.firstIndex { $0.id == "chevron" })
        #expect(analysis.explanation(ofNode: chevron) == "unreachable: child of `Wi-Fi`, whose `childBehavior: ignore` drops its children")
    }

    /// The real Settings and Keyboards dumps: one stop per row, in table order, a switch's value.
    @Test func realSettingsRowsAreOneStopEach() throws {
        let settings = Analysis(snapshot: try Importer.load(path: Fixture.shared("wda-xml/shirates-core_ios_SettingsTopScreen.xml")).snapshot)
        #expect(try ImportFixture.speech(settings) == [
            "Settings. Heading.", "Sign in to your iPhone: Set up iCloud, the App Store, and more. Button.", "General. Button.",
            "Accessibility. Button.", "Privacy. Button.", "Passwords. Button.", "Safari. Button.", "News. Button.", "Maps. Button.",
            "Shortcuts. Button.", "Health. Button.", "Siri & Search. Button.", "Photos. Button.", "Game Center. Button.",
            "Developer. Button.", "app.st. Button.",
        ])
        let keyboards = Analysis(snapshot: try Importer.load(path: Fixture.shared("wda-xml/shirates-core_ios_KeyboardScreen.xml")).snapshot)
        let speech = try ImportFixture.speech(keyboards)
        #expect(speech[2...6] == ["Keyboards: 3. Button.", "Text Replacement. Button.", "One-Handed Keyboard: Off. Button.",
                                  "ALL KEYBOARDS. Heading.", "Auto-Correction. Switch Button. Off."])
    }

    /// A cell without a label of its own reads its texts in document order; without a value of
    /// its own it takes its switch's.
    @Test func aCellReadsItsTextsAndItsSwitch() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.debugDescription(app: "Settings", """
            Table, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
              Cell, 0x4, {{0.0, 100.0}, {390.0, 45.0}}
                StaticText, 0x5, {{20.0, 112.0}, {120.0, 21.0}}, label: 'Airplane Mode'
                Switch, 0x6, {{319.0, 107.0}, {51.0, 31.0}}, label: 'Airplane Mode', value: 1
            """), name: "settings.txt")
        #expect(try ImportFixture.speech(analysis) == ["Airplane Mode. Switch Button. On."])
        let cell = try #require(analysis.snapshot.nodes.first { $0.id == "cell" })
        #expect(cell.importNotes == ["R5: the cell has no label of its own; it reads its texts, joined", "R5: the cell's value is its switch's",
                                     "R5: a table cell is one element and stands for its subviews, which are not reached"])
    }
}
