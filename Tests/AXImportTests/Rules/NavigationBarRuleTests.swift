import AXEngine
@testable import AXImport
import AXModel
import AXTestSupport
import Testing

/// import.md R6: navigation bars read left to right, their title a heading, their back button.
@Suite struct NavigationBarRuleTests {
    /// The title sits 12 pt below the bar buttons: still read between them.
    @Test func theBarIsReadLeftToRight() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.debugDescription(app: "Mail", """
            NavigationBar, 0x3, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Mailboxes'
              Button, 0x4, {{8.0, 53.0}, {32.0, 32.0}}
              StaticText, 0x5, {{150.0, 65.0}, {90.0, 21.0}}, label: 'Mailboxes'
              Button, 0x6, {{340.0, 53.0}, {40.0, 32.0}}, label: 'Edit'
            StaticText, 0x7, {{16.0, 120.0}, {200.0, 21.0}}, label: 'Updated just now'
            """), name: "mail.txt")
        #expect(try ImportFixture.speech(analysis) == ["Button.", "Mailboxes. Heading.", "Edit. Button.", "Updated just now"])
        let edit = try #require(analysis.snapshot.nodes.first { $0.label == "Edit" })
        #expect(edit.sortPriority == 1)
        #expect(edit.importNotes == ["R9: sort priority 1 keeps the order of this list as VoiceOver reads the dump"])
    }

    /// The Keyboards dump: "General" left of the title is the back button; the title a heading.
    @Test func theLeadingButtonLeftOfTheTitleIsTheBackButton() throws {
        let analysis = Analysis(snapshot: try Importer.load(path: Fixture.shared("wda-xml/shirates-core_ios_KeyboardScreen.xml")).snapshot)
        #expect(try ImportFixture.speech(analysis).prefix(2) == ["General. Back Button.", "Keyboards. Heading."])
        let chinese = Analysis(snapshot: try Importer.load(
            path: Fixture.shared("xcuitest/XQUITestDemo_MineTab_TabBar_zh-Hans.debugdescription.txt")).snapshot)
        #expect(try ImportFixture.speech(chinese).first == "我的. Heading.")
    }

    /// UIKit's back button has the identifier `BackButton`; labelled "Back" it says only "Back
    /// Button.". A leading button outside a navigation bar stays a button.
    @Test func aBackButtonByIdentifierAndNoneOutsideABar() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.debugDescription(app: "Mail", """
            NavigationBar, 0x3, {{0.0, 47.0}, {390.0, 44.0}}
              Button, 0x4, {{8.0, 53.0}, {70.0, 32.0}}, identifier: 'BackButton', label: 'Back'
            Other, 0x5, {{0.0, 100.0}, {390.0, 44.0}}
              Button, 0x6, {{8.0, 106.0}, {70.0, 32.0}}, label: 'Inbox'
              StaticText, 0x7, {{150.0, 112.0}, {90.0, 21.0}}, label: 'Drafts'
            """), name: "mail.txt")
        #expect(try ImportFixture.speech(analysis) == ["Back Button.", "Inbox. Button.", "Drafts"])
    }
}
