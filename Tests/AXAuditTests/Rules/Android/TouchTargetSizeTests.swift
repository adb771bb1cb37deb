import AXAudit
import AXTestSupport
import Testing

/// `touch-target-size`: ATF's `TouchTargetSizeCheck`.
@Suite struct TouchTargetSizeTests {
    typealias F = AndroidAuditFixture

    @Test func aSmallButtonIsAnErrorWithATFsRequirements() throws {
        // 105 px at 2.625 = 40 dp; away from the edges both need 48 dp (ID 3).
        let xml = AndroidFixture.dump(F.imageButton("Share", [500, 500, 605, 605]))
        #expect(try F.findings("touch-target-size", xml) == [
            "error: “Share” is 40 × 40 dp; consider making this touch target 48 dp wide and 48 dp high or larger.",
        ])
    }

    @Test func atTheScreensEdgeTheNeighbouringDimensionNeeds32dp() throws {
        // Against the left edge: the width needs 32 dp, the height 48 (ID 4).
        let xml = AndroidFixture.dump(F.imageButton("Menu", [0, 500, 105, 605]))
        #expect(try F.findings("touch-target-size", xml) == [
            "error: “Menu” is 40 dp high; consider making the height of this touch target 48 dp or larger.",
        ])
    }

    @Test func halfADpRoundsUpAsJavaDoes() throws {
        // 124 px = 47.24 dp → 47 (too small); 125 px = 47.62 dp → 48 (enough).
        let small = AndroidFixture.dump(F.imageButton("A", [500, 500, 624, 624]))
        let enough = AndroidFixture.dump(F.imageButton("A", [500, 500, 626, 626]))
        #expect(try F.findings("touch-target-size", small).count == 1)
        #expect(try F.findings("touch-target-size", enough) == [])
    }

    @Test func aLargeClickableAncestorMakesItAWarning() throws {
        let icon = F.imageButton("Like", [100, 130, 184, 214])
        let row = AndroidFixture.node("android.widget.LinearLayout", flags: "clickable", bounds: [0, 100, 1080, 244], icon)
        #expect(try F.findings("touch-target-size", AndroidFixture.dump(row)) == [
            "warning: “Like” is 32 × 32 dp; consider making this touch target 48 dp wide and 48 dp high or larger. A parent container may be handling touch events for this item: if selecting it does the same, make this item not clickable; else enlarge it.",
        ])
    }

    @Test func webContentIsAWarning() throws {
        let link = AndroidFixture.node("android.view.View", text: "About", flags: "clickable focusable", bounds: [100, 300, 300, 342])
        let page = AndroidFixture.node("android.webkit.WebView", text: "Shop", bounds: [0, 100, 1080, 2400], link)
        #expect(try F.findings("touch-target-size", AndroidFixture.dump(page)) == [
            "warning: “About” is 16 dp high; consider making the height of this touch target 48 dp or larger. It is web content, whose size is the page's: verify the target in the page.",
        ])
    }

    @Test func onARealDumpTheCarouselsEdgeIsNarrow() throws {
        // Play Store: a clickable FrameLayout 26 px wide at the right edge (needs 32 dp there).
        let findings = try F.findings("touch-target-size", file: Fixture.shared("uiautomator/shirates-core_appium-uia2_PlayStoreGamesScreen.xml"))
        #expect(findings.first == "error: `FrameLayout` at [1054,396][1080,761] is 10 dp wide; consider making the width of this touch target 32 dp or larger.")
        #expect(findings.count == 4)
    }
}
