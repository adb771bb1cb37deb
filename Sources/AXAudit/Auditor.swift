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
    ]

    /// Every rule's descriptor, in the table's order.
    public static var descriptors: [RuleDescriptor] { rules.map { $0.descriptor } }

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
        let selected = rules.filter { options.rules?.contains($0.descriptor.id) ?? true }
        var notRun: [NotRun] = []
        var running: [any AuditRule.Type] = []
        for rule in selected {
            if let reason = rule.notRunReason(context) {
                notRun.append(NotRun(rule: rule.descriptor.id, reason: reason, partial: false))
            } else {
                running.append(rule)
            }
        }
        let capped = plan(running, context)
        var result = RuleResult()
        for rule in running {
            result.partialReason = nil
            rule.check(context, into: &result)
            if let reason = result.partialReason {
                notRun.append(NotRun(rule: rule.descriptor.id, reason: reason, partial: true))
            } else if capped.contains(rule.descriptor.id) {
                notRun.append(NotRun(rule: rule.descriptor.id, reason: "the limit of \(context.prober.limit) probes left some of its probes unrun", partial: true))
            }
        }
        var all = result.findings
        result.findings = []
        locate(&all, snapshot: snapshot, source: source)
        let order = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.descriptor.id, $0) })
        notRun.sort { order[$0.rule]! < order[$1.rule]! }
        // Sorting indices by keys read once, then swapping, copies no finding.
        let keys = all.indices.map { (severity: all[$0].severity.rank, node: all[$0].node, rule: order[all[$0].rule]!) }
        let sorted = all.indices.sorted { i, j in
            let (a, b) = (keys[i], keys[j])
            if a != b { return a < b }
            return all[i].fingerprint < all[j].fingerprint
        }
        permute(&all, to: sorted)
        var report = AuditReport(file: file, imported: context.isImported, minSeverity: options.minSeverity,
                                 hasBaseline: options.baseline != nil, rules: selected.map { $0.descriptor },
                                 findings: [], suppressed: [], notRun: notRun, belowThreshold: 0, fixed: 0,
                                 warnings: ignoreWarnings(snapshot, file: file, source: source))
        if let baseline = options.baseline {
            let fullyRun = Set(selected.map { $0.descriptor.id }).subtracting(notRun.map(\.rule))
            let found = Set(all.map(\.fingerprint))
            report.fixed = baseline.entries.filter { fullyRun.contains($0.rule) && !found.contains($0.fingerprint) }.count
        }
        let baselined = Set(options.baseline?.entries.map(\.fingerprint) ?? [])
        // The findings that remain move to the front, in order.
        var kept = 0
        for i in all.indices {
            guard all[i].severity.isAtLeast(options.minSeverity) else {
                report.belowThreshold += 1
                continue
            }
            if let entry = ignoreEntry(rule: all[i].rule, node: all[i].node, in: snapshot) {
                report.suppressed.append(SuppressedFinding(finding: all[i], by: .auditIgnore, reason: entry.reason))
            } else if baselined.contains(all[i].fingerprint) {
                report.suppressed.append(SuppressedFinding(finding: all[i], by: .baseline, reason: nil))
            } else {
                if options.baseline != nil { all[i].baseline = "new" }
                all.withUnsafeMutableBufferPointer { $0.swapAt(kept, i) }
                kept += 1
            }
        }
        all.removeLast(all.count - kept)
        report.findings = all
        return report
    }

    /// Reorders `items` in place so that position `k` holds what was at `order[k]`, by swaps
    /// (of a buffer's, which move items without copying them).
    static func permute<Item>(_ items: inout [Item], to order: [Int]) {
        var placed = [Bool](repeating: false, count: items.count)
        items.withUnsafeMutableBufferPointer { buffer in
            for start in buffer.indices where !placed[start] {
                var current = start
                placed[current] = true
                while order[current] != start {
                    buffer.swapAt(current, order[current])
                    current = order[current]
                    placed[current] = true
                }
            }
        }
    }

    /// Plans every probe the running rules need (stop order, rule order, action order); returns
    /// the rules that lost a probe to the limit.
    static func plan(_ running: [any AuditRule.Type], _ context: AuditContext) -> Set<String> {
        var capped: Set<String> = []
        let probing = running.filter { $0 is any ProbingRule.Type }
        guard !probing.isEmpty else { return capped }
        for stop in context.stops.indices {
            for case let rule as any ProbingRule.Type in probing {
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

    static func locate(_ findings: inout [Finding], snapshot: Snapshot, source: AuditSource) {
        switch source {
        case .snapshot(let bytes):
            let spans = SourceLocator.spans(of: findings.map(\.node), in: snapshot, bytes: bytes)
            for i in findings.indices { findings[i].location = spans[findings[i].node] ?? SourceSpan() }
        case .dump(let lines):
            for i in findings.indices where lines.indices.contains(findings[i].node) {
                findings[i].location = SourceSpan(line: lines[findings[i].node], column: 1)
            }
        case .none:
            break
        }
    }

    /// A warning for each `auditIgnore` entry naming no rule.
    static func ignoreWarnings(_ snapshot: Snapshot, file: String, source: AuditSource) -> [String] {
        let known = Set(rules.map { $0.descriptor.id })
        var warnings: [(offset: Int, path: String, rule: String)] = []
        for (index, node) in snapshot.nodes.enumerated() {
            for (i, entry) in node.auditIgnore.enumerated() where !known.contains(entry.rule) {
                warnings.append((entry.sourceOffset, "\(snapshot.path(of: index)).auditIgnore[\(i)]", entry.rule))
            }
        }
        guard !warnings.isEmpty else { return [] }
        var locations: [Int: SourceLocation] = [:]
        if case .snapshot(let bytes) = source {
            locations = SourceLocator.locations(of: warnings.map(\.offset).sorted(), in: bytes)
        }
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

/// A rule that watches every action of every stop, which needs effects.
protocol EveryActionRule: ProbingRule {}

extension EveryActionRule {
    static func notRunReason(_ context: AuditContext) -> String? { context.noEffectsReason }

    static func probes(stop: Int, _ context: AuditContext) -> [(ProbeAction, twice: Bool)] {
        context.probeActions(stop).map { ($0.0, false) }
    }
}
