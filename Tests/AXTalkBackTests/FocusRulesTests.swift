import AXTalkBack
import AXTestSupport
import Testing

/// `AccessibilityNodeInfoUtils.shouldFocusNode` and the rules it calls, each on a real dump
/// (`../shared/samples/uiautomator`, `Tests/Samples/uiautomator`) or an excerpt of one.
@Suite struct FocusRulesTests {
    static let settings = Fixture.shared("uiautomator/shirates-core_appium-uia2_SettingsTopScreen.xml")

    /// shouldFocusNode: a clickable row (`linearLayout-5`) is focused because its non-focusable
    /// texts speak for it; the texts are spoken as part of it (TreeNodesDescription).
    @Test func aClickableRowIsOneStopSpokenByItsTexts() throws {
        let fixture = try TalkBackFixture(file: Self.settings)
        #expect(fixture.place("linearLayout-5") == .stop(4, .focusableAndSpeaking))
        #expect(fixture.place("title") == .spokenBy(fixture.index("linearLayout-5")))
        #expect(fixture.place("summary") == .spokenBy(fixture.index("linearLayout-5")))
        #expect(try fixture.speech("linearLayout-5").description == "Network & internet, Wi‑Fi, mobile, data usage, and hotspot")
    }

    /// shouldFocusNode: a focusable leaf is focused even with nothing to speak (the search bar's
    /// ImageButton, `focusable="true"` and no description).
    @Test func aFocusableLeafIsAStopWithoutALabel() throws {
        let fixture = try TalkBackFixture(file: Self.settings)
        #expect(fixture.place("imageButton") == .stop(1, .focusableLeaf))
        // NonTextViewsDescription: no name, so its state says "Unlabelled"; not clickable, so an image.
        #expect(try fixture.speech("imageButton").description == "Unlabelled, Image")
    }

    /// shouldFocusNode: a view that covers its whole window, has children and is not actionable is
    /// never focused (the Settings window's FrameLayout).
    @Test func aContainerCoveringTheWindowIsNotFocused() throws {
        let fixture = try TalkBackFixture(file: Self.settings)
        #expect(fixture.place("frameLayout") == .passedThrough(.coversWindow))
    }

    /// shouldFocusNode: a focusable container whose content is all focusable has nothing of its own
    /// to speak; TalkBack focuses its children (the focusable RecyclerView).
    @Test func aFocusableContainerWithoutSpeakingContentIsNotFocused() throws {
        let fixture = try TalkBackFixture(file: Self.settings)
        #expect(fixture.place("recycler_view") == .passedThrough(.focusableButSilent))
    }

    /// shouldFocusNode: a text with no focusable ancestor is focused on its own (the title of the
    /// Compose top bar above Nku Sentinel's triage screen, outside its scrolling content).
    @Test func aTextWithoutFocusableAncestorIsAStop() throws {
        let fixture = try TalkBackFixture(file: AndroidFixture.sample("Elormyevu-nku-medgemma-conversion_compose-triage-edittext-bottom-nav.xml"))
        #expect(fixture.place("textView-18") == .stop(19, .textWithoutFocusableAncestor))
        #expect(try fixture.speech("textView-18").description == "Nku Sentinel")
    }

    /// isTopLevelScrollItem: the texts of a row that is neither clickable nor focusable, inside a
    /// scrolling list that is focusable, are list items and each a stop (an excerpt of the Clock
    /// app's alarm list, the row's flags cleared). Without the list, the focusable RecyclerView
    /// above them would keep them from focus.
    @Test func textsOfAPlainListRowAreListItems() throws {
        let row = AndroidFixture.node("android.widget.LinearLayout", bounds: [0, 242, 1080, 540],
                                      AndroidFixture.node("android.widget.TextView", text: "8:30 AM", bounds: [63, 284, 409, 410])
                                      + AndroidFixture.node("android.widget.TextView", text: "Alarm", bounds: [63, 410, 340, 470]))
        let xml = AndroidFixture.dump(AndroidFixture.node("androidx.recyclerview.widget.RecyclerView", id: "com.google.android.deskclock:id/alarm_recycler_view",
                                                          flags: "focusable scrollable", bounds: [0, 220, 1080, 1900], row))
        let fixture = try TalkBackFixture(xml: xml)
        #expect(fixture.stops.count == 2)
        #expect(fixture.screen.stops.map { fixture.screen.places[$0] } == [.stop(0, .speakingListItem), .stop(1, .speakingListItem)])
    }

    /// shouldFocusNode: an invisible node is never focused (`displayed="false"`, UiAutomator2's
    /// isVisibleToUser; an excerpt of the Network & internet screen with the flag cleared).
    @Test func anInvisibleNodeIsNotFocused() throws {
        let xml = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2088">
          <android.widget.FrameLayout index="0" package="com.android.settings" class="android.widget.FrameLayout" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2088]" displayed="true">
            <android.widget.TextView index="0" package="com.android.settings" class="android.widget.TextView" text="Mobile plan" resource-id="android:id/title" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[189,1279][436,1338]" displayed="false" />
            <android.widget.TextView index="1" package="com.android.settings" class="android.widget.TextView" text="Data Saver" resource-id="android:id/title" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[189,1445][420,1504]" displayed="true" />
          </android.widget.FrameLayout>
        </hierarchy>
        """
        let fixture = try TalkBackFixture(xml: xml)
        #expect(fixture.place("title") == .excluded(.notVisible))
        #expect(fixture.place("title-2") == .stop(0, .textWithoutFocusableAncestor))
    }

    /// View.isImportantForAccessibility: UiAutomator2's `a11y-important="false"` keeps a node out
    /// of TalkBack's tree, and its children take its place (a timeline row's FrameLayout, as
    /// UiAutomator2 writes it, not important, around an important text and a button).
    @Test func aNodeNotImportantIsNotInTalkBacksTree() throws {
        let attributes = #"package="com.example" checkable="false" checked="false" enabled="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" displayed="true""#
        let xml = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
          <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" text="" \(attributes) clickable="false" focusable="false" bounds="[0,0][1080,2400]" a11y-important="true">
            <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" text="" resource-id="com.example:id/row" \(attributes) clickable="false" focusable="true" bounds="[0,200][1080,500]" a11y-important="false">
              <android.widget.TextView index="0" class="android.widget.TextView" text="Posted an hour ago" \(attributes) clickable="false" focusable="false" bounds="[40,220][800,280]" a11y-important="true" />
              <android.widget.Button index="1" class="android.widget.Button" text="Reply" \(attributes) clickable="true" focusable="true" bounds="[40,300][400,420]" a11y-important="true" />
            </android.widget.FrameLayout>
          </android.widget.FrameLayout>
        </hierarchy>
        """
        let fixture = try TalkBackFixture(xml: xml)
        #expect(fixture.snapshot.android(fixture.index("row"))?.importantForAccessibility == false)
        #expect(!fixture.screen.isInTree(fixture.index("row")))
        #expect(fixture.place("row") == .passedThrough(.notImportant))
        #expect(fixture.stops == ["textView", "button"])
        #expect(try fixture.speech("textView").description == "Posted an hour ago")
    }

    /// View.isImportantForAccessibility, where a raw dump does not say: an image view without a
    /// description is not important (its constructor does not make it so, unlike a text view's),
    /// so a row's decorative icon is not spoken; a text view is.
    @Test func aDecorativeImageIsNotImportantButATextIs() throws {
        let fixture = try TalkBackFixture(file: Self.settings)
        #expect(fixture.place("icon-2") == .excluded(.notImportant))
        #expect(fixture.screen.isInTree(fixture.index("title")))
    }
}
