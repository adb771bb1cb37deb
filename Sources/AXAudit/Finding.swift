import AXModel

/// One problem on one element (audit.md §4).
public struct Finding: Sendable {
    public var rule: String
    public var severity: Severity
    /// The node the finding is on (the root for screen-wide rules).
    public var node: Int
    /// The node's id.
    public var element: String
    /// `root.children[2]`.
    public var path: String
    /// Where the node's `"id"` key is (a dump: where its element starts, column 1).
    public var location: SourceSpan = SourceSpan()
    public var frame: Rect
    /// The element's stop number, from 1; nil when it is no stop.
    public var stop: Int?
    public var message: String
    public var help: String
    /// Other node ids the finding names.
    public var related: [String]
    /// The rule's measurements, in a fixed order.
    public var data: [(String, JSONOutput)]
    /// First 16 hex digits of SHA-256 of `rule␊element␊key`.
    public var fingerprint: String
    /// `"new"` when a baseline was given and did not hold the fingerprint.
    public var baseline: String?

    /// `key`: what, besides rule and element, tells this finding from others of the rule on the element.
    init(rule: RuleDescriptor, severity: Severity, node: Int, in context: AuditContext, message: String,
         related: [String] = [], data: [(String, JSONOutput)] = [], key: String = "") {
        self.init(FindingView(rule: rule, severity: severity, node: node, in: context, message: message,
                              related: related, data: data, key: key))
    }

    /// The finding `view` shows, made whole.
    init(_ view: FindingView) {
        rule = view.rule
        severity = view.severity
        node = view.node
        element = view.element
        path = view.path
        location = view.location
        frame = view.frame
        stop = view.stop
        message = view.message
        help = view.help
        related = view.related
        data = view.data
        fingerprint = view.fingerprint
        baseline = view.baseline
    }

    /// The finding without its path and fingerprint, left empty for ``FindingView`` to write.
    init(partsOf rule: RuleDescriptor, severity: Severity, node: Int, in context: AuditContext, message: String,
         related: [String], data: [(String, JSONOutput)]) {
        let snapshot = context.snapshot
        self.rule = rule.id
        self.severity = severity
        self.node = node
        element = snapshot.nodes[node].id
        path = ""
        frame = snapshot.nodes[node].frame
        stop = context.analysis.resolution.stopIndex(ofNode: node).map { $0 + 1 }
        self.message = message
        help = rule.help
        self.related = related
        self.data = data
        fingerprint = ""
    }
}

/// Where a finding points in its file: the node's `"id"` key to just after its value.
public struct SourceSpan: Sendable, Hashable {
    public var line = 1
    public var column = 1
    /// Nil for a dump, where only the element's first line is known.
    public var endLine: Int?
    public var endColumn: Int?
}

/// A finding kept out of the output (audit.md §8).
public struct SuppressedFinding: Sendable {
    public enum Cause: String, Sendable { case auditIgnore, baseline }
    public var finding: Finding
    public var by: Cause
    /// The `auditIgnore` entry's reason; nil for the string form and for `baseline`.
    public var reason: String?
}

/// A rule that could not be evaluated, or only on part of its input (audit.md §5).
public struct NotRun: Sendable, Equatable {
    public var rule: String
    public var reason: String
    public var partial: Bool
}
