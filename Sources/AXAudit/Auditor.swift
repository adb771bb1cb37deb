import AXEngine
import AXModel

/// Runs the audit rules over a snapshot (audit.md).
public enum Auditor {
    /// Every rule, in the table's order.
    static let rules: [any AuditRule.Type] = [
        UnlabeledControl.self, UnlabeledElement.self, DirectTouchUnlabeled.self, LabelNotReadable.self,
        TraitWordInLabel.self, StateInLabel.self, RedundantHint.self, DuplicateAdjacent.self, SameFrameStops.self,
        TargetTooSmall.self, ActivationPointOutside.self, ConflictingTraits.self, ToggleWithoutTrait.self,
        AdjustableNoEffect.self, SwallowedActions.self, UnreachableControl.self, FocusLostAfterAction.self,
        ModalWithoutExit.self, ModalWithoutEscape.self, AnnouncementCutOff.self, MissingHeading.self,
        ListWithoutContainer.self, TextContrast.self,
        // TalkBack's (Android): ATF's hierarchy checks, then what the model tells.
        SpeakableTextPresent.self, TouchTargetSize.self, DuplicateSpeakableText.self, DuplicateClickableBounds.self,
        RedundantDescription.self, EditableContentDesc.self, ClassName.self, NothingReachable.self, OrderJumpsBack.self,
        FocusableSwallowsActions.self,
    ]

    /// Every rule's descriptor, in the table's order.
    public static let descriptors = rules.map { $0.descriptor }

    /// Every rule's id, in the table's order.
    static let ruleIDs = descriptors.map(\.id)

