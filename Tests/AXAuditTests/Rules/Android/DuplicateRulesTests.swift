import AXAudit
import AXTestSupport
import Testing

/// `duplicate-speakable-text` and `duplicate-clickable-bounds`: ATF's `DuplicateSpeakableTextCheck`
/// and `DuplicateClickableBoundsCheck`.
@Suite struct DuplicateRulesTests {
    typealias F = AndroidAuditFixture

    @Test func twoClickableItemsSayingTheSameAreAWarningOnTheFirst() throws {
        let xml = AndroidFixture.dump(F.imageButton("Delete", id: "com.example:id/a", [100, 100, 300, 300])
            + F.imageButton("Delete", id: "com.example:id/b", [100, 400, 300, 600])
            + AndroidFixture.node("android.widget.TextView", text: "Delete", bounds: [100, 700, 300, 800]))
        #expect(try F.findings("duplicate-speakable-text", xml) == [
            "warning: This clickable item “Delete” (`a`) says “Delete”, as 2 other item(s) do: “Delete” (`b`), “Delete”.",
        ])
    }

    @Test func nonClickableDuplicatesAreInfo() throws {
        let xml = AndroidFixture.dump(AndroidFixture.node("android.widget.TextView", text: "Total", bounds: [0, 100, 500, 200])
            + AndroidFixture.node("android.widget.TextView", text: "Total ", bounds: [0, 300, 500, 400]))
        #expect(try F.findings("duplicate-speakable-text", xml) == [
            "info: This non-clickable item “Total” says “Total”, as 1 other item(s) do: “Total”.",
        ])
    }

    /// White space beyond ASCII at either end is trimmed too (a no-break space, an ideographic one).
    @Test func textsDifferingInUnicodeWhiteSpaceAtTheEndsAreDuplicates() throws {
        let xml = AndroidFixture.dump(AndroidFixture.node("android.widget.TextView", text: "\u{00A0}Total", bounds: [0, 100, 500, 200])
            + AndroidFixture.node("android.widget.TextView", text: "Total\u{3000}", bounds: [0, 300, 500, 400])
            + AndroidFixture.node("android.widget.TextView", text: "To tal", bounds: [0, 500, 500, 600]))
        #expect(try F.findings("duplicate-speakable-text", xml) == [
            "info: This non-clickable item “Total” says “Total”, as 1 other item(s) do: “Total”.",
        ])
    }

    @Test func checkedStatesKeepCheckBoxesApart() throws {
        // The state is part of the speakable text: “checked, Wi-Fi” and “not checked, Wi-Fi”.
        let on = AndroidFixture.node("android.widget.CheckBox", text: "Wi-Fi", flags: "clickable checkable checked", bounds: [0, 100, 500, 250])
        let off = AndroidFixture.node("android.widget.CheckBox", text: "Wi-Fi", flags: "clickable checkable", bounds: [0, 300, 500, 450])
        #expect(try F.findings("duplicate-speakable-text", AndroidFixture.dump(on + off)) == [])
    }

    @Test func aClickableContainerAndChildOnOneSpotAreAnError() throws {
        let child = AndroidFixture.node("android.widget.Button", text: "Pay", id: "com.example:id/pay", flags: "clickable focusable", bounds: [0, 210, 1080, 378])
        let card = AndroidFixture.node("android.widget.FrameLayout", id: "com.example:id/card", flags: "clickable", bounds: [0, 210, 1080, 378], child)
        #expect(try F.findings("duplicate-clickable-bounds", AndroidFixture.dump(card)) == [
            "error: This clickable item `card` has the same on-screen location ([0,210][1080,378]) as 1 other item(s) with those properties: View com.example:id/pay.",
        ])
    }

    @Test func aClickableAndALongClickableOnOneSpotShareNoAction() throws {
        let child = AndroidFixture.node("android.widget.Button", text: "Pay", flags: "long-clickable", bounds: [0, 210, 1080, 378])
        let card = AndroidFixture.node("android.widget.FrameLayout", flags: "clickable", bounds: [0, 210, 1080, 378], child)
        #expect(try F.findings("duplicate-clickable-bounds", AndroidFixture.dump(card)) == [])
    }
}
