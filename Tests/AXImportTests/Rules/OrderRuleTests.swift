import AXEngine
@testable import AXImport
import AXModel
import AXTestSupport
import Testing

/// import.md R9: bars, scroll containers, web content and the status bar.
@Suite struct OrderRuleTests {
    /// Web content is read in document order; a toolbar below a long page comes after it.
    @Test func webContentIsReadInDocumentOrder() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.debugDescription(app: "Safari", """
            WebView, 0x3, {{0.0, 47.0}, {390.0, 2000.0}}
              Link, 0x4, {{300.0, 60.0}, {80.0, 30.0}}, label: 'Sign in'
              Button, 0x5, {{16.0, 60.0}, {80.0, 30.0}}, label: 'Menu'
              StaticText, 0x6, {{16.0, 1900.0}, {300.0, 30.0}}, label: 'Copyright'
            Toolbar, 0x7, {{0.0, 760.0}, {390.0, 84.0}}
              Button, 0x8, {{16.0, 770.0}, {44.0, 44.0}}, label: 'Back'
              Button, 0x9, {{330.0, 770.0}, {44.0, 44.0}}, label: 'Tabs'
            """), name: "safari.txt")
        #expect(try ImportFixture.speech(analysis) == ["Sign in. Link.", "Menu. Button.", "Copyright", "Back. Button.", "Tabs. Button."])
    }

    /// A table scrolled under its navigation bar: rows above the viewport stay in the table's
    /// run, which is placed by its first row on screen, after the bar.
    @Test func aScrolledTableIsPlacedByItsFirstRowOnScreen() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.appium(app: "Notes", """
                <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="390" height="844">
                  <XCUIElementTypeCell type="XCUIElementTypeCell" name="Archive" label="Archive" enabled="true" visible="false" x="0" y="-40" width="390" height="44"/>
                  <XCUIElementTypeCell type="XCUIElementTypeCell" name="Drafts" label="Drafts" enabled="true" visible="true" x="0" y="104" width="390" height="44"/>
                  <XCUIElementTypeCell type="XCUIElementTypeCell" name="Sent" label="Sent" enabled="true" visible="true" x="0" y="148" width="390" height="44"/>
                </XCUIElementTypeTable>
                <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Folders" enabled="true" visible="true" x="0" y="47" width="390" height="44">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Folders" label="Folders" value="Folders" enabled="true" visible="true" x="160" y="58" width="70" height="21"/>
                </XCUIElementTypeNavigationBar>
            """))
        #expect(try ImportFixture.speech(analysis) == ["Folders. Heading.", "Archive. Button.", "Drafts. Button.", "Sent. Button."])
    }

    /// The status bar's items come after the app, though XCTest lists its window first.
    @Test func theStatusBarIsReadLast() throws {
        let (analysis, _) = try ImportFixture.convert("""
             →Application, 0x1, pid: 7, label: 'Clock'
                Window, 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  StatusBar, 0x3, {{0.0, 0.0}, {390.0, 47.0}}
                    Other, 0x4, {{0.0, 0.0}, {390.0, 47.0}}
                      Other, 0x5, {{30.0, 14.0}, {50.0, 21.0}}, label: '9:41'
                      Other, 0x6, {{300.0, 14.0}, {30.0, 21.0}}, label: '3 of 4 bars, signal strength'
                Window (Main), 0x7, {{0.0, 0.0}, {390.0, 844.0}}
                  StaticText, 0x8, {{16.0, 100.0}, {200.0, 40.0}}, label: 'Alarms'
                  Button, 0x9, {{16.0, 160.0}, {100.0, 44.0}}, label: 'Add Alarm'
            """, name: "clock.txt")
        #expect(try ImportFixture.speech(analysis) == ["Alarms", "Add Alarm. Button.", "9:41", "3 of 4 bars, signal strength"])
    }

    /// An alert hides the app behind it; the status bar, in its own window, still comes last.
    @Test func anAlertKeepsTheCursorAndTheStatusBarStaysLast() throws {
        let (analysis, _) = try ImportFixture.convert("""
             →Application, 0x1, pid: 7, label: 'Mail'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Table, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
                    Cell, 0x4, {{0.0, 100.0}, {390.0, 44.0}}, label: 'Inbox'
                  Alert, 0x5, {{40.0, 300.0}, {310.0, 200.0}}
                    StaticText, 0x6, {{60.0, 320.0}, {270.0, 20.0}}, label: 'Delete?'
                    Button, 0x7, {{60.0, 450.0}, {100.0, 44.0}}, label: 'Cancel'
                    Button, 0x8, {{230.0, 450.0}, {100.0, 44.0}}, label: 'Delete'
                Window, 0x9, {{0.0, 0.0}, {390.0, 844.0}}
                  StatusBar, 0xa, {{0.0, 0.0}, {390.0, 47.0}}
                    Other, 0xb, {{30.0, 14.0}, {50.0, 21.0}}, label: '9:41'
            """, name: "mail.txt")
        #expect(try ImportFixture.speech(analysis) == ["Delete?", "Cancel. Button.", "Delete. Button.", "9:41"])
    }

    /// The Chinese demo app: the tab bar, below the content, is read after it, each tab "i of n".
    @Test func realTabBarComesAfterTheContent() throws {
        let analysis = Analysis(snapshot: try Importer.load(
            path: Fixture.shared("xcuitest/XQUITestDemo_MineTab_TabBar_zh-Hans.debugdescription.txt")).snapshot)
        #expect(try ImportFixture.speech(analysis) == ["我的. Heading.", "点我. Button.", "首页. Tab. 1 of 2.", "Selected: 我的. Tab. 2 of 2."])
        #expect(analysis.snapshot.screen.width == 375 && analysis.snapshot.screen.height == 667)
    }
}
