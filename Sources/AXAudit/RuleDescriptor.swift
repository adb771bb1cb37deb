import AXModel

/// What the outputs say about a rule (audit.md §2, §9).
public struct RuleDescriptor: Sendable {
    public var id: String
    /// The most severe level the rule reports (SARIF's default level).
    public var severity: Severity
    /// “Target too small”.
    public var shortDescription: String
    /// When it triggers.
    public var fullDescription: String
    public var help: String
    /// The threshold, in words, for the README's table.
    public var threshold: String
    /// `accessibility` plus the sources (`wcag-1.4.3`, `xcode-hitRegion`, …).
    public var tags: [String]

    /// `target-too-small` → `TargetTooSmall`.
    public var name: String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// One rule: its descriptor and its check.
protocol AuditRule: Sendable {
    static var descriptor: RuleDescriptor { get }
    /// Why the rule cannot run on this snapshot, if it cannot.
    static func notRunReason(_ context: AuditContext) -> String?
    /// Why the rule will run on only part of its input, if it will (a check may say so too).
    static func partialReason(_ context: AuditContext) -> String?
    /// Appends the rule's findings to `result`, and why it saw only part of its input, if it did.
    static func check(_ context: AuditContext, into result: inout RuleResult)
    /// The rule as a ``CompactRule`` when it is one (known without a dynamic cast, which searches
    /// every conformance in the program).
    static var asCompact: (any CompactRule.Type)? { get }
    /// The rule as a ``StopRule`` when it is one.
    static var asStopRule: (any StopRule.Type)? { get }
    /// The rule as a ``ProbingRule`` when it is one.
    static var asProbing: (any ProbingRule.Type)? { get }
    /// The platforms whose snapshots the rule audits.
    static var platforms: RulePlatforms { get }
}

/// Whose snapshots a rule audits: VoiceOver's (iOS, iPadOS, visionOS), TalkBack's (Android), or both.
struct RulePlatforms: OptionSet, Sendable {
    let rawValue: UInt8
    static let voiceOver = RulePlatforms(rawValue: 1)
    static let talkBack = RulePlatforms(rawValue: 2)

    /// Whether the rule audits `snapshot`.
    func includes(_ snapshot: Snapshot) -> Bool { contains(snapshot.platform.isAndroid ? .talkBack : .voiceOver) }
}

extension AuditRule {
    static func notRunReason(_ context: AuditContext) -> String? { nil }
    static func partialReason(_ context: AuditContext) -> String? { nil }
    static var asCompact: (any CompactRule.Type)? { nil }
    static var asStopRule: (any StopRule.Type)? { nil }
    static var asProbing: (any ProbingRule.Type)? { nil }
    static var platforms: RulePlatforms { .voiceOver }
}

/// A rule that looks at each stop on its own: the audit visits each stop once for all such rules
/// (``Auditor/runStopRules(_:_:_:)``), reading its label and the label's tokens once, while the
/// stop's node is in the cache.
protocol StopRule: AuditRule {
    /// Appends the rule's findings on one stop to `result`; `label` is ``AuditContext/StopInfo/label``
    /// and `tokens` its tokens (none without a label).
    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult)
}

extension StopRule {
    static var asStopRule: (any StopRule.Type)? { Self.self }

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        context.forEachStop { stop, label, tokens in check(stop, label: label, tokens: tokens, in: context, into: &result) }
    }
}

/// A rule that keeps its findings as records and rebuilds each when it is read: rules that can
/// find something on every stop.
protocol CompactRule: AuditRule {
    /// What the finding `record` stands for says besides its message (its `detail` as the check
    /// stored it; `texts`: ``RuleResult/texts``).
    static func describe(_ record: FindingRecord, texts: [String], in context: AuditContext) -> FindingText
    /// ``FindingText/key`` alone, for an output that writes neither related ids nor data (SARIF).
    static func key(_ record: FindingRecord, texts: [String], in context: AuditContext) -> String
    /// Appends the message of the finding `record` stands for to `bytes`: the outputs write it
    /// from there, without making a string of it.
    static func writeMessage(_ record: FindingRecord, texts: [String], in context: AuditContext, to bytes: inout [UInt8])
}

extension CompactRule {
    static var asCompact: (any CompactRule.Type)? { Self.self }

    /// The key as describing the finding gives it: enough for a rule whose `describe` is cheap.
    static func key(_ record: FindingRecord, texts: [String], in context: AuditContext) -> String {
        describe(record, texts: texts, in: context).key
    }
}

/// What a finding says beyond its rule, severity and element: for a ``CompactRule``, all but the
/// message (``CompactRule/writeMessage(_:texts:in:to:)``).
struct FindingText {
    var related: [String] = []
    var data: [(String, JSONOutput)] = []
    /// What, besides rule and element, tells the finding from others of the rule on the element.
    var key: String = ""
}

/// What the rules' checks found, and whether the last one saw all its input. One for all rules,
/// so that no rule's findings are copied.
struct RuleResult {
    /// The running rule's position in ``Auditor/rules``.
    var rule: UInt8 = 0
    var records: [FindingRecord] = []
    /// The findings of rules that keep them whole, by their records' `detail`.
    var kept: [Finding] = []
    /// What compact rules keep of a finding that matching found, so that rebuilding it does not
    /// match again: a record's texts start at its ``FindingRecord/textIndex``.
    var texts: [String] = []
    /// Why the rule ran on part of its input only.
    var partialReason: String?
    /// Where a stop rule reads the tokens of a text besides the label (a hint, a value), so that
    /// no stop allocates for them.
    var scratchTokens = Tokens()

    /// Adds a finding of a ``CompactRule``.
    mutating func append(_ severity: Severity, node: Int, detail: UInt32 = 0) {
        records.append(FindingRecord(node: UInt32(node), detail: detail, rule: rule, severity: severity))
    }

    /// Adds a finding of a ``CompactRule`` that keeps three texts and a yes-or-no (its record's
    /// ``FindingRecord/flag``).
    mutating func append(_ severity: Severity, node: Int, keeping first: String, _ second: String, _ third: String,
                         flag: Bool = false) {
        append(severity, node: node, detail: UInt32(texts.count) | (flag ? FindingRecord.flagBit : 0))
        texts.append(first)
        texts.append(second)
        texts.append(third)
    }

    /// Adds a finding kept whole.
    mutating func append(_ finding: Finding) {
        records.append(FindingRecord(node: UInt32(finding.node), detail: UInt32(kept.count), rule: rule, severity: finding.severity))
        kept.append(finding)
    }
}
