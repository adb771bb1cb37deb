/// What the outputs say about a rule (audit.md §2, §9).
public struct RuleDescriptor: Sendable {
    public var id: String
    /// The most severe level the rule reports (SARIF's default level).
    public var severity: Severity
    /// “Target too small”.
    public var shortDescription: String
    /// When it triggers.
    public var fullDescription: String
    public var help: String
    /// The threshold, in words, for the README's table.
    public var threshold: String
    /// `accessibility` plus the sources (`wcag-1.4.3`, `xcode-hitRegion`, …).
    public var tags: [String]

    /// `target-too-small` → `TargetTooSmall`.
    public var name: String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// One rule: its descriptor and its check.
protocol AuditRule: Sendable {
    static var descriptor: RuleDescriptor { get }
    /// Why the rule cannot run on this snapshot, if it cannot.
    static func notRunReason(_ context: AuditContext) -> String?
    static func check(_ context: AuditContext) -> RuleResult
}

extension AuditRule {
    static func notRunReason(_ context: AuditContext) -> String? { nil }
}

/// What a rule's check found, and whether it saw all its input.
struct RuleResult {
    var findings: [Finding] = []
    /// Why it ran on part of its input only.
    var partialReason: String?
}
