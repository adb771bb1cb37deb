import AXModel

/// A finding as the JSON and SARIF outputs write it: a ``Finding``'s parts, but its path and
/// fingerprint, which are written from the snapshot and the rule's key as they are needed instead
/// of being made as strings first.
struct FindingView {
    var rule: String
    var severity: Severity
    var node: Int
    var element: String
    var location = SourceSpan()
    var frame: Rect
    var stop: Int?
    var message: String
    var help: String
    var related: [String]
    var data: [(String, JSONOutput)]
    var baseline: String?
    private let origin: Origin

    private enum Origin {
        /// A finding made whole.
        case made(path: String, fingerprint: String)
        /// What, besides rule and element, tells the finding from others of the rule on the
        /// element, and the audit it came from.
        case parts(key: String, context: AuditContext)
    }

    init(rule: RuleDescriptor, severity: Severity, node: Int, in context: AuditContext, message: String,
         related: [String], data: [(String, JSONOutput)], key: String) {
        let snapshot = context.snapshot
        self.rule = rule.id
        self.severity = severity
        self.node = node
        element = snapshot.nodes[node].id
        frame = snapshot.nodes[node].frame
        stop = context.analysis.resolution.stopIndex(ofNode: node).map { $0 + 1 }
        self.message = message
        help = rule.help
        self.related = related
        self.data = data
        origin = .parts(key: key, context: context)
    }

    /// The finding `record` stands for, saying `text`.
    init(_ record: FindingRecord, _ text: FindingText, in context: AuditContext) {
        self.init(rule: Auditor.rules[Int(record.rule)].descriptor, severity: record.severity, node: Int(record.node), in: context,
                  message: text.message, related: text.related, data: text.data, key: text.key)
    }

    init(_ finding: Finding) {
        rule = finding.rule
        severity = finding.severity
        node = finding.node
        element = finding.element
        location = finding.location
        frame = finding.frame
        stop = finding.stop
        message = finding.message
        help = finding.help
        related = finding.related
        data = finding.data
        baseline = finding.baseline
        origin = .made(path: finding.path, fingerprint: finding.fingerprint)
    }

    /// `root.children[2]`.
    var path: String {
        switch origin {
        case .made(let path, _): path
        case .parts(_, let context): context.snapshot.path(of: node)
        }
    }

    /// First 16 hex digits of SHA-256 of `rule␊element␊key`.
    var fingerprint: String {
        switch origin {
        case .made(_, let fingerprint): fingerprint
        case .parts: SHA256.withHex(fingerprintNumber) { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The number the fingerprint's hex digits stand for.
    var fingerprintNumber: UInt64 {
        switch origin {
        case .made(_, let fingerprint): SHA256.number(hex: fingerprint) ?? 0
        case .parts(let key, _): SHA256.number(lines: rule, element, key)
        }
    }

    /// Writes the path as a JSON string: `root.children[2]`, or as a JSON Pointer `/root/children/2`.
    func writePath(asPointer: Bool = false, to writer: inout JSONWriter) {
        switch origin {
        case .made(let path, _):
            writer.string(asPointer ? AuditReport.pointer(path) : path)
        case .parts(_, let context):
            context.snapshot.withPath(of: node, asPointer: asPointer) { writer.string(utf8: $0) }
        }
    }
}
