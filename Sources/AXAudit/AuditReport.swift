/// The outcome of one audit, after selection, threshold, suppression and baseline (audit.md §4–§8).
public struct AuditReport {
    /// FILE as given (`-` for standard input).
    public var file: String
    public var imported: Bool
    public var minSeverity: Severity
    /// Whether `--baseline` was given.
    public var hasBaseline: Bool
    /// The selected rules, in table order.
    public var rules: [RuleDescriptor]
    /// What remains, in §4 order.
    public var findings: AuditFindings
    public var suppressed: [SuppressedFinding]
    public var notRun: [NotRun]
    /// Findings dropped by `--min-severity`.
    public var belowThreshold: Int
    /// Baseline fingerprints of fully run rules that no finding of this run has.
    public var fixed: Int
    /// Problems with the input that change nothing (an unknown rule id in `auditIgnore`), as
    /// `FILE:LINE:COLUMN: warning: …` lines.
    public var warnings: [String]

    public func count(_ severity: Severity) -> Int { findings.count(severity) }
    public var suppressedCount: Int { suppressed.count { $0.by == .auditIgnore } }
    public var baselinedCount: Int { suppressed.count { $0.by == .baseline } }
    /// Rules not run at all (`partial: false`).
    public var notRunCount: Int { notRun.count { !$0.partial } }

    /// `1 error, 2 warnings, 0 infos (1 suppressed, 0 baselined, 0 below threshold, 1 rule not run)`.
    public var summaryLine: String {
        let counts = Severity.allCases.map { $0.counted(count($0)) }.joined(separator: ", ")
        let notRun = "\(notRunCount) rule\(notRunCount == 1 ? "" : "s") not run"
        return "\(counts) (\(suppressedCount) suppressed, \(baselinedCount) baselined, \(belowThreshold) below threshold, \(notRun))"
    }

    /// The report with every finding made and kept, for readers that visit each many times (the
    /// window's Problems panel, which gets the report on another thread than the audit's).
    public func madeWhole() -> AuditReport {
        var report = self
        report.findings = findings.madeWhole()
        return report
    }
}
