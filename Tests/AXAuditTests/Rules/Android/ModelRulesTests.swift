import AXAudit
import AXTestSupport
import Testing

/// `nothing-reachable`, `order-jumps-back`, `focusable-swallows-actions`: what AXScope tells from
/// TalkBack's model.
@Suite struct ModelRulesTests {
    typealias F = AndroidAuditFixture

    @Test func aScreenWithoutStopsIsAnError() throws {
        let xml = AndroidFixture.dump(AndroidFixture.node("android.widget.ImageView", bounds: [0, 100, 500, 500]))
        #expect(try F.findings("nothing-reachable", xml) == [
            "error: TalkBack has nothing to focus on this screen: none of its 2 views is a stop.",
        ])
        let text = AndroidFixture.dump(AndroidFixture.node("android.widget.TextView", text: "Hi", bounds: [0, 100, 500, 500]))
        #expect(try F.findings("nothing-reachable", text) == [])
    }

    @Test func aToolbarLastInTheTreeJumpsBackUp() throws {
        // The tree's order: the list first, the toolbar (drawn above it) last.
        let list = AndroidFixture.node("android.widget.TextView", text: "Inbox item", bounds: [0, 300, 1080, 450])
        let toolbar = F.imageButton("Navigate up", [0, 100, 147, 247])
        #expect(try F.findings("order-jumps-back", AndroidFixture.dump(list + toolbar)) == [
            "warning: Stop 2 “Navigate up” comes after stop 1 “Inbox item” but lies above it: a swipe forward jumps back up the screen.",
        ])
        // A move to the top of the next column is not a jump back.
        let left = AndroidFixture.node("android.widget.TextView", text: "Left", bounds: [0, 300, 500, 450])
        let right = AndroidFixture.node("android.widget.TextView", text: "Right", bounds: [540, 100, 1080, 250])
        #expect(try F.findings("order-jumps-back", AndroidFixture.dump(left + right)) == [])
    }

    @Test func hiddenButtonsInsideAStopAreSwallowed() throws {
        // UiAutomator2 says the buttons are not important: TalkBack's tree leaves them out.
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">\
            <android.widget.FrameLayout class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]" a11y-important="true">\
            <android.view.ViewGroup class="android.view.ViewGroup" package="com.example" text="" content-desc="Post by Ann" clickable="true" focusable="true" bounds="[0,100][1080,600]" a11y-important="true">\
            <android.widget.ImageButton class="android.widget.ImageButton" package="com.example" content-desc="Reply" resource-id="com.example:id/reply" clickable="true" bounds="[0,500][200,600]" a11y-important="false"/>\
            <android.widget.ImageButton class="android.widget.ImageButton" package="com.example" content-desc="Like" resource-id="com.example:id/like" clickable="true" bounds="[200,500][400,600]" a11y-important="false"/>\
            </android.view.ViewGroup></android.widget.FrameLayout></hierarchy>
            """
        #expect(try F.findings("focusable-swallows-actions", xml) == [
            "warning: “Post by Ann” holds 2 actionable views TalkBack cannot focus on their own: “Reply” (`reply`), “Like” (`like`).",
        ])
    }

    @Test func iOSRulesDoNotRunOnAndroidNorAndroidRulesOnIOS() throws {
        let report = try F.report(AndroidFixture.dump(F.imageButton("", [500, 500, 605, 605])))
        #expect(report.rules.map(\.id) == ["text-contrast", "speakable-text-present", "touch-target-size", "duplicate-speakable-text",
                                           "duplicate-clickable-bounds", "redundant-description", "editable-content-desc",
                                           "class-name", "nothing-reachable", "order-jumps-back", "focusable-swallows-actions"])
        #expect(report.findings.map(\.rule) == ["speakable-text-present", "touch-target-size"])
        let iOS = try AuditFixture.report(AuditFixture.button("b"))
        #expect(!iOS.rules.map(\.id).contains("touch-target-size"))
    }
}
