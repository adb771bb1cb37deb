import AXModel
import Testing
@testable import AXAudit

@Suite struct AuditReportTests {
    @Test func fileNamesBecomeURIsAndPathsPointers() {
        #expect(AuditReport.uri("sub dir/x.axsnap") == "sub%20dir/x.axsnap")
        #expect(AuditReport.uri("-") == "-")
        #expect(AuditReport.uri("/tmp/a b.axsnap") == "file:///tmp/a%20b.axsnap")
        #expect(AuditReport.pointer("root.children[2].children[0]") == "/root/children/2/children/0")
    }

    @Test func theSummaryCountsInTheSingular() throws {
        let report = try AuditFixture.report(AuditFixture.button("b", width: 20, height: 20, label: "Info"), minSeverity: .warning)
        #expect(report.summaryLine == "1 error, 0 warnings, 0 infos (0 suppressed, 0 baselined, 0 below threshold, 5 rules not run)")
        #expect(report.text.hasPrefix("test.axsnap:2:86: error: `b` is 20 × 20 pt; the minimum is 28 × 28 pt. [target-too-small]\n"))
    }

    /// Findings are kept as records and rebuilt when read: each reads as if made whole.
    @Test func thousandsOfFindingsAreRebuiltInOrder() throws {
        let buttons = (0..<3_000).map { (i: Int) -> String in
            let width: Double = i % 2 == 0 ? 20 : 40
            return AuditFixture.button("b\(i)", y: Double(100 + 50 * i), width: width, height: 40, label: "Close button")
        }
        let report = try AuditFixture.report(buttons.joined(separator: ","), rules: ["trait-word-in-label", "target-too-small"])
        #expect(report.findings.count == 6_000)
        #expect(report.count(Severity.error) == 1_500)
        let first = report.findings[0], word = report.findings[5_998], last = report.findings[5_999]
        #expect("\(first.severity) \(first.element) \(first.path) \(first.message)"
            == "error b0 root.children[0] `b0` is 20 × 40 pt; the minimum is 28 × 28 pt.")
        #expect(first.fingerprint == SHA256.hex("target-too-small\nb0\n", digits: 16))
        #expect("\(word.rule) \(word.element) \(word.message)"
            == "trait-word-in-label b2999 Label “Close button” says “button”, which VoiceOver says for the button trait.")
        #expect(word.fingerprint == SHA256.hex("trait-word-in-label\nb2999\na:button", digits: 16))
        #expect("\(last.rule) \(last.element) \(last.message)" == "target-too-small b2999 `b2999` is 40 × 40 pt; 44 × 44 pt is recommended.")
        #expect(report.findings.prefix(3).map { $0.element } == ["b0", "b2", "b4"])
    }

    @Test func aReportMadeWholeHasTheSameFindings() throws {
        let report = try AuditFixture.report(AuditFixture.button("a", width: 20, height: 20, label: "Close button") + ","
            + AuditFixture.button("b", y: 200, width: 40, height: 40, label: "B"))
        let whole = report.madeWhole()
        #expect(whole.findings.map { "\($0.fingerprint) \($0.path) \($0.message)" } == report.findings.map { "\($0.fingerprint) \($0.path) \($0.message)" })
        #expect(whole.count(Severity.warning) == 2)
        #expect(whole.summaryLine == report.summaryLine)
    }

    /// The JSON and SARIF outputs write a finding kept as a record (its path and fingerprint
    /// written from the snapshot) as they write it made whole.
    @Test func recordsAndWholeFindingsAreWrittenAlike() throws {
        let report = try AuditFixture.report(AuditFixture.button("a", width: 20, height: 20, label: "Close button") + ","
            + #"{"id":"g","type":"view","frame":[0,300,393,200],"children":["#
            + (0..<12).map { AuditFixture.button("c\($0)", y: Double(310 + 15 * $0), width: 40, height: 12, label: "Row \($0) link") }
                .joined(separator: ",") + "]}", minSeverity: .info)
        let whole = report.madeWhole()
        #expect(report.findings.count == 28)
        for write in [{ (report: AuditReport, writer: inout JSONWriter) in report.writeJSON(to: &writer) },
                      { (report: AuditReport, writer: inout JSONWriter) in report.writeSARIF(version: "1.0", to: &writer) }] {
            var records = JSONWriter(), made = JSONWriter()
            write(report, &records)
            write(whole, &made)
            #expect(records.bytes == made.bytes)
        }
        // The other compact rules, a label with a quote and a backslash, and findings marked new
        // against a baseline.
        let others = try AuditFixture.report(AuditFixture.button("s", label: #"Wi \"Fi\" \\ selected"#) + ","
            + AuditFixture.button("t", label: "Twin") + "," + AuditFixture.button("u", label: "Twin"), minSeverity: .info)
        #expect(Set(others.findings.map(\.rule)).isSuperset(of: ["state-in-label", "same-frame-stops"]))
        #expect(others.findings.contains { $0.message == #"Label “Wi "Fi" \ selected” contains the state “selected”."# })
        let marked = try AuditFixture.report(AuditFixture.button("t", label: "Twin") + "," + AuditFixture.button("u", label: "Twin"),
                                             baseline: Baseline(entries: []))
        #expect(!marked.findings.isEmpty && marked.findings.allSatisfy { $0.baseline == "new" })
        for other in [others, marked] {
            var records = JSONWriter(), made = JSONWriter()
            other.writeJSON(to: &records)
            other.madeWhole().writeJSON(to: &made)
            #expect(records.bytes == made.bytes)
            records.removeAll()
            made.removeAll()
            other.writeSARIF(version: "1.0", to: &records)
            other.madeWhole().writeSARIF(version: "1.0", to: &made)
            #expect(records.bytes == made.bytes)
        }
        var json = JSONWriter()
        report.writeJSON(to: &json)
        let text = String(decoding: json.bytes, as: UTF8.self)
        #expect(text.contains(#""path": "root.children[1].children[11]""#))
        #expect(text.contains(#""fingerprint": "\#(SHA256.hex("target-too-small\nc11\n", digits: 16))""#))
        var sarif = JSONWriter()
        report.writeSARIF(version: "1.0", to: &sarif)
        #expect(String(decoding: sarif.bytes, as: UTF8.self).contains(#""fullyQualifiedName": "/root/children/1/children/11""#))
    }

    @Test func aRulesFindingsOnOneElementGoByFingerprint() throws {
        let report = try AuditFixture.report(AuditFixture.button("b", label: "Close button link"), rules: ["trait-word-in-label"])
        let fingerprints = ["a:button", "b:link"].map { SHA256.hex("trait-word-in-label\nb\n\($0)", digits: 16) }
        #expect(report.findings.map { $0.fingerprint } == fingerprints.sorted())
        #expect(Set(report.findings.map { $0.message }).count == 2)
    }

    @Test func findingsAreOrderedBySeverityThenDocument() throws {
        let report = try AuditFixture.report(AuditFixture.button("a", y: 100, width: 40, height: 40, label: "A") + ","
            + AuditFixture.button("b", y: 200, width: 20, height: 20, label: "Close button"))
        #expect(AuditFixture.summary(report) == ["target-too-small error b", "target-too-small warning a", "trait-word-in-label warning b"])
    }
}
