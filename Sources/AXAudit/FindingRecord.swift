/// A finding as the audit keeps it until it is read (12 bytes): its rule rebuilds the rest from
/// the snapshot, so that a million findings are not a million messages, paths and fingerprints.
struct FindingRecord {
    var node: UInt32
    /// What the rule needs to rebuild the finding (a rule that keeps its findings whole: the
    /// finding's position among them).
    var detail: UInt32
    /// The rule's position in ``Auditor/rules``.
    var rule: UInt8
    var severity: Severity

    /// The bit of `detail` that ``RuleResult/append(_:node:keeping:_:_:flag:)`` sets for `flag`.
    static let flagBit: UInt32 = 1 << 31

    /// Where the record's texts start in ``RuleResult/texts`` (a record of
    /// ``RuleResult/append(_:node:keeping:_:_:flag:)``).
    var textIndex: Int { Int(detail & ~FindingRecord.flagBit) }

    /// The three texts the rule kept for the record, from `texts` (``RuleResult/texts``).
    func keptTexts(_ texts: [String]) -> (String, String, String) {
        (texts[textIndex], texts[textIndex + 1], texts[textIndex + 2])
    }

    /// The yes-or-no the rule kept with its texts.
    var flag: Bool { detail & FindingRecord.flagBit != 0 }

    /// Whether `self` comes before `other` in the output (audit.md §4) by severity, node and rule;
    /// findings of a rule on one node go by their fingerprints.
    func precedes(_ other: FindingRecord) -> Bool {
        if severity != other.severity { return severity < other.severity }
        if node != other.node { return node < other.node }
        return rule < other.rule
    }
}
