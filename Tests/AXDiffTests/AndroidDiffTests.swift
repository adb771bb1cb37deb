import AXDiff
import AXEngine
import AXModel
import AXTestSupport
import Foundation
import Testing

/// `diff` of two Android dumps of one screen, on TalkBack's model: stops paired by resource id,
/// then what TalkBack says and the role, then place; what is compared is what TalkBack says.
@Suite struct AndroidDiffTests {
    static let settings = Fixture.shared("uiautomator/shirates-core_appium-uia2_SettingsTopScreen.xml")

    static func side(_ xml: String, file: String) throws -> DiffSide {
        try DiffSide(analysis: Analysis(snapshot: try AndroidFixture.snapshot(xml)), navigation: .flat, file: file,
                     format: "uiautomator2", imported: true, ignoreIds: false, locations: nil)
    }

    static func diff(_ edit: (String) -> String) throws -> String {
        let a = String(decoding: FileManager.default.contents(atPath: settings) ?? Data(), as: UTF8.self)
        let diff = try Diff(side(a, file: "a.xml"), side(edit(a), file: "b.xml"), options: DiffOptions())
        return DiffTestText.changes(diff)
    }

    @Test func aLostContentDescriptionIsARegressionAndTextChangesAreSpoken() throws {
        let changes = try Self.diff {
            $0.replacingOccurrences(of: #"text="Battery""#, with: #"text="Battery &amp; power""#)
                .replacingOccurrences(of: #"content-desc="Profile picture, double tap to open Google Account""#, with: #"content-desc="""#)
        }
        #expect(changes == """
            Regressions (1):
              description.labelLost  B#3 account_avatar: "Profile picture, double tap to open Google Account, Button" → none
            Info (1):
              description.label  B#8 linearLayout-8: "Battery, 100%" → "Battery & power, 100%"
            """)
    }

    @Test func stopsArePairedByResourceIDWhenTheyMove() throws {
        // The avatar moves to the start of the bar: the same resource id, another place.
        let changes = try Self.diff {
            $0.replacingOccurrences(of: #"bounds="[926,88][1058,220]""#, with: #"bounds="[22,300][175,432]""#)
        }
        #expect(changes == """
            Info (2):
              geometry.moved  B#3 account_avatar: (352.76190476190476, 33.523809523809526) → (8.380952380952381, 114.28571428571429)
              geometry.resized  B#3 account_avatar: 50.285714285714285×50.285714285714285 → 58.285714285714285×50.285714285714285
            """)
    }

    @Test func anUnchangedDumpHasNoChanges() throws {
        #expect(try Self.diff { $0 } == "")
    }
}

/// The change lines of a diff's text report: after its listing, before its summary.
enum DiffTestText {
    static func changes(_ diff: Diff) -> String {
        let lines = DiffText(diff).rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasSuffix("):") && !$0.hasPrefix(" ") }) else { return "" }
        let end = lines.lastIndex(where: { $0.contains("regression") && $0.contains("(--fail-on") }) ?? lines.count
        return lines[start..<end].joined(separator: "\n").trimmingCharacters(in: .newlines)
    }
}
