@testable import AXImport
import AXModel
import AXTestSupport
import Testing

/// import.md R1's root: an ordinary node; the screen from the root or its first window.
@Suite struct SnapshotBuilderTests {
    @Test func aLabelledOtherRootIsOneStop() throws {
        let (analysis, warnings) = try ImportFixture.convert("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="Loading" x="0" y="0" width="390" height="844"/>
            """)
        #expect(warnings.isEmpty)
        #expect(try ImportFixture.speech(analysis) == ["Loading"])
    }

    @Test func theScreenIsTheFirstWindowsWhenTheApplicationHasNoFrame() throws {
        let (analysis, _) = try ImportFixture.convert("""
             →Application, 0x1, pid: 7, label: 'Clock'
                Other, 0x2, {{0.0, 0.0}, {10.0, 10.0}}
                Window (Main), 0x3, {{0.0, 0.0}, {375.0, 667.0}}
                  Button, 0x4, {{16.0, 60.0}, {80.0, 44.0}}, label: 'Edit'
            """, name: "clock.txt")
        #expect(analysis.snapshot.screen.width == 375 && analysis.snapshot.screen.height == 667)
        #expect(try ImportFixture.speech(analysis) == ["Edit. Button."])
    }
}