    /// Each rule's position in the table, by id.
    static let ruleNumbers = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })

    /// Each rule as a ``CompactRule``, when it is one, in the table's order.
    static let compactRules = rules.map { $0.asCompact }

    /// A problem that stops the audit: the word lists could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Audits `snapshot`, named `file` in the report. `isDump`: it was converted from a dump.
    public static func audit(_ snapshot: Snapshot, file: String, source: AuditSource, isDump: Bool = false,
                             options: AuditOptions = AuditOptions()) throws(Failure) -> AuditReport {
        try audit(snapshot, file: file, source: source, isDump: isDump, options: options, probeLimit: Prober.limit)
    }

    /// ``audit(_:file:source:isDump:options:)`` with another probe limit (tests).
    static func audit(_ snapshot: Snapshot, file: String, source: AuditSource, isDump: Bool, options: AuditOptions,
                      probeLimit: Int) throws(Failure) -> AuditReport {
        let context: AuditContext
        do throws(WordLists.LoadError) {
            context = try AuditContext(snapshot: snapshot, isDump: isDump, probeLimit: probeLimit)
        } catch {
            throw Failure(description: error.description)
        }
        let selected = rules.filter { $0.platforms.includes(snapshot) && options.rules?.contains($0.descriptor.id) ?? true }
        var notRun: [NotRun] = []
        var running: [(index: Int, rule: any AuditRule.Type)] = []
        for (index, rule) in rules.enumerated() where rule.platforms.includes(snapshot) && options.rules?.contains(rule.descriptor.id) ?? true {
            if let reason = rule.notRunReason(context) {
                notRun.append(NotRun(rule: rule.descriptor.id, reason: reason, partial: false))
            } else {
                running.append((index, rule))
            }
        }
        let capped = plan(running.map(\.rule), context)
        var result = RuleResult()
        let stopRules = running.compactMap { entry in entry.rule.asStopRule.map { (entry.index, $0) } }
        for (index, rule) in running {
            result.rule = UInt8(index)
            result.partialReason = rule.partialReason(context)
            if rule.asStopRule != nil {
                // Together, at the first one's turn.
                if index == stopRules.first?.0 { runStopRules(stopRules, context, &result) }
            } else {
                rule.check(context, into: &result)
            }
            if let reason = result.partialReason {
                notRun.append(NotRun(rule: rule.descriptor.id, reason: reason, partial: true))
            } else if capped.contains(rule.descriptor.id) {
                notRun.append(NotRun(rule: rule.descriptor.id, reason: "the limit of \(context.prober.limit) probes left some of its probes unrun", partial: true))
            }
        }
        var records = result.records
        result.records = []
        notRun.sort { ruleNumbers[$0.rule]! < ruleNumbers[$1.rule]! }
        let source = source.located(of: snapshot)
        let builder = FindingBuilder(context: context, kept: result.kept, texts: result.texts, source: source)
        sort(&records, builder)
        var report = AuditReport(file: file, imported: context.isImported, minSeverity: options.minSeverity,
                                 hasBaseline: options.baseline != nil, rules: selected.map { $0.descriptor },
                                 findings: AuditFindings(records: [], builder: builder, areNew: false), suppressed: [],
                                 notRun: notRun, belowThreshold: 0, fixed: 0,
                                 warnings: context.hasAuditIgnore ? ignoreWarnings(snapshot, file: file, source: source) : [])
        // With a baseline, each finding's fingerprint as a number, by position.
        let fingerprints = options.baseline == nil ? [] : records.map { builder.view($0, describing: false).fingerprintNumber }
        let baselined = Set(options.baseline?.entries.compactMap { SHA256.number(hex: $0.fingerprint) } ?? [])
        if let baseline = options.baseline {
            let fullyRun = Set(selected.map { $0.descriptor.id }).subtracting(notRun.map(\.rule))
            let found = Set(fingerprints)
            report.fixed = baseline.entries.filter { entry in
                fullyRun.contains(entry.rule) && !(SHA256.number(hex: entry.fingerprint).map(found.contains) ?? false)
            }.count
        }
        // The findings that remain move to the front, in order.
        var kept = 0
        for i in records.indices {
            let record = records[i]
            guard record.severity.isAtLeast(options.minSeverity) else {
                report.belowThreshold += 1
                continue
            }
            if context.hasAuditIgnore, let entry = ignoreEntry(rule: ruleIDs[Int(record.rule)], node: Int(record.node), in: snapshot) {
                report.suppressed.append(SuppressedFinding(finding: builder.finding(record), by: .auditIgnore, reason: entry.reason))
            } else if !fingerprints.isEmpty, baselined.contains(fingerprints[i]) {
                report.suppressed.append(SuppressedFinding(finding: builder.finding(record), by: .baseline, reason: nil))
            } else {
                records[kept] = record
                kept += 1
            }
        }
        records.removeLast(records.count - kept)
        report.findings = AuditFindings(records: records, builder: builder, areNew: options.baseline != nil)
        return report
    }

    /// Runs the stop rules (with their positions in ``rules``) in one pass over the stops.
    static func runStopRules(_ stopRules: [(Int, any StopRule.Type)], _ context: AuditContext, _ result: inout RuleResult) {
        context.forEachStop { stop, label, tokens in
            for (index, rule) in stopRules {
                result.rule = UInt8(index)
                rule.check(stop, label: label, tokens: tokens, in: context, into: &result)
            }
        }
    }

    /// Sorts records in §4 order: by severity, node and rule, then a rule's findings on one node
    /// by fingerprint (the sort keeps the order of equal ones).
    static func sort(_ records: inout [FindingRecord], _ builder: FindingBuilder) {
        records.sort { $0.precedes($1) }
        var start = 0
        while start < records.count {
            var end = start + 1
            while end < records.count, !records[start].precedes(records[end]) { end += 1 }
            if end - start > 1 {
                let fingerprints = records[start..<end].map { builder.view($0, describing: false).fingerprintNumber }
                let sorted = fingerprints.indices.sorted { fingerprints[$0] < fingerprints[$1] }.map { records[start + $0] }
                records.replaceSubrange(start..<end, with: sorted)
            }
            start = end
        }
    }

    /// Plans every probe the running rules need (stop order, rule order, action order); returns
    /// the rules that lost a probe to the limit.
    static func plan(_ running: [any AuditRule.Type], _ context: AuditContext) -> Set<String> {
        var capped: Set<String> = []
        let probing = running.compactMap { $0.asProbing }
        guard !probing.isEmpty else { return capped }
        // A stop without actions with effects needs no probe; most have one action probed.
        context.prober.reserve(min(context.actionStops.count, context.prober.limit))
        for (stop, _) in context.actionStops {
            for rule in probing {
                for (action, twice) in rule.probes(stop: stop, context) where !context.prober.plan(stop: stop, action: action, twice: twice) {
                    capped.insert(rule.descriptor.id)
                }
            }
        }
        return capped
    }

    /// The `auditIgnore` entry on the node or an ancestor that names the rule.
    static func ignoreEntry(rule: String, node: Int, in snapshot: Snapshot) -> AuditIgnore? {
        var current: Int? = node
        while let index = current {
            if let entry = snapshot.nodes[index].auditIgnore.first(where: { $0.rule == rule }) { return entry }
            current = snapshot.nodes[index].parent
        }
        return nil
    }

    /// A warning for each `auditIgnore` entry naming no rule (`source`: not `.snapshot`).
    static func ignoreWarnings(_ snapshot: Snapshot, file: String, source: AuditSource) -> [String] {
        let known = Set(rules.map { $0.descriptor.id })
        var warnings: [(offset: Int, path: String, rule: String)] = []
        for index in snapshot.nodesWithAuditIgnore {
            for (i, entry) in snapshot.nodes[index].auditIgnore.enumerated() where !known.contains(entry.rule) {
                warnings.append((entry.sourceOffset, "\(snapshot.path(of: index)).auditIgnore[\(i)]", entry.rule))
            }
        }
        guard !warnings.isEmpty else { return [] }
        var locations: [Int: SourceLocation] = [:]
        if case .located(let nodeLocations) = source { locations = nodeLocations.ignoreEntries }
        return warnings.map { warning in
            let location = locations[warning.offset] ?? SourceLocation(line: 1, column: 1)
            return "\(file):\(location.line):\(location.column): warning: \(warning.path): unknown audit rule '\(warning.rule)' (ignored)"
        }
    }
}

/// A rule that needs probes (audit.md §1).
protocol ProbingRule: AuditRule {
    /// The probes the rule needs on a stop, in action order; `twice` activates a second time.
    static func probes(stop: Int, _ context: AuditContext) -> [(ProbeAction, twice: Bool)]
}

extension ProbingRule {
    static var asProbing: (any ProbingRule.Type)? { Self.self }
}

/// A rule that watches every action of every stop, which needs effects.
protocol EveryActionRule: ProbingRule {}

extension EveryActionRule {
    static func notRunReason(_ context: AuditContext) -> String? { context.noEffectsReason }

    static func probes(stop: Int, _ context: AuditContext) -> [(ProbeAction, twice: Bool)] {
        context.probeActions(stop).map { ($0.0, false) }
    }
}
