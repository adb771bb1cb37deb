import AXAudit
import AXModel
import AXTestSupport

/// Audits Android dumps for the tests.
enum AndroidAuditFixture {
    /// The report on a dump's text (at 420 dpi unless `density` says), all severities.
    static func report(_ xml: String, rules: Set<String>? = nil, density: Double = 2.625) throws -> AuditReport {
        try Auditor.audit(try AndroidFixture.snapshot(xml, density: density), file: "dump.xml", source: .none, isDump: true,
                          options: AuditOptions(rules: rules, minSeverity: .info))
    }

    /// The report on a dump file.
    static func report(file path: String, rules: Set<String>? = nil) throws -> AuditReport {
        try Auditor.audit(try AndroidFixture.snapshot(file: path), file: path, source: .none, isDump: true,
                          options: AuditOptions(rules: rules, minSeverity: .info))
    }

    /// One rule's findings as `severity: message`.
    static func findings(_ rule: String, _ xml: String, density: Double = 2.625) throws -> [String] {
        try report(xml, rules: [rule], density: density).findings.map { "\($0.severity.rawValue): \($0.message)" }
    }

    /// One rule's findings on a dump file as `severity: message`.
    static func findings(_ rule: String, file path: String) throws -> [String] {
        try report(file: path, rules: [rule]).findings.map { "\($0.severity.rawValue): \($0.message)" }
    }

    /// A clickable `ImageButton` at the given pixel bounds.
    static func imageButton(_ description: String = "", id: String = "", _ bounds: [Int]) -> String {
        AndroidFixture.node("android.widget.ImageButton", description: description, id: id, flags: "clickable focusable", bounds: bounds)
    }
}
