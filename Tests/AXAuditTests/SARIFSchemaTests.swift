import AXAudit
import AXModel
import AXTestSupport
import Foundation
import Testing

/// The SARIF output against the SARIF 2.1.0 schema (checked in under Resources with its licence).
@Suite struct SARIFSchemaTests {
    static var validator: JSONSchemaValidator {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/sarif-schema-2.1.0.json").path
        let data = FileManager.default.contents(atPath: path) ?? Data()
        return JSONSchemaValidator(root: (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:])
    }

    static func problems(_ text: String) throws -> [String] {
        validator.validate(try JSONSerialization.jsonObject(with: Data(text.utf8)))
    }

    @Test func theSchemaWasRead() {
        #expect(Self.validator.root["title"] as? String == "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema")
    }

    @Test func theAuditsSARIFValidates() throws {
        let text = Fixture.json(WorkedExamplesTests.card.replacingOccurrences(of: "%@", with: "") + ","
            + AuditFixture.button("close", y: 300, width: 24, height: 24, label: "Close button"))
        let report = try Auditor.audit(try Fixture.load(text).snapshot, file: "sub dir/x.axsnap", source: .snapshot(Array(text.utf8)),
                                       options: AuditOptions(minSeverity: .info, baseline: Baseline(entries: [])))
        #expect(report.findings.count == 3)
        var writer = JSONWriter()
        report.writeSARIF(version: "0.1.0", to: &writer)
        let sarif = String(decoding: writer.bytes, as: UTF8.self)
        #expect(try Self.problems(sarif) == [])
    }

    @Test func anAndroidAuditsSARIFValidates() throws {
        // A real UiAutomator2 dump: ATF's rules, each with its help and tags.
        let path = Fixture.shared("uiautomator/shirates-core_appium-uia2_PlayStoreGamesScreen.xml")
        let report = try Auditor.audit(try AndroidFixture.snapshot(file: path), file: path, source: .none, isDump: true,
                                       options: AuditOptions(minSeverity: .info))
        #expect(report.findings.count == 9)
        var writer = JSONWriter()
        report.writeSARIF(version: "0.1.0", to: &writer)
        let sarif = String(decoding: writer.bytes, as: UTF8.self)
        #expect(try Self.problems(sarif) == [])
        #expect(sarif.contains("\"id\": \"touch-target-size\""))
        #expect(sarif.contains("https://support.google.com/accessibility/android/answer/7101858"))
    }

    @Test func anInvalidLogFails() throws {
        let level = try Self.problems(#"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}"#)
        #expect(level == ["/runs/0/results/0/level: fatal is not one of none, note, warning, error"])
        let top = try Self.problems(#"{"version": "2.0", "runs": [], "extra": 1}"#).sorted()
        #expect(top == ["/version: 2.0 is not one of 2.1.0", ": unexpected property extra"])
    }
}
