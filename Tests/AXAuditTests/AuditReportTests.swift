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

    @Test func findingsAreOrderedBySeverityThenDocument() throws {
        let report = try AuditFixture.report(AuditFixture.button("a", y: 100, width: 40, height: 40, label: "A") + ","
            + AuditFixture.button("b", y: 200, width: 20, height: 20, label: "Close button"))
        #expect(AuditFixture.summary(report) == ["target-too-small error b", "target-too-small warning a", "trait-word-in-label warning b"])
    }
}
