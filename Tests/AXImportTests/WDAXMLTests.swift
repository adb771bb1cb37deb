import AXEngine
@testable import AXImport
import AXModel
import AXTestSupport
import Foundation
import Testing

/// Support for the importer tests: convert text, load the result, speak its stops.
enum ImportFixture {
    static func convert(_ text: String, format: ImportFormat? = nil, name: String = "dump.xml") throws -> (Analysis, [String]) {
        let conversion = try Importer.convert(Array(text.utf8), fileName: name, format: format)
        let loaded = try SnapshotLoader.load(bytes: Array(conversion.text.utf8), fileName: "converted.axsnap")
        #expect(loaded.warnings.isEmpty)
        return (Analysis(snapshot: loaded.snapshot), conversion.warnings.map(\.description))
    }

    static func speech(_ analysis: Analysis) throws -> [String] {
        try analysis.resolution.elements.map { try analysis.narrator.describe($0).speech.description }
    }

    static func error(_ text: String, format: ImportFormat? = nil, name: String = "dump.xml") -> String? {
        do throws(Diagnostic) {
            _ = try Importer.convert(Array(text.utf8), fileName: name, format: format)
            return nil
        } catch {
            return error.description
        }
    }
}

@Suite struct WDAXMLTests {
    func sample(_ name: String) throws -> LoadedSnapshot {
        try Importer.load(path: Fixture.shared("wda-xml/\(name).xml"))
    }

    @Test func settingsTopScreenReadsAsVoiceOverDoes() throws {
        let loaded = try sample("shirates-core_ios_SettingsTopScreen")
        let analysis = Analysis(snapshot: loaded.snapshot)
        let speech = try ImportFixture.speech(analysis)
        #expect(speech.prefix(6) == ["Settings. Heading.", "Sign in to your iPhone: Set up iCloud, the App Store, and more. Button.",
                                     "General. Button.", "Accessibility. Button.", "Privacy. Button.", "Passwords. Button."])
        #expect(speech.count == 16)
        #expect(analysis.resolution.elements.allSatisfy { $0.customActions.isEmpty })
        // The cell's subviews (the chevron, the texts) are not reached.
        let general = try #require(loaded.snapshot.nodes.firstIndex { $0.label == "General" && $0.type == .view })
        let chevron = try #require(loaded.snapshot.nodes[general].children.first { loaded.snapshot.nodes[$0].label == "chevron" })
        #expect(analysis.explanation(ofNode: chevron) == "unreachable: child of `General`, whose `childBehavior: ignore` drops its children")
        #expect(loaded.snapshot.screen.width == 390 && loaded.snapshot.screen.height == 844)
    }

    @Test func keyboardCellsCarryTheirSwitch() throws {
        let analysis = Analysis(snapshot: try sample("shirates-core_ios_KeyboardScreen").snapshot)
        let speech = try ImportFixture.speech(analysis)
        #expect(speech.contains("Auto-Correction. Switch Button. Off."))
        #expect(speech.contains("Smart Punctuation. Switch Button. On."))
        #expect(speech.contains("Keyboards: 3. Button."))
        #expect(speech.contains("About Dictation and Privacy…. Link."))
    }

    @Test func webDriverAgentsAccessibleAttributeDecides() throws {
        let loaded = try sample("shirates-core_ios_Calendar_DateAndTime_ja")
        let analysis = Analysis(snapshot: loaded.snapshot)
        let speech = try ImportFixture.speech(analysis)
        #expect(speech.contains("12月. Button."))
        #expect(speech.contains("今日, 12月15日 金曜日"))
        #expect(speech.count == 39)
        // Every element the dump marks accessible="true" is reached, and only those.
        let nodes = loaded.snapshot.nodes
        #expect(analysis.resolution.elements.allSatisfy { nodes[$0.node].isAccessibilityElement == true })
    }

    /// Safari's page source of TodoMVC (`Tests/Samples/wda-xml`): its text fields list no traits
    /// (`traits=""`), as WebDriverAgent cannot name UIKit's private text entry trait, and are
    /// still text fields; a text whose value is its label with a trailing space says it once.
    @Test func aWebPagesTextFieldsAreTextFieldsThoughTheirTraitsAreEmpty() throws {
        let loaded = try Importer.load(path: Fixture.projectSample(
            "wda-xml/shinulearning-ShinuAILabs-Alumnium_safari-todomvc-webview-links-tip-popover.xml"))
        let speech = try ImportFixture.speech(Analysis(snapshot: loaded.snapshot))
        #expect(speech.count == 21)
        #expect(Array(speech[7...11]) == [
            "todos. Heading. Link.", "What needs to be done?. Text Field.", "Double-click to edit a todo",
            "Created by the TodoMVC Team", "Part of",
        ])
        #expect(speech[19] == "Address: \u{200E}todomvc.com. Text Field.")
    }

    @Test func attributesMapToTraitsActionsAndNotes() throws {
        let (analysis, warnings) = try ImportFixture.convert("""
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Piano" label="Piano" x="0" y="0" width="393" height="852">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="play" label="Play" x="10.5" y="100.25" width="80" height="44"
                   traits="Button, Selected" customActions="Repeat,Share"/>
                <XCUIElementTypeOther type="XCUIElementTypeOther" label="Keys" x="0" y="200" width="393" height="200"
                   traits="AllowsDirectInteraction"/>
                <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" label="Metronome" value="1" enabled="false" x="10" y="420" width="60" height="30"/>
                <XCUIElementTypeTextField type="XCUIElementTypeTextField" placeholderValue="Song name" x="10" y="470" width="300" height="30"/>
                <XCUIElementTypeImage type="XCUIElementTypeImage" name="logo" visible="false" x="10" y="520" width="30" height="30"/>
                <XCUIElementTypeGauge type="XCUIElementTypeGauge" label="Level" x="10" y="560" width="30" height="30" traits="Spinning"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """)
        let speech = try ImportFixture.speech(analysis)
        #expect(speech == ["Selected: Play. Button.", "Keys", "Metronome. Dimmed. Switch Button. On.", "Song name. Text Field.", "Level"])
        let nodes = analysis.snapshot.nodes
        let play = nodes[analysis.resolution.elements[0].node]
        #expect(play.frame == Rect(x: 10.5, y: 100.25, width: 80, height: 44))
        #expect(play.customActions.map(\.name) == ["Repeat", "Share"])
        #expect(play.identifier == "play")
        #expect(nodes[analysis.resolution.elements[1].node].directTouch == [])
        #expect(nodes[analysis.resolution.elements[3].node].text == "Song name")
        let logo = try #require(nodes.first { $0.id == "logo" })
        #expect(logo.importNotes == ["R3: WebDriverAgent reported visible=\"false\"; kept, because real dumps report it for elements that are on screen"])
        #expect(warnings == ["dump.xml:11:1: warning: Gauge \"Level\" (line 11): unknown trait 'Spinning' (ignored)",
                             "dump.xml:11:1: warning: Gauge \"Level\" (line 11): unknown element type 'Gauge'; imported as a view"])
    }

    @Test func malformedXMLIsRefusedWithItsLocation() {
        let error = ImportFixture.error("""
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
                <XCUIElementTypeButton label="OK" x="1" y="2" width="3" height="4">
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """)
        #expect(error == "dump.xml:4:32: error: malformed XML: an end tag does not match its start tag")
        #expect(ImportFixture.error("<AppiumAUT></AppiumAUT>") == "dump.xml:1:1: error: no XCUIElementType element in the XML")
    }
}
