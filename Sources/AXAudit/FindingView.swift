import AXModel

/// A finding as the JSON and SARIF outputs write it: its path, fingerprint and (for a compact
/// rule's record) everything the record does not hold are read from the snapshot, the rule's key
/// and the record as they are written, instead of being made as strings first.
///
/// It comes from one of three origins, which its initialisers keep apart: a finding made whole
/// (`made` set, `context` and `key` nil); a finding made but for its path and fingerprint
/// (`made`, `context` and `key` set); a compact rule's record (`record`, `text`, `builder`,
/// `context` and `key` set, `made` nil). Stored properties rather than an enum with payloads,
/// whose every read copied the finding.
struct FindingView {
    /// The finding, when it was made (whole, or but for its path and fingerprint): boxed, so that
    /// a view (copied as it is handed on) stays a few words, not a finding's hundreds of bytes.
    private let made: Made?
    private final class Made {
        let finding: Finding
        init(_ finding: Finding) { self.finding = finding }
    }
    /// Else a compact rule's record (a placeholder beside `made`), what the rule says of it but
    /// its message (which the rule writes from the record), and the builder that keeps the
    /// record's texts.
    private let record: FindingRecord
    private let text: FindingText?
    private let builder: FindingBuilder?
    /// The audit the finding came from; nil for a finding made whole.
    private let context: AuditContext?
    /// What, besides rule and element, tells the finding from others of the rule on the element;
    /// nil for a finding made whole.
    private let key: String?
    /// Where the finding points in its file.
    var location: SourceSpan
    /// `"new"` when a baseline was given and did not hold the fingerprint.
    var baseline: String?

    init(rule: RuleDescriptor, severity: Severity, node: Int, in context: AuditContext, message: String,
         related: [String], data: [(String, JSONOutput)], key: String) {
        let finding = Finding(partsOf: rule, severity: severity, node: node, in: context, message: message, related: related, data: data)
        self.init(finding: finding, context: context, key: key)
    }

    /// The finding `record` stands for, saying `text`, at `location`.
    init(_ record: FindingRecord, _ text: FindingText, builder: FindingBuilder, at location: SourceSpan) {
        made = nil
        self.record = record
        self.text = text
        self.builder = builder
        context = builder.context
        key = text.key
        self.location = location
    }

    init(_ finding: Finding) {
        self.init(finding: finding, context: nil, key: nil)
    }

    private init(finding: Finding, context: AuditContext?, key: String?) {
        made = Made(finding)
        record = FindingRecord(node: 0, detail: 0, rule: 0, severity: finding.severity)
        text = nil
        builder = nil
        self.context = context
        self.key = key
        location = finding.location
        baseline = finding.baseline
    }

    /// The rule's id.
    var rule: String { made?.finding.rule ?? Auditor.ruleIDs[Int(record.rule)] }

    /// The rule's position in ``Auditor/rules``.
    var ruleNumber: Int {
        guard let made else { return Int(record.rule) }
        return Auditor.ruleNumbers[made.finding.rule] ?? 0
    }

    var severity: Severity { made?.finding.severity ?? record.severity }

    /// The node the finding is on.
    var node: Int { made?.finding.node ?? Int(record.node) }

    /// The node's id.
    var element: String { made?.finding.element ?? context!.snapshot.nodes[Int(record.node)].id }

    var frame: Rect { made?.finding.frame ?? context!.snapshot.nodes[Int(record.node)].frame }

    /// The element's stop number, from 1; nil when it is no stop.
    var stop: Int? {
        if let made { return made.finding.stop }
        return context!.analysis.resolution.stopIndex(ofNode: Int(record.node)).map { $0 + 1 }
    }

    var help: String { made?.finding.help ?? Auditor.descriptors[Int(record.rule)].help }

    /// Other node ids the finding names (none for a record viewed without describing it).
    var related: [String] { made?.finding.related ?? text!.related }

    /// The rule's measurements, in a fixed order (none for a record viewed without describing it).
    var data: [(String, JSONOutput)] { made?.finding.data ?? text!.data }

    /// What the finding says.
    var message: String { made?.finding.message ?? builder!.message(record) }

    /// `root.children[2]`.
    var path: String {
        guard let context else { return made!.finding.path }
        return context.snapshot.path(of: node)
    }

    /// First 16 hex digits of SHA-256 of `rule␊element␊key`.
    var fingerprint: String {
        guard key != nil else { return made!.finding.fingerprint }
        return SHA256.withHex(fingerprintNumber) { String(decoding: $0, as: UTF8.self) }
    }

    /// The number the fingerprint's hex digits stand for.
    var fingerprintNumber: UInt64 {
        guard let key else { return SHA256.number(hex: made!.finding.fingerprint) ?? 0 }
        return SHA256.number(lines: rule, element, key)
    }

    /// Writes the path as a JSON string: `root.children[2]`, or as a JSON Pointer `/root/children/2`.
    func writePath(asPointer: Bool = false, to writer: inout JSONWriter) {
        guard let context else {
            let path = made!.finding.path
            writer.string(asPointer ? AuditReport.pointer(path) : path)
            return
        }
        context.snapshot.withPath(of: node, asPointer: asPointer) { writer.string(utf8: $0) }
    }

    /// Writes the message as a JSON string.
    func writeMessage(to writer: inout JSONWriter) {
        guard let builder else {
            writer.string(made!.finding.message)
            return
        }
        writer.string { builder.writeMessage(record, to: &$0) }
    }
}
