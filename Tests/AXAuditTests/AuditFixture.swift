import AXAudit
import AXModel
import AXTestSupport

/// Audits snapshot fragments for the tests.
enum AuditFixture {
    /// The report for `children` of a phone snapshot (`extra`: more top-level keys), all severities.
    static func report(_ children: String, extra: String = "", rules: Set<String>? = nil,
                       minSeverity: Severity = .info, baseline: Baseline? = nil) throws -> AuditReport {
        let text = Fixture.json(children, extra: extra)
        let snapshot = try Fixture.load(text).snapshot
        return try Auditor.audit(snapshot, file: "test.axsnap", source: .snapshot(Array(text.utf8)),
                                 options: AuditOptions(rules: rules, minSeverity: minSeverity, baseline: baseline))
    }

    /// One rule's findings as `severity element: message`.
    static func findings(_ rule: String, _ children: String, extra: String = "") throws -> [String] {
        try report(children, extra: extra, rules: [rule]).findings.map { "\($0.severity.rawValue) \($0.element): \($0.message)" }
    }

    /// `rule severity element` for every finding.
    static func summary(_ report: AuditReport) -> [String] {
        report.findings.map { "\($0.rule) \($0.severity.rawValue) \($0.element)" }
    }

    /// A button of the given size at (16, y), labelled.
    static func button(_ id: String, y: Double = 100, width: Double = 120, height: Double = 44, label: String = "Save") -> String {
        #"{"id":"\#(id)","type":"button","frame":[16,\#(y),\#(width),\#(height)],"label":"\#(label)"}"#
    }
}

