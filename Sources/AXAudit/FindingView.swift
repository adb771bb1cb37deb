import AXModel

/// A finding as the JSON and SARIF outputs write it: a ``Finding`` whose path, fingerprint and
/// (for a compact rule's record) message are written from the snapshot, the rule's key and the
/// record as they are needed instead of being made as strings first.
struct FindingView {
    /// The finding; its path and fingerprint are empty unless it was made whole, and so is its
    /// message when it comes from a record.
    var finding: Finding
    private let origin: Origin

    private enum Origin {
        /// A finding made whole.
        case made
        /// What, besides rule and element, tells the finding from others of the rule on the
        /// element, and the audit it came from.
        case parts(key: String, context: AuditContext)
        /// A compact rule's record, which writes the message, and the builder that keeps the
        /// record's texts; `key` as for `parts`.
        case record(FindingRecord, key: String, builder: FindingBuilder)
    }

    init(rule: RuleDescriptor, severity: Severity, node: Int, in context: AuditContext, message: String,
         related: [String], data: [(String, JSONOutput)], key: String) {
        finding = Finding(partsOf: rule, severity: severity, node: node, in: context, message: message, related: related, data: data)
        origin = .parts(key: key, context: context)
    }

    /// The finding `record` stands for, saying `text`; its message is written from the record.
    init(_ record: FindingRecord, _ text: FindingText, builder: FindingBuilder) {
        finding = Finding(partsOf: Auditor.rules[Int(record.rule)].descriptor, severity: record.severity, node: Int(record.node),
                          in: builder.context, message: "", related: text.related, data: text.data)
        origin = .record(record, key: text.key, builder: builder)
    }

    init(_ finding: Finding) {
        self.finding = finding
        origin = .made
    }

    private var context: AuditContext? {
        switch origin {
        case .made: nil
        case .parts(_, let context): context
        case .record(_, _, let builder): builder.context
        }
    }

    private var key: String? {
        switch origin {
        case .made: nil
        case .parts(let key, _), .record(_, let key, _): key
        }
    }

    /// `root.children[2]`.
    var path: String {
        guard let context else { return finding.path }
        return context.snapshot.path(of: finding.node)
    }

    /// What the finding says.
    var message: String {
        guard case .record(let record, _, let builder) = origin else { return finding.message }
        return builder.message(record)
    }

    /// First 16 hex digits of SHA-256 of `rule␊element␊key`.
    var fingerprint: String {
        guard key != nil else { return finding.fingerprint }
        return SHA256.withHex(fingerprintNumber) { String(decoding: $0, as: UTF8.self) }
    }

    /// The number the fingerprint's hex digits stand for.
    var fingerprintNumber: UInt64 {
        guard let key else { return SHA256.number(hex: finding.fingerprint) ?? 0 }
        return SHA256.number(lines: finding.rule, finding.element, key)
    }

    /// Writes the path as a JSON string: `root.children[2]`, or as a JSON Pointer `/root/children/2`.
    func writePath(asPointer: Bool = false, to writer: inout JSONWriter) {
        guard let context else {
            writer.string(asPointer ? AuditReport.pointer(finding.path) : finding.path)
            return
        }
        context.snapshot.withPath(of: finding.node, asPointer: asPointer) { writer.string(utf8: $0) }
    }

    /// Writes the message as a JSON string.
    func writeMessage(to writer: inout JSONWriter) {
        guard case .record(let record, _, let builder) = origin else {
            writer.string(finding.message)
            return
        }
        writer.string { builder.writeMessage(record, to: &$0) }
    }
}
