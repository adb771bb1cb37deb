import AXTalkBack
import AXTestSupport
import Testing

/// The order of linear navigation: `OrderedTraversalController`'s pre-order walk of a window,
/// children as `ReorderedChildrenIterator` gives them, and `WindowTraversal`'s order of windows.
@Suite struct TraversalOrderTests {
    typealias N = AndroidFixture

    /// Pre-order, children in the dump's order: the tab bar of the Flutter IDE, read left to right
    /// as its children come.
    @Test func stopsComeInTheTreesPreOrder() throws {
        let fixture = try TalkBackFixture(file: Fixture.shared("uiautomator/termux-flutter-ide_window_dump.xml"))
        let tabs = try fixture.screen.stops.suffix(3).map { try fixture.screen.focusSpeech(of: $0, words: TalkBackWords.table(for: "en")).description }
        #expect(tabs == ["selected, Explorer\nTab 1 of 3, Button", "Terminal\nTab 2 of 3, Button", "Search\nTab 3 of 3, Button"])
    }

    /// ReorderedChildrenIterator: a list drawn under an app bar that comes first in the dump is
    /// read after it, because the list's useful bounds (those of the items TalkBack focuses) lie
    /// below the bar while its own bounds start with it (the example in the iterator's comment).
    @Test func aListBehindTheAppBarIsReadAfterIt() throws {
        let list = N.node("android.widget.ScrollView", flags: "scrollable", bounds: [0, 0, 1080, 2400],
                          N.node("android.widget.TextView", text: "Item 1", flags: "clickable focusable", bounds: [0, 300, 1080, 450])
                          + N.node("android.widget.TextView", text: "Item 2", flags: "clickable focusable", bounds: [0, 450, 1080, 600]))
        let bar = N.node("android.widget.ImageButton", description: "Navigate up", flags: "clickable focusable", bounds: [0, 0, 150, 200])
        let fixture = try TalkBackFixture(xml: N.dump(N.node("android.widget.FrameLayout", id: "com.example:id/content", bounds: [0, 0, 1080, 2400],
                                                            N.node("android.widget.LinearLayout", id: "com.example:id/page", flags: "focusable",
                                                                   bounds: [0, 0, 1080, 2400], list + bar))))
        #expect(try fixture.screen.stops.map { try fixture.screen.focusSpeech(of: $0, words: TalkBackWords.table(for: "en")).description }
            == ["Navigate up, Button", "Item 1", "Item 2"])
    }

    /// ReorderedChildrenIterator: children TalkBack focuses keep the dump's order whatever their
    /// positions (no reordering unless a child uses its children's bounds).
    @Test func focusedChildrenKeepTheDumpsOrder() throws {
        let fixture = try TalkBackFixture(xml: N.dump(
            N.node("android.widget.Button", text: "Below", flags: "clickable focusable", bounds: [0, 1000, 500, 1100])
                + N.node("android.widget.Button", text: "Above", flags: "clickable focusable", bounds: [0, 100, 500, 200])))
        #expect(fixture.stops == ["button", "button-2"])
    }

    /// WindowTraversal: the system's windows come after the app's, whatever the dump's order (the
    /// Flutter login screen lists the status bar first).
    @Test func systemWindowsComeLast() throws {
        let fixture = try TalkBackFixture(file: AndroidFixture.sample("docer1990-visiontest_homee-flutter-login-multiwindow.xml"))
        #expect(fixture.screen.windows.count == 2)
        #expect(fixture.snapshot.android(fixture.screen.windows[0])?.packageName == "de.vorwerk.homee.homee")
        #expect(fixture.snapshot.android(fixture.screen.windows[1])?.windowType == .system)
        let last = try fixture.speech(fixture.snapshot.nodes[fixture.screen.stops.last!].id)
        #expect(last.description == "Battery 100 percent.")
    }
}
