import AXAudit
import AXTestSupport
import Testing

/// `speakable-text-present`: ATF's `SpeakableTextPresentCheck`.
@Suite struct SpeakableTextPresentTests {
    typealias F = AndroidAuditFixture

    @Test func anUnlabelledImageButtonIsAnError() throws {
        // Gate 7: focused (a focusable leaf), nothing to speak.
        let xml = AndroidFixture.dump(F.imageButton(id: "com.example:id/share", [900, 100, 1044, 244]))
        #expect(try F.findings("speakable-text-present", xml) == [
            "error: `share` may not have a label readable by screen readers; TalkBack says “Unlabelled, Button”.",
        ])
    }

    @Test func textOfANonFocusableChildLabelsIt() throws {
        // getSpeakableTextFromElementSubtree collects non-actionable children's text.
        let label = AndroidFixture.node("android.widget.TextView", text: "Share", bounds: [900, 150, 1000, 200])
        let row = AndroidFixture.node("android.widget.LinearLayout", flags: "clickable", bounds: [0, 100, 1080, 244], label)
        #expect(try F.findings("speakable-text-present", AndroidFixture.dump(row)) == [])
    }

    @Test func aNodeThatIsNotFocusedIsNotEvaluated() throws {
        // Gate 6: an empty, non-clickable TextView is not focused (NOT_RUN 3).
        let xml = AndroidFixture.dump(AndroidFixture.node("android.widget.TextView", bounds: [0, 100, 1080, 200]))
        #expect(try F.findings("speakable-text-present", xml) == [])
    }

    @Test func onARealDumpTheSearchBarsIconHasNoLabel() throws {
        // Settings' search bar (UiAutomator2): the ImageButton is focusable and silent.
        let findings = try F.findings("speakable-text-present", file: Fixture.shared("uiautomator/shirates-core_appium-uia2_SettingsTopScreen.xml"))
        #expect(findings == ["error: `ImageButton` at [22,88][170,220] may not have a label readable by screen readers; TalkBack says “Unlabelled, Image”."])
    }
}
