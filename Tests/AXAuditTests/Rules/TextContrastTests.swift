import Foundation
import AXTestSupport
import Testing
@testable import AXAudit

@Suite struct TextContrastTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Resources").standardized.path

    /// A 100 × 100 pt screen over `contrast.png` (100 × 100 px): grey texts on white at y 0, 30
    /// and 60, a blue square at (60, 0).
    static func screen(_ children: String, screenshot: String = "contrast.png", height: Int = 100) -> String {
        #"{"format":"axsnap","version":1,"screen":{"width":100,"height":\#(height)},"screenshot":"\#(resources)/\#(screenshot)","root":{"id":"window","type":"window","frame":[0,0,100,\#(height)],"children":[\#(children)]}}"#
    }

    static func texts(_ extra: String = "") -> String {
        #"{"id":"pass","type":"label","frame":[0,0,50,20],"text":"Grey 118"},{"id":"large","type":"label","frame":[0,30,50,20],"text":"Grey 119"},{"id":"low","type":"label","frame":[0,60,50,20],"text":"Grey 170"\#(extra)}"#
    }

    static func audit(_ text: String) throws -> AuditReport {
        try Auditor.audit(try Fixture.load(text).snapshot, file: "c.axsnap", source: .snapshot(Array(text.utf8)),
                          options: AuditOptions(rules: ["text-contrast"], minSeverity: .info))
    }

    @Test func lowContrastFiresAsWarningAndError() throws {
        let report = try Self.audit(Self.screen(Self.texts()))
        #expect(report.findings.map { "\($0.severity.rawValue) \($0.element): \($0.message)" } == [
            "error low: Text “Grey 170” has contrast 2.32:1 (#aaaaaa on #ffffff), below 3:1.",
            "warning large: Text “Grey 119” has contrast 4.48:1 (#777777 on #ffffff), enough only for large text.",
        ])
        #expect(report.findings[1].data.map(\.0) == ["ratio", "foreground", "background"])
    }

    @Test func hiddenTextOneColourAndTinyRegionsDoNot() throws {
        let report = try Self.audit(Self.screen(Self.texts(#","isHidden":true"#)
            + #",{"id":"blue","type":"label","frame":[60,0,40,30],"text":"Blue"},{"id":"tiny","type":"label","frame":[10,65,3,5],"text":"x"}"#))
        #expect(report.findings.map(\.element) == ["large"])
    }

    @Test func theToleranceAndTheRatio() {
        #expect(abs(TextContrast.ratio(0x000000, 0xffffff) - 21) < 1e-9)
        #expect(TextContrast.hex(0x0000ff) == "#0000ff")
        #expect(TextContrast.colours([UInt32](repeating: 1, count: 14) + [2]) == nil)
        #expect(TextContrast.colours([UInt32](repeating: 2, count: 8) + [UInt32](repeating: 1, count: 8))! == (1, 2))
    }

    @Test func notRunWithoutAReadableScreenshotOfTheScreensProportions() throws {
        let none = try Self.audit(Fixture.json(Self.texts()))
        #expect(none.notRun.map(\.reason) == ["the snapshot has no screenshot"])
        let broken = try Self.audit(Self.screen(Self.texts(), screenshot: "broken.png"))
        #expect(broken.notRun.map(\.reason) == ["the screenshot '\(Self.resources)/broken.png' cannot be read as a PNG"])
        let wrong = try Self.audit(Self.screen(Self.texts(), height: 102))
        #expect(wrong.notRun.map(\.reason) == ["the screenshot is 100 × 100 px, not the screen's proportions 100 × 102 pt"])
    }
}
