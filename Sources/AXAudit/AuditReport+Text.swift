/// The text output for people (audit.md §6).
extension AuditReport {
    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE]` per finding, a note per rule not run, the summary.
    public var text: String {
        var out = ""
        for finding in findings {
            out += "\(file):\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n"
        }
        for entry in notRun {
            out += "\(file): note: \(entry.rule) \(entry.partial ? "partly run" : "not run"): \(entry.reason)\n"
        }
        return out + summaryLine + "\n"
    }
}
