import AXModel

/// A finding as the audit keeps it until it is read (24 bytes): its rule rebuilds the rest from
/// the snapshot, so that a million findings are not a million messages, paths and fingerprints.
struct FindingRecord {
    /// The first 64 bits of the fingerprint (``Finding/fingerprint`` is their hex).
    var fingerprint: UInt64
    var node: UInt32
    /// What the rule needs to rebuild the finding (a rule that keeps its findings whole: the
    /// finding's position among them).
    var detail: UInt32
    /// The rule's position in ``Auditor/rules``.
    var rule: UInt8
    var severity: Severity

    /// The first 64 bits of SHA-256 of `rule␊element␊key`.
    static func fingerprint(rule: RuleDescriptor, node: Int, key: String, in snapshot: Snapshot) -> UInt64 {
        SHA256.prefix64("\(rule.id)\n\(snapshot.nodes[node].id)\n\(key)")
    }

    /// Whether `self` comes before `other` in the output (audit.md §4): severity, node, rule, fingerprint.
    func precedes(_ other: FindingRecord) -> Bool {
        if severity != other.severity { return severity < other.severity }
        if node != other.node { return node < other.node }
        if rule != other.rule { return rule < other.rule }
        return fingerprint < other.fingerprint
    }
}
