import AXTalkBack
import AXTestSupport
import Testing

/// What TalkBack says on focus (`EventTypeViewAccessibilityFocusedFeedbackRule`,
/// `TreeNodesDescription`, `RoleDescriptionExtractor` and its role descriptions) and after a pause
/// (`AccessibilityFocusHint`), with TalkBack's default settings.
@Suite struct SpeechTests {
    typealias N = AndroidFixture

    /// One node in a window, and what TalkBack says on focusing it.
    static func spoken(_ node: String, language: String = "en") throws -> (description: String, hint: String?) {
        let fixture = try TalkBackFixture(xml: N.dump(node))
        let stop = try #require(fixture.screen.stops.first)
        return fixture.screen.focusSpeech(of: stop, words: try TalkBackWords.table(for: language))
    }

    /// RoleDescriptionExtractor: state, name, role (the default order), each once without case.
    @Test func stateNameAndRoleInThatOrder() throws {
        // Settings › Date & time: a Switch with a content description and the framework's state.
        let on = try Self.spoken(N.node("android.widget.Switch", text: "ON", description: "Wi‑Fi", flags: "checkable checked clickable focusable",
                                        bounds: [891, 434, 1017, 560]))
        #expect(on.description == "on, Wi‑Fi, Switch")
        #expect(on.hint == "Double-tap to toggle")
        // dedupJoin drops a name equal (without case) to the role word.
        #expect(try Self.spoken(N.node("android.widget.Button", text: "BUTTON", flags: "clickable focusable", bounds: [0, 0, 300, 150])).description
            == "BUTTON")
    }

    /// SwitchDescription: without a content description, the text names the switch when the state
    /// has its own description (Android 11's CompoundButton sets "on"/"off").
    @Test func aSwitchIsNamedByItsText() throws {
        let spoken = try Self.spoken(N.node("android.widget.Switch", text: "Airplane mode", flags: "checkable clickable focusable",
                                            bounds: [0, 900, 1080, 1050]))
        #expect(spoken.description == "off, Airplane mode, Switch")
    }

    /// DefaultDescription: a check box says its framework state, then its name and role; the
    /// fallback "not checked" of nodeStatusDescription applies to a checkable node without a state
    /// description (a checkable Compose button).
    @Test func checkBoxesAndCheckableButtons() throws {
        #expect(try Self.spoken(N.node("android.widget.CheckBox", text: "Remember me", flags: "checkable checked clickable focusable",
                                       bounds: [0, 0, 600, 150])).description == "checked, Remember me, Check box")
        // The banjo tuner (Compose): a Button that is checkable.
        let string = try Self.spoken(N.node("android.widget.Button", description: "4th string, note D3. Double tap to play.",
                                            flags: "checkable clickable focusable", bounds: [36, 1185, 1244, 1317]))
        #expect(string.description == "not checked, 4th string, note D3. Double tap to play., Button")
        #expect(string.hint == "Double-tap to toggle")
    }

    /// aggregateNodeTreeDescription: "selected" first, "disabled" last; "Heading" after them
    /// (viewAccessibilityFocusedDescription).
    @Test func selectedDisabledAndHeading() throws {
        #expect(try Self.spoken(N.node("android.widget.TextView", text: "Alarm", flags: "selected", bounds: [0, 2000, 216, 2088])).description
            == "selected, Alarm")
        #expect(try Self.spoken(N.node("android.widget.TextView", text: "Date", flags: "clickable focusable disabled",
                                       bounds: [0, 600, 1080, 800])).description == "Date, disabled")
        let heading = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
          <android.widget.FrameLayout index="0" package="com.example" class="android.widget.FrameLayout" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2400]" displayed="true">
            <android.widget.TextView index="0" package="com.example" class="android.widget.TextView" text="Settings" checkable="false" checked="false" clickable="false" enabled="false" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[40,200][600,300]" displayed="true" heading="true" />
          </android.widget.FrameLayout>
        </hierarchy>
        """
        // A heading is never said to be disabled (getDisabledStateText).
        let fixture = try TalkBackFixture(xml: heading)
        #expect(try fixture.speech(fixture.stops[0]).description == "Settings, Heading")
    }

    /// getUnlabelledNodeDescription: a clickable leaf without text whose role has no word says
    /// "Unlabelled"; an unlabelled Button says its role; an ImageButton says "Unlabelled, Button"
    /// (NonTextViewsDescription's state). The TalkBack menu offers Labels for the ones with a
    /// resource id (TalkBackLabelManager.needsLabel, CustomLabelManager.canAddLabel).
    @Test func unlabelledNodes() throws {
        #expect(try Self.spoken(N.node("android.view.View", flags: "clickable focusable", bounds: [0, 0, 200, 200])).description == "Unlabelled")
        #expect(try Self.spoken(N.node("android.widget.Button", flags: "clickable focusable", bounds: [0, 0, 200, 200])).description == "Button")
        let image = try Self.spoken(N.node("android.widget.ImageButton", id: "com.example:id/close", flags: "clickable focusable",
                                           bounds: [0, 0, 200, 200]))
        #expect(image.description == "Unlabelled, Button")
        #expect(image.hint == "Double-tap to activate, Labels available, use Tap with 3 fingers to view")
    }

    /// treeNodesDescription: a node without a content description adds its visible,
    /// non-focusable children's descriptions in order; with one, it speaks only its own.
    @Test func childrenAreAddedWithoutAContentDescription() throws {
        let children = N.node("android.widget.TextView", text: "Battery", bounds: [189, 1100, 400, 1160])
            + N.node("android.widget.TextView", text: "100%", bounds: [189, 1160, 400, 1220])
        #expect(try Self.spoken(N.node("android.widget.LinearLayout", flags: "clickable focusable", bounds: [0, 1080, 1080, 1250], children))
            .description == "Battery, 100%")
        #expect(try Self.spoken(N.node("android.widget.LinearLayout", description: "Battery settings", flags: "clickable focusable",
                                       bounds: [0, 1080, 1080, 1250], children)).description == "Battery settings")
    }

    /// EditTextDescription and NodeRoleHint: a field says its text and role, then its hint text; a
    /// password its count of characters; a field with input focus gives no "edit text" hint.
    @Test func editTexts() throws {
        // The Hermes settings screen (React Native).
        let url = """
        <node index="27" text="http://127.0.0.1:8642" resource-id="gateway-url-input" class="android.widget.EditText" package="com.iganapolsky.hermesmobile" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="true" password="false" selected="false" bounds="[111,1111][969,1246]" drawing-order="28" hint="https://xxxx.ngrok-free.app" />
        """
        let urlSpoken = try Self.spoken(url)
        #expect(urlSpoken.description == "http: 2 Slash127.0.0.1:8642, Edit box, https://xxxx.ngrok-free.app")
        #expect(urlSpoken.hint == "Double-tap to edit text, Double-tap and hold to long press")
        let key = """
        <node index="29" text="•••••••••••••••••••••••••••••••••••" resource-id="gateway-api-key-input" class="android.widget.EditText" package="com.iganapolsky.hermesmobile" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="true" scrollable="false" long-clickable="true" password="true" selected="false" bounds="[111,1367][969,1502]" drawing-order="30" hint="sk-..." />
        """
        let keySpoken = try Self.spoken(key)
        #expect(keySpoken.description == "password, 35 characters, Edit box, sk-...")
        #expect(keySpoken.hint == "Double-tap and hold to long press")
    }

    /// SpeechCleanupUtils: a text of white space is said as its first character's name; runs of
    /// punctuation are counted.
    @Test func textsAreCleanedUpForSpeech() throws {
        #expect(try Self.spoken(N.node("android.widget.TextView", text: " ", bounds: [0, 0, 100, 100])).description == "Space")
        #expect(try Self.spoken(N.node("android.widget.TextView", text: "Wait...", bounds: [0, 0, 100, 100])).description == "Wait 3 Period")
        #expect(try Self.spoken(N.node("android.widget.TextView", text: "+", bounds: [0, 0, 100, 100])).description == "+")
        #expect(try Self.spoken(N.node("android.widget.TextView", text: "&", bounds: [0, 0, 100, 100])).description == "Ampersand")
    }

    /// The hints: a long-clickable node adds "Double-tap and hold to long press"; a spinner
    /// changes; a node with custom actions offers the Actions menu; a disabled node has none.
    @Test func hints() throws {
        #expect(try Self.spoken(N.node("android.widget.TextView", text: "Gmail", flags: "clickable focusable long-clickable",
                                       bounds: [0, 0, 200, 200])).hint == "Double-tap to activate, Double-tap and hold to long press")
        #expect(try Self.spoken(N.node("android.widget.Spinner", text: "English", flags: "clickable focusable", bounds: [0, 0, 600, 150])).hint
            == "Double-tap to change")
        #expect(try Self.spoken(N.node("android.widget.TextView", text: "Off", flags: "clickable focusable disabled",
                                       bounds: [0, 0, 200, 200])).hint == nil)
        let actions = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
          <android.widget.FrameLayout index="0" package="com.example" class="android.widget.FrameLayout" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2400]" displayed="true">
            <android.view.ViewGroup index="0" package="com.example" class="android.view.ViewGroup" text="" content-desc="Message from Ana" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,300][1080,500]" displayed="true" actions="ACTION_CLICK,ACTION_FOCUS,Archive,Delete" />
          </android.widget.FrameLayout>
        </hierarchy>
        """
        let fixture = try TalkBackFixture(xml: actions)
        #expect(try fixture.speech(fixture.stops[0]).hint == "Double-tap to activate, Actions available, use Tap with 3 fingers to view")
    }

    /// TalkBack's own words in German, Russian and Korean, with Russian's plural forms.
    @Test func otherLanguages() throws {
        let node = N.node("android.widget.Switch", text: "WLAN", flags: "checkable checked clickable focusable", bounds: [0, 0, 1080, 150])
        #expect(try Self.spoken(node, language: "de").description == "an, WLAN, Schalter")
        #expect(try Self.spoken(node, language: "de").hint == "Zum Wechseln doppeltippen")
        #expect(try Self.spoken(node, language: "ru").description == "включено, WLAN, Переключатель")
        #expect(try Self.spoken(node, language: "ko").description == "켜짐, WLAN, 스위치")
        #expect(try Self.spoken(node, language: "ko").hint == "전환하려면 두 번 탭하세요")
        let words = try TalkBackWords.table(for: "ru")
        #expect(words.format(.passwordCharacterCount, count: 1) == "1\u{a0}символ")
        #expect(words.format(.passwordCharacterCount, count: 3) == "3\u{a0}символа")
        #expect(words.format(.passwordCharacterCount, count: 5) == "5\u{a0}символов")
        #expect(words.format(.passwordCharacterCount, count: 11) == "11\u{a0}символов")
        #expect(words.format(.passwordCharacterCount, count: 21) == "21\u{a0}символ")
        #expect(try TalkBackWords.table(for: "de-AT").language == "de")
        #expect(try TalkBackWords.table(for: "fr").language == "en")
    }

    /// EventTypeViewClickedFeedbackRule: a click on a switch says on or off, on a check box checked
    /// or not checked, on a selected node "selected", and nothing on a plain button.
    @Test func whatAClickSays() throws {
        let xml = N.dump(N.node("android.widget.Switch", text: "Wi-Fi", flags: "checkable checked clickable focusable", bounds: [0, 0, 1080, 150])
                         + N.node("android.widget.CheckBox", text: "Remember", flags: "checkable clickable focusable", bounds: [0, 150, 1080, 300])
                         + N.node("android.widget.TextView", text: "Alarm", flags: "clickable focusable selected", bounds: [0, 300, 1080, 450])
                         + N.node("android.widget.Button", text: "OK", flags: "clickable focusable", bounds: [0, 450, 1080, 600]))
        let fixture = try TalkBackFixture(xml: xml)
        let words = try TalkBackWords.table(for: "en")
        #expect(fixture.screen.stops.map { fixture.screen.clickSpeech(of: $0, words: words) } == ["on", "not checked", "selected", nil])
    }
}
