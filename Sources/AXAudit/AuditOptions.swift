import AXModel

/// What to audit and what to keep (audit.md §6).
public struct AuditOptions: Sendable {
    /// The selected rule ids, in any order (nil: every rule).
    public var rules: Set<String>?
    public var minSeverity: Severity
    /// An earlier run's fingerprints; nil without `--baseline`.
    public var baseline: Baseline?

    public init(rules: Set<String>? = nil, minSeverity: Severity = .warning, baseline: Baseline? = nil) {
        self.rules = rules
        self.minSeverity = minSeverity
        self.baseline = baseline
    }
}

/// Where the snapshot's text came from, to locate findings.
public enum AuditSource: Sendable {
    /// The `.axsnap` text it was loaded from.
    case snapshot([UInt8])
    /// Where its nodes are in the `.axsnap` text it was loaded from.
    case located(NodeLocations)
    /// A dump: the line where each node's element starts, in document order.
    case dump(lines: [Int])
    /// No text (the window): every finding at line 1.
    case none
}

extension AuditSource {
    /// The source with a snapshot's text replaced by where its nodes are in it.
    public func located(of snapshot: Snapshot) -> AuditSource {
        guard case .snapshot(let bytes) = self else { return self }
        return .located(NodeLocations(of: snapshot, in: bytes))
    }
}
