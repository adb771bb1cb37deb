import AXTalkBack
import AXTestSupport
import Testing

/// The project's real dumps of public apps (`Tests/Samples/uiautomator`, sources in its
/// `SOURCES.md`), read as TalkBack reads them: their stops in order and what is said at each,
/// every expectation with the rule of TalkBack's code it follows.
@Suite struct ProjectDumpsTests {
    static func fixture(_ name: String) throws -> TalkBackFixture {
        try TalkBackFixture(file: AndroidFixture.sample("\(name).xml"))
    }

    /// Flutter's login screen of Homee, with the status bar's window listed first.
    @Test func flutterLoginWithTwoWindows() throws {
        let fixture = try Self.fixture("docer1990-visiontest_homee-flutter-login-multiwindow")
        // shouldFocusNode: Flutter's texts are Views with a description and no focusable
        // ancestor, each a stop; its buttons and links are clickable (AccessibilityFocusHint).
        // WindowTraversal: the system window (the status bar) comes after the app's.
        #expect(try SharedDumpsTests.spoken(fixture) == [
            "Welcome Homee,", "Your digital companion",
            "Own your day with Homee: manage your tasks and maintain a daily routine ",
            "Log In, Button / Double-tap to activate", "I am new here, Button / Double-tap to activate",
            "By logging in, you agree with our ", "Terms of Service / Double-tap to activate", " and ",
            "Privacy Policy / Double-tap to activate",
            "6:44 PM", "Security & privacy notification: Set a screen lock, Image", "Wifi signal full., Image",
            "Phone signal full.", "Battery 100 percent.",
        ])
        // Role.getRole: a clickable android.view.View has no role word; a Button says "Button".
        #expect(fixture.snapshot.android(fixture.index("view-14"))?.className == "android.view.View")
    }

    /// A Fire TV web viewer: a toolbar of image buttons above a WebView showing a web page.
    @Test func toolbarAboveAWebView() throws {
        let fixture = try Self.fixture("Makesoft-io-hazel_firetv-webview-statlink-page-toolbar")
        let spoken = try SharedDumpsTests.spoken(fixture)
        #expect(spoken.count == 20)
        // Role.getRole: a focusable, not clickable ImageView with a description is an image, with
        // no hint; an ImageButton is a button.
        #expect(Array(spoken[0...2]) == ["Go Back, Image", "Go Forward, Image", "Refresh, Button / Double-tap to activate"])
        // SpeechCleanupUtils.collapseRepeatedCharacters: the URL's "//" is said as "2 Slash".
        #expect(spoken[3] == "http: 2 Slash192.168.4.187:3000/")
        // A focusable WebView with text is a stop ("Webview", Role ROLE_WEB_VIEW); its page's
        // nodes follow in the tree's order (OrderedTraversalController), the links clickable.
        #expect(spoken[6] == "Enterprise Affiliate Tracking Platform - StatLink, Webview")
        #expect(Array(spoken[10...11]) == ["Get Started / Double-tap to activate", "Sign In / Double-tap to activate"])
        // shouldFocusNode: a focusable leaf is focused even with nothing to say (the page's empty
        // text and Next.js's zero-sized route announcer), and it needs no label: it is neither
        // clickable nor labelled by an app resource id (TalkBackLabelManager.needsLabel).
        #expect(Array(spoken[18...19]) == ["", ""])
        #expect(fixture.place("__next-route-announcer__") == .stop(19, .focusableLeaf))
    }

    /// A Compose triage screen: a scrolling form with an edit text, a top bar and eight bottom tabs.
    @Test func composeFormWithEditTextAndBottomTabs() throws {
        let fixture = try Self.fixture("Elormyevu-nku-medgemma-conversion_compose-triage-edittext-bottom-nav")
        let spoken = try SharedDumpsTests.spoken(fixture)
        #expect(spoken.count == 28)
        // isTopLevelScrollItem: the texts of the scrolling form are each a stop.
        #expect(Array(spoken[0...4]) == ["Clinical Triage", "AI-assisted severity assessment", "Screening Data", "Heart Rate", "Not done"])
        #expect(fixture.place("textView") == .stop(0, .speakingListItem))
        // A clickable Compose View with a "Button" role description says it as its role.
        #expect(spoken[15] == "Voice input, Button / Double-tap to activate")
        // An EditText: "Edit box" (Role ROLE_EDIT_TEXT), its hint text as the name, the hint's
        // "..." collapsed (collapseRepeatedCharacters), the editing hints (AccessibilityFocusHint).
        #expect(spoken[16] == "Edit box, e.g. headache, dizziness 3 Period / Double-tap to edit text, Double-tap and hold to long press")
        // The top bar comes after the content, as the tree has it.
        #expect(spoken[19] == "Nku Sentinel")
        // The bottom tabs: "selected" first (aggregateNodeTreeDescription); the selected tab is
        // not clickable, so it has no hint.
        #expect(Array(spoken[20...27]) == [
            "Home / Double-tap to activate", "Cardio / Double-tap to activate", "Anemia / Double-tap to activate",
            "Jaundice / Double-tap to activate", "Pre-E / Double-tap to activate", "Resp / Double-tap to activate",
            "selected, Triage", "Settings / Double-tap to activate",
        ])
        // shouldFocusNode: a Button with nothing to speak and not actionable is no stop, with why.
        #expect(fixture.place("button") == .excluded(.nothingToSpeak))
    }

    /// Flutter settings: a back button, theme buttons (one selected) and two switches.
    @Test func flutterSettingsWithSwitches() throws {
        let fixture = try Self.fixture("jiuxina-ying_flutter-appearance-settings-switches")
        // The switches say their state first, "off" (getSwitchStateText), then the multi-line
        // description, then the role "Switch", and the toggle hint (AccessibilityFocusHint).
        #expect(try SharedDumpsTests.spoken(fixture) == [
            "返回, Button / Double-tap to activate", "外观与显示", "外观",
            "首页头像\n萤\n首页头像\n点击设置自定义头像, 选择自定义图片, Button / Double-tap to activate",
            "selected, 主题：自动, Button / Double-tap to activate", "主题：浅色, Button / Double-tap to activate",
            "主题：深色, Button / Double-tap to activate",
            "off, 减少透明度\n减少透明度\n使用实色背景, 使用实色背景, Switch / Double-tap to toggle",
            "off, 减少动画\n减少动画\n关闭过渡动画, 关闭过渡动画, Switch / Double-tap to toggle",
        ])
        // TalkBack's own German words for the same states and roles.
        let german = try fixture.speech("switch", language: "de")
        #expect(german.description == "aus, 减少透明度\n减少透明度\n使用实色背景, 使用实色背景, Schalter")
        #expect(german.hint == "Zum Wechseln doppeltippen")
    }

    /// A Compose screen loading: a top bar with a title and a chip, and an indeterminate
    /// progress bar.
    @Test func composeLoadingScreen() throws {
        let fixture = try Self.fixture("OctoDiary-OctoDiary-kt_compose-loading-progressbar")
        #expect(try SharedDumpsTests.spoken(fixture) == ["OctoDiary", "Debug, Button / Double-tap to activate"])
        // View.isImportantForAccessibility: a ProgressBar is important (its constructor makes it
        // so), but a dump has no range or state description to speak, so it is no stop.
        #expect(fixture.screen.isInTree(fixture.index("progressBar")))
        #expect(fixture.place("progressBar") == .excluded(.nothingToSpeak))
    }

    /// A Compose chat: six bubbles, the top bar's title, a focused edit text and a Send control.
    @Test func composeChatWithFocusedEditText() throws {
        let fixture = try Self.fixture("HarnessTeam-Nora_compose-chat")
        let answer = "中国的首都位于北京，所以请问您是想问“北京”还是“中国首都”？需要的话，我也可以帮您确认一下。"
        let longAnswer = answer + "\n\n美国的首都在 2 Asterisk华盛顿特区 2 Asterisk，也就是美国的首都。"
        // shouldFocusNode: no bubble is focusable, so each text, with no focusable ancestor, is a
        // stop of its own. SpeechCleanupUtils.collapseRepeatedCharacters: Markdown's "**" is said
        // "2 Asterisk". OrderedTraversalController: the top bar ("Local Agent"), written after the
        // messages in the tree, is read after them: ReorderedChildrenIterator moves a node only
        // where its useful bounds and its own put it on different sides of a sibling.
        // EditTextDescription: the text, then "Edit box"; no "Editing" without a keyboard on screen.
        // AccessibilityFocusHint (NodeRoleHint): the field has input focus, so no "Double-tap to edit
        // text", only the long press. TreeNodesDescription: the Send view says its children, the
        // description "Send" and the child Button's role word (Role.getRole).
        #expect(try SharedDumpsTests.spoken(fixture) == [
            "中国首都在哪里hello", answer, "美国首都在哪里", longAnswer, "what is 1+1", longAnswer, "Local Agent",
            "h, Edit box / Double-tap and hold to long press", "Send, Button / Double-tap to activate",
        ])
        #expect(fixture.place("textView") == .stop(0, .textWithoutFocusableAncestor))
        #expect(fixture.place("textView-7") == .stop(6, .textWithoutFocusableAncestor))
        // View.isImportantForAccessibility (inferred): the edit text's inner Views are not in
        // TalkBack's tree, so the field is a leaf (shouldFocusNode).
        #expect(fixture.place("view-16") == .excluded(.notImportant))
        #expect(fixture.place("editText") == .stop(7, .focusableLeaf))
        // shouldFocusNode: the Send view is clickable and its non-focusable children speak for it
        // (hasNonActionableSpeakingChildren); the "Send" View is said as part of it.
        #expect(fixture.place("view-18") == .stop(8, .focusableAndSpeaking))
        #expect(fixture.place("view-19") == .spokenBy(fixture.index("view-18")))
    }

    /// Nova Launcher's home in landscape: a home overlay, the search bar, three widgets holding
    /// their own controls, and six app shortcuts.
    @Test func launcherWithWidgets() throws {
        let fixture = try Self.fixture("iMasterProX-UltraNavbar_launcher-widgets")
        let spoken = try SharedDumpsTests.spoken(fixture)
        #expect(spoken.count == 26)
        // ReorderedChildrenIterator: by its useful bounds (NodeCachedBoundsCalculator: its
        // content's) the workspace comes after the home overlay and the search bar, by its own
        // before them, so it moves after them (needSwapNodeOrder); the
        // overlay, a leaf as big as the window, is a stop (shouldFocusNode), and the search bar's
        // clickable ImageViews are image buttons (Role.getRole).
        #expect(Array(spoken[0...3]) == [
            "홈", "구글 앱, Button / Double-tap to activate", "음성 검색, Button / Double-tap to activate",
            "애플리케이션 서랍, Button / Double-tap to activate",
        ])
        // A widget's host view says its content description, not its children's
        // (TreeNodesDescription); it is long-clickable only (AccessibilityFocusHint).
        #expect(spoken[4] == "직접 설정 / Double-tap and hold to long press")
        // NonTextViewsDescription: an image button with nothing to say is "Unlabelled"; an unlabelled
        // Button has its role word and so is not (getUnlabelledNodeDescription). Both have an app
        // resource id, so the TalkBack menu offers a label (getHintForNodeActions, canAddLabel).
        #expect(spoken[5] == "Unlabelled, Button / Double-tap to activate, Labels available, use Tap with 3 fingers to view")
        #expect(spoken[9] == "Button / Double-tap to activate, Labels available, use Tap with 3 fingers to view")
        // TreeNodesDescription: the weather content, with no description of its own, says its
        // non-focusable texts, in ReorderedChildrenIterator's order.
        #expect(spoken[7] == "정읍시, 14:08, 화창, 8°, -7°, 3°, Diegojack(이)가 다음에서 작성 / Double-tap to activate")
        // The bookmarks' rows are clickable and say their children: the back arrow's description
        // and role ("Image"), the titles; the last row's favicon is not important, so the row is a
        // leaf with nothing to say (getUnlabelledNodeDescription).
        #expect(Array(spoken[14...19]) == [
            "뒤로 이동, Image, 모바일 북마크 / Double-tap to activate", "Facebook / Double-tap to activate",
            "Google / Double-tap to activate", "Picasa / Double-tap to activate", "LG / Double-tap to activate",
            "Unlabelled / Double-tap to activate",
        ])
        #expect(Array(spoken[20...25]) == [
            "Chrome / Double-tap to activate, Double-tap and hold to long press",
            "Gmail / Double-tap to activate, Double-tap and hold to long press",
            "Chat / Double-tap to activate, Double-tap and hold to long press",
            "Play 스토어 / Double-tap to activate, Double-tap and hold to long press",
            "시계 / Double-tap to activate, Double-tap and hold to long press",
            "설정 / Double-tap to activate, Double-tap and hold to long press",
        ])
        // shouldFocusNode: the workspace covers the window, has children and is not clickable; the
        // weather widget's root and the search bar are focusable, but their children are all
        // actionable and they have nothing of their own to say; an empty TextView says nothing.
        #expect(fixture.place("workspace") == .passedThrough(.coversWindow))
        #expect(fixture.place("widget_root_view") == .passedThrough(.focusableButSilent))
        #expect(fixture.place("viewGroup-3") == .passedThrough(.focusableButSilent))
        #expect(fixture.place("custom_widget_label") == .excluded(.nothingToSpeak))
        // View.isImportantForAccessibility (inferred): an ImageView without a description is not
        // in TalkBack's tree.
        #expect(fixture.place("widget_bg") == .excluded(.notImportant))
        // TreeNodesDescription: a bookmark's title is said as part of its row.
        #expect(fixture.place("title-2") == .spokenBy(fixture.index("appWidgetHostView-2")))
    }
}
