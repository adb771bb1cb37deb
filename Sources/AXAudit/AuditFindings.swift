import AXModel

/// The findings of a report, in §4 order: each is rebuilt from its record when it is read, so a
/// report of a million findings holds 24 bytes for each.
public struct AuditFindings: RandomAccessCollection {
    let records: [FindingRecord]
    let builder: FindingBuilder
    /// Whether a baseline was given: every finding that remains is `"new"`.
    let areNew: Bool

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> Finding {
        var finding = builder.finding(records[position])
        if areNew { finding.baseline = "new" }
        return finding
    }

    /// How many findings have `severity`.
    public func count(_ severity: Severity) -> Int { records.count { $0.severity == severity } }
}

/// Rebuilds findings from their records: the rules' context, the findings kept whole and where
/// the nodes are in the file.
final class FindingBuilder {
    let context: AuditContext
    let kept: [Finding]
    /// Not `.snapshot`: ``AuditSource/located(of:)`` made it `.located`.
    let source: AuditSource

    init(context: AuditContext, kept: [Finding], source: AuditSource) {
        self.context = context
        self.kept = kept
        self.source = source
    }

    func finding(_ record: FindingRecord) -> Finding {
        var finding = if let rule = Auditor.rules[Int(record.rule)] as? any CompactRule.Type {
            rule.finding(record, in: context)
        } else {
            kept[Int(record.detail)]
        }
        finding.location = location(of: Int(record.node))
        return finding
    }

    /// Where a node's finding points in the file.
    func location(of node: Int) -> SourceSpan {
        switch source {
        case .located(let locations):
            locations.span(of: node)
        case .dump(let lines) where lines.indices.contains(node):
            SourceSpan(line: lines[node], column: 1)
        case .snapshot(let bytes):
            SourceLocator.spans(of: [node], in: context.snapshot, bytes: bytes)[node] ?? SourceSpan()
        case .dump, .none:
            SourceSpan()
        }
    }
}
