import AXModel

/// A finding as the JSON and SARIF outputs write it: a ``Finding`` whose path and fingerprint
/// are written from the snapshot and the rule's key as they are needed instead of being made as
/// strings first.
struct FindingView {
    /// The finding; its path and fingerprint are empty unless it was made whole.
    var finding: Finding
    private let origin: Origin

    private enum Origin {
        /// A finding made whole.
        case made
        /// What, besides rule and element, tells the finding from others of the rule on the
        /// element, and the audit it came from.
        case parts(key: String, context: AuditContext)
    }

    init(rule: RuleDescriptor, severity: Severity, node: Int, in context: AuditContext, message: String,
         related: [String], data: [(String, JSONOutput)], key: String) {
        finding = Finding(partsOf: rule, severity: severity, node: node, in: context, message: message, related: related, data: data)
        origin = .parts(key: key, context: context)
    }

    /// The finding `record` stands for, saying `text`.
    init(_ record: FindingRecord, _ text: FindingText, in context: AuditContext) {
        self.init(rule: Auditor.rules[Int(record.rule)].descriptor, severity: record.severity, node: Int(record.node), in: context,
                  message: text.message, related: text.related, data: text.data, key: text.key)
    }

    init(_ finding: Finding) {
        self.finding = finding
        origin = .made
    }

    /// `root.children[2]`.
    var path: String {
        switch origin {
        case .made: finding.path
        case .parts(_, let context): context.snapshot.path(of: finding.node)
        }
    }

    /// First 16 hex digits of SHA-256 of `rule␊element␊key`.
    var fingerprint: String {
        switch origin {
        case .made: finding.fingerprint
        case .parts: SHA256.withHex(fingerprintNumber) { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The number the fingerprint's hex digits stand for.
    var fingerprintNumber: UInt64 {
        switch origin {
        case .made: SHA256.number(hex: finding.fingerprint) ?? 0
        case .parts(let key, _): SHA256.number(lines: finding.rule, finding.element, key)
        }
    }

    /// Writes the path as a JSON string: `root.children[2]`, or as a JSON Pointer `/root/children/2`.
    func writePath(asPointer: Bool = false, to writer: inout JSONWriter) {
        switch origin {
        case .made:
            writer.string(asPointer ? AuditReport.pointer(finding.path) : finding.path)
        case .parts(_, let context):
            context.snapshot.withPath(of: finding.node, asPointer: asPointer) { writer.string(utf8: $0) }
        }
    }
}
