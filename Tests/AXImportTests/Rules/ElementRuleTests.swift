import AXEngine
@testable import AXImport
import AXModel
import AXTestSupport
import Testing

/// import.md R2, R3 and R4: which nodes of a dump are VoiceOver elements.
@Suite struct ElementRuleTests {
    /// R2: the ToDoList dump's "Custom Interval" cell says accessible="false" and its text says
    /// "true"; the cell is still one stop. R10: its scroll bars say accessible="false": no stops.
    @Test func aCellTheDumpCallsInaccessibleIsStillOneStop() throws {
        let loaded = try Importer.load(path: Fixture.shared("wda-xml/alumnium_ToDoList_table_bulletin_EDITED-by-author.xml"))
        let analysis = Analysis(snapshot: loaded.snapshot)
        #expect(try ImportFixture.speech(analysis) == [
            "ToDoList. Button.", "settingsIcon. Button.", "0, All Tasks. Button.", "0, Today. Button.", "0, Tomorrow. Button.",
            "0, Next 7 Days. Button.", "Custom Interval. Button.", "0, Completed. Button.", "Welcome to ToDoList",
            "Start with a quick onboarding", "Continue. Button.", "Add Task. Button.",
        ])
        let cell = try #require(loaded.snapshot.nodes.first { $0.label == "Custom Interval" && $0.type == .view })
        #expect(cell.importNotes == [
            "R5: the cell has no label of its own; it reads its texts, joined",
            "R5: a table cell is one element and stands for its subviews, which are not reached",
            "R2: accessible=\"false\" is ignored on a Cell",
            "R3: WebDriverAgent reported visible=\"false\"; kept, because real dumps report it for elements that are on screen",
        ])
    }

    /// R4: a labelled Other holding two texts gives two stops; a labelled leaf Other one.
    @Test func aLabelledOtherIsAnElementOnlyWithNothingInside() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.debugDescription(app: "Shop", """
            Other, 0x3, {{0.0, 100.0}, {390.0, 120.0}}, label: 'Welcome, Sign in to see your orders'
              StaticText, 0x4, {{16.0, 110.0}, {200.0, 30.0}}, label: 'Welcome'
              StaticText, 0x5, {{16.0, 150.0}, {300.0, 20.0}}, label: 'Sign in to see your orders'
            Other, 0x6, {{16.0, 300.0}, {100.0, 100.0}}, label: 'Rating: 4 of 5'
            """), name: "shop.txt")
        #expect(try ImportFixture.speech(analysis) == ["Welcome", "Sign in to see your orders", "Rating: 4 of 5"])
        let wrapper = try #require(analysis.snapshot.nodes.first { $0.label == "Welcome, Sign in to see your orders" })
        #expect(wrapper.importNotes == ["R4: a labelled Other around elements is a container; its elements are read instead"])
    }

    /// R4: a labelled Other around a web view does not swallow the page, and inside the web view
    /// labelled Others (landmarks) are containers.
    @Test func aLabelledOtherAroundAWebViewDoesNotSwallowThePage() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.debugDescription(app: "Reader", """
            Other, 0x3, {{0.0, 47.0}, {390.0, 797.0}}, identifier: 'article', label: 'Article'
              WebView, 0x4, {{0.0, 47.0}, {390.0, 797.0}}
                WebView, 0x5, {{0.0, 47.0}, {390.0, 797.0}}
                  Other, 0x6, {{0.0, 47.0}, {390.0, 797.0}}, label: 'Swift Regex'
                    Other, 0x7, {{0.0, 47.0}, {390.0, 60.0}}, label: 'banner'
                      Link, 0x8, {{16.0, 60.0}, {80.0, 30.0}}, label: 'Home'
                    Other, 0x9, {{0.0, 110.0}, {390.0, 700.0}}, label: 'main'
                      StaticText, 0xa, {{16.0, 120.0}, {358.0, 60.0}}, label: 'Swift Regex'
                      StaticText, 0xb, {{16.0, 190.0}, {358.0, 80.0}}, label: 'Regex literals are checked at compile time.'
                      Button, 0xc, {{16.0, 290.0}, {120.0, 44.0}}, label: 'Share'
            """), name: "reader.txt")
        #expect(try ImportFixture.speech(analysis) == ["Home. Link.", "Swift Regex", "Regex literals are checked at compile time.",
                                                        "Share. Button."])
        let landmark = try #require(analysis.snapshot.nodes.first { $0.label == "main" })
        #expect(landmark.importNotes == ["R4: inside a web view a labelled Other is a container (web area, landmark, region)"])
    }

    /// R4: texts without words, unlabelled images and empty Others are never silent stops, even
    /// when WebDriverAgent calls them accessible; an unlabelled button still says "Button.".
    @Test func emptyTextsAreNotSilentStops() throws {
        let (analysis, _) = try ImportFixture.convert("""
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Mail" label="Mail" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="" label="" enabled="true" visible="true" accessible="true" x="16" y="100" width="200" height="20" index="0"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Inbox" name="Inbox" label="Inbox" enabled="true" visible="true" accessible="true" x="16" y="130" width="200" height="20" index="1"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="  " enabled="true" visible="true" x="16" y="160" width="200" height="20" index="2"/>
                  <XCUIElementTypeImage type="XCUIElementTypeImage" name="avatar" enabled="true" visible="true" x="16" y="190" width="40" height="40" index="3"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="compose" enabled="true" visible="true" x="330" y="190" width="44" height="44" index="4"/>
                </XCUIElementTypeWindow>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """)
        #expect(try ImportFixture.speech(analysis) == ["Inbox", "Button."])
        let empty = try #require(analysis.snapshot.nodes.first { $0.type == .label })
        #expect(empty.importNotes == ["R4: it would say nothing (no label, value or spoken trait), and no stop is silent"])
        #expect(analysis.snapshot.nodes.first { $0.id == "avatar" }?.isAccessibilityElement == false)
    }

    /// R3: a button entirely beyond the right edge, in no scroll view, is not a stop; a table row
    /// far below the screen is.
    @Test func offScreenElementsOutsideScrollViewsAreNotStops() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.debugDescription(app: "Notes", """
            Button, 0x3, {{16.0, 60.0}, {80.0, 44.0}}, label: 'New Note'
            Button, 0x4, {{400.0, 60.0}, {80.0, 44.0}}, label: 'Undo'
            Table, 0x5, {{0.0, 120.0}, {390.0, 724.0}}
              Cell, 0x6, {{0.0, 120.0}, {390.0, 44.0}}, label: 'Groceries'
              Cell, 0x7, {{0.0, 2400.0}, {390.0, 44.0}}, label: 'Old ideas'
            """), name: "notes.txt")
        #expect(try ImportFixture.speech(analysis) == ["New Note. Button.", "Groceries. Button.", "Old ideas. Button."])
        let undo = try #require(analysis.snapshot.nodes.first { $0.label == "Undo" })
        #expect(undo.importNotes.last == "R3: off screen and in no scroll view, so VoiceOver cannot reach it")
    }
}
