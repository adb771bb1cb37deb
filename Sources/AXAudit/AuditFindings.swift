import AXModel

/// The findings of a report, in §4 order: each is rebuilt from its record when it is read, so a
/// report of a million findings holds 12 bytes for each (unless ``AuditReport/madeWhole()``).
public struct AuditFindings: RandomAccessCollection {
    private enum Storage {
        /// `areNew`: a baseline was given, so every finding that remains is `"new"`.
        case records([FindingRecord], FindingBuilder, areNew: Bool)
        case whole([Finding])
    }

    private var storage: Storage

    init(records: [FindingRecord], builder: FindingBuilder, areNew: Bool) {
        storage = .records(records, builder, areNew: areNew)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .records(let records, _, _): records.count
        case .whole(let findings): findings.count
        }
    }

    public subscript(position: Int) -> Finding {
        switch storage {
        case .records: Finding(view(at: position))
        case .whole(let findings): findings[position]
        }
    }

    /// The finding at `position` as the JSON and SARIF outputs write it; without `describing`, with
    /// no related ids or data (``FindingBuilder/view(_:describing:)``).
    func view(at position: Int, describing: Bool = true) -> FindingView {
        switch storage {
        case .records(let records, let builder, let areNew):
            var view = builder.view(records[position], describing: describing)
            if areNew { view.baseline = "new" }
            return view
        case .whole(let findings):
            return FindingView(findings[position])
        }
    }

    /// What a line of the text output says of the finding at `position`, but its message.
    func line(at position: Int) -> (location: SourceSpan, severity: Severity, rule: String) {
        switch storage {
        case .records(let records, let builder, _):
            let record = records[position]
            return (builder.location(of: Int(record.node)), record.severity, Auditor.ruleIDs[Int(record.rule)])
        case .whole(let findings):
            let finding = findings[position]
            return (finding.location, finding.severity, finding.rule)
        }
    }

    /// Appends the message of the finding at `position` to `bytes`.
    func writeMessage(at position: Int, to bytes: inout [UInt8]) {
        switch storage {
        case .records(let records, let builder, _):
            builder.writeMessage(records[position], to: &bytes)
        case .whole(let findings):
            bytes.appendText(findings[position].message)
        }
    }

    /// How many findings have `severity`.
    public func count(_ severity: Severity) -> Int {
        switch storage {
        case .records(let records, _, _): records.count { $0.severity == severity }
        case .whole(let findings): findings.count { $0.severity == severity }
        }
    }

    /// The same findings, each made once and kept (the rules' context is let go).
    func madeWhole() -> AuditFindings {
        var copy = self
        copy.storage = .whole(Array(self))
        return copy
    }
}

/// Rebuilds findings from their records: the rules' context, the findings and texts kept and where
/// the nodes are in the file.
final class FindingBuilder {
    let context: AuditContext
    let kept: [Finding]
    /// What the compact rules kept of their findings (``RuleResult/texts``).
    let texts: [String]
    /// Not `.snapshot`: ``AuditSource/located(of:)`` made it `.located`.
    let source: AuditSource

    init(context: AuditContext, kept: [Finding], texts: [String], source: AuditSource) {
        self.context = context
        self.kept = kept
        self.texts = texts
        self.source = source
    }

    func finding(_ record: FindingRecord) -> Finding {
        Finding(view(record))
    }

    /// The finding `record` stands for, as the outputs write it; without `describing`, a compact
    /// rule's finding has its key but no related ids or data (for SARIF, which writes neither).
    func view(_ record: FindingRecord, describing: Bool = true) -> FindingView {
        let location = location(of: Int(record.node))
        guard let rule = Auditor.compactRules[Int(record.rule)] else {
            var view = FindingView(kept[Int(record.detail)])
            view.location = location
            return view
        }
        let text = describing ? rule.describe(record, texts: texts, in: context)
                              : FindingText(key: rule.key(record, texts: texts, in: context))
        return FindingView(record, text, builder: self, at: location)
    }

    /// The finding's message, as ``writeMessage(_:to:)`` writes it.
    func message(_ record: FindingRecord) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(FindingBuilder.typicalMessageLength)
        writeMessage(record, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes most messages fit in, reserved at once rather than grown into.
    static let typicalMessageLength = 128

    /// Appends the finding's message alone to `bytes` (no path, fingerprint or data to make).
    func writeMessage(_ record: FindingRecord, to bytes: inout [UInt8]) {
        if let rule = Auditor.compactRules[Int(record.rule)] {
            rule.writeMessage(record, texts: texts, in: context, to: &bytes)
        } else {
            bytes.appendText(kept[Int(record.detail)].message)
        }
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
