@testable import AXAudit
import AXTestSupport
import Testing

/// `redundant-description`, `editable-content-desc` and `class-name`: ATF's
/// `RedundantDescriptionCheck`, `EditableContentDescCheck` and `ClassNameCheck`.
@Suite struct DescriptionRulesTests {
    typealias F = AndroidAuditFixture

    @Test func aDescriptionSayingTheActionIsAWarningPerWord() throws {
        // Whole words, any case: “Tap” and “button”; not “tapping”. One node's findings in fingerprint order.
        let xml = AndroidFixture.dump(F.imageButton("Tap to play, play button", [100, 100, 300, 300])
            + F.imageButton("Tapping plays", [100, 400, 300, 600]))
        #expect(try F.findings("redundant-description", xml) == [
            "warning: The content description of “Tap to play, play button” contains the action “tap”, which TalkBack says itself.",
            "warning: The content description of “Tap to play, play button” contains the item type “button”, which TalkBack says itself.",
        ])
    }

    @Test func eachLanguageHasATFsOwnWords() throws {
        // resources-de/strings.xml; de-AT falls back to de, an unknown language to the root (en).
        let german = try ATFWords.table(for: "de-AT")
        #expect(german.language == "de")
        #expect(ATFWords.itemTypeKeys.map { german[$0] } == ["Schaltfläche", "Kästchen", "Kästchen"])
        #expect(try ATFWords.table(for: "ko")[.checkedState] == "선택됨")
        #expect(try ATFWords.table(for: "ru")[.swipeAction] == "проведите пальцем по экрану")
        #expect(try ATFWords.table(for: "xx").emptyList() == "List showing 0 items.")
        // Whole words, case folded beyond ASCII.
        #expect(RedundantDescription.containsWord("Play SCHALTFLÄCHE", "Schaltfläche"))
        #expect(!RedundantDescription.containsWord("Schaltflächen", "Schaltfläche"))
        #expect(!RedundantDescription.containsWord("버튼을", "버튼"))
        #expect(RedundantDescription.containsWord("재생 버튼", "버튼"))
    }

    @Test func onARealDumpTheAvatarsDescriptionSaysTap() throws {
        let findings = try F.findings("redundant-description", file: Fixture.shared("uiautomator/shirates-core_appium-uia2_SettingsTopScreen.xml"))
        #expect(findings == ["warning: The content description of “Profile picture, double tap to open Google Account” (`account_avatar`) contains the action “tap”, which TalkBack says itself."])
    }

    @Test func anEditTextWithAContentDescriptionIsAnError() throws {
        let field = AndroidFixture.node("android.widget.EditText", text: "", description: "Email", flags: "clickable focusable", bounds: [0, 100, 1080, 250])
        let plain = AndroidFixture.node("android.widget.EditText", text: "me@example.com", flags: "clickable focusable", bounds: [0, 300, 1080, 450])
        #expect(try F.findings("editable-content-desc", AndroidFixture.dump(field + plain)) == [
            "error: The editable text field “Email” has the content description “Email”; a screen reader may read it instead of the editable content when the user is navigating.",
        ])
    }

    @Test func aClassOutsideTheSDKIsAWarning() throws {
        let own = AndroidFixture.node("com.example.FancyButton", text: "Go", flags: "clickable", bounds: [0, 100, 500, 250])
        let framework = AndroidFixture.node("androidx.cardview.widget.CardView", text: "Card", flags: "clickable", bounds: [0, 300, 500, 450])
        #expect(try F.findings("class-name", AndroidFixture.dump(own + framework)) == [
            "warning: The type `com.example.FancyButton` of “Go” may not be resolvable by accessibility services. Consider using a type defined by the Android SDK.",
        ])
    }
}
