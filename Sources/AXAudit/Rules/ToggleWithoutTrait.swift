import AXModel

/// A control that acts as a toggle without saying so (audit.md §2).
enum ToggleWithoutTrait: ProbingRule, StopRule {
    static let descriptor = RuleDescriptor(
        id: "toggle-without-trait", severity: .warning, shortDescription: "Toggle without the toggle trait",
        fullDescription: "A control without switchButton, adjustable or textEntry whose value is an on/off word (a), or that activating twice changes and restores (b); info when only (a) holds.",
        help: "Add `.isToggle`/`.toggleButton`; state goes in the value.", threshold: "on/off words of §3; a probe activating twice",
        tags: ["accessibility", "wwdc23-isToggle", "xcode-trait"])

    static func isCandidate(_ stop: AuditContext.StopInfo) -> Bool {
        stop.isControl && stop.traits.isDisjoint(with: [.switchButton, .adjustable, .textEntry])
    }

    static func probes(stop: Int, _ context: AuditContext) -> [(ProbeAction, twice: Bool)] {
        guard context.noEffectsReason == nil, isCandidate(context.stops[stop]),
              context.probeActions(stop).contains(where: { $0.0 == .perform(.activate) }) else { return [] }
        return [(.perform(.activate), true)]
    }

    /// (b)'s evidence: the property that changed and came back, as `Off → On → Off`.
    static func toggleEvidence(_ probe: ProbeResult) -> String? {
        let before = probe.before, after = probe.after
        guard after.isStop, let second = probe.afterSecond, second.isStop,
              second.label == before.label, second.value == before.value, second.selected == before.selected else { return nil }
        func chain(_ a: String?, _ b: String?) -> String { "\(a ?? "") → \(b ?? "") → \(a ?? "")" }
        if after.value != before.value { return chain(before.value, after.value) }
        if after.label != before.label { return chain(before.label, after.label) }
        if after.selected != before.selected {
            func word(_ selected: Bool) -> String { selected ? "selected" : "not selected" }
            return chain(word(before.selected), word(after.selected))
        }
        return nil
    }

    static func partialReason(_ context: AuditContext) -> String? {
        context.noEffectsReason.map { "only its value test ran: \($0)" }
    }

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        guard isCandidate(stop) else { return }
        var evidence: [String] = []
        if let value = context.value(stop) {
            result.scratchTokens.read(value)
            let matches = stop.words.onOffWords.matches(in: result.scratchTokens)
            if matches.count == 1, matches[0].entry.patterns.count == result.scratchTokens.count { evidence.append("“\(value)”") }
        }
        var probed = false
        if context.noEffectsReason == nil, let probe = context.prober.result(stop: stop.index, action: .perform(.activate)),
           let chain = toggleEvidence(probe) {
            evidence.append(chain)
            probed = true
        }
        guard !evidence.isEmpty else { return }
        result.append(Finding(
            rule: descriptor, severity: probed ? .warning : .info, node: stop.node, in: context,
            message: "\(Format.name(context.snapshot, stop.node)) acts as a toggle (\(evidence.joined(separator: "; "))) without the toggle trait.",
            data: [("evidence", .strings(evidence))]))
    }
}
