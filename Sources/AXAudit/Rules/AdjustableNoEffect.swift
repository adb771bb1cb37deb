import AXModel

/// An adjustable stop that swiping cannot adjust (audit.md §2).
enum AdjustableNoEffect: ProbingRule {
    static let descriptor = RuleDescriptor(
        id: "adjustable-no-effect", severity: .error, shortDescription: "Adjustable without effect",
        fullDescription: "A stop with adjustable lacks increment or decrement effects (a slider supplies them), or neither probe changes its label or value or announces anything.",
        help: "Implement both; update the value.", threshold: "both actions with effects",
        tags: ["accessibility", "voiceover-model-4"])

    static func notRunReason(_ context: AuditContext) -> String? {
        context.isImported ? "the snapshot was imported (dumps record no effects)" : nil
    }

    static let kinds: [ActionKind] = [.increment, .decrement]

    /// Whether the stop's node or default node has effects for increment and decrement.
    static func has(_ stop: AuditContext.StopInfo, in snapshot: Snapshot) -> [Bool] {
        let node = snapshot.nodes[stop.node]
        guard node.type != .slider else { return [true, true] }
        let owner = snapshot.nodes[stop.element.defaultActionNode ?? stop.node]
        return kinds.map { kind in !((node.action(kind) ?? owner.action(kind))?.effects.isEmpty ?? true) }
    }

    static func probes(stop: Int, _ context: AuditContext) -> [(ProbeAction, twice: Bool)] {
        let info = context.stops[stop]
        guard info.traits.contains(.adjustable), context.snapshot.nodes[info.node].type != .slider,
              has(info, in: context.snapshot) == [true, true] else { return [] }
        return kinds.map { (.perform($0), false) }
    }

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        for (k, stop) in context.stops.enumerated() where stop.traits.contains(.adjustable) {
            let present = has(stop, in: context.snapshot)
            var problem: String?
            switch (present[0], present[1]) {
            case (false, false): problem = "has no increment or decrement"
            case (false, true): problem = "has no increment"
            case (true, false): problem = "has no decrement"
            case (true, true):
                let probes = kinds.compactMap { context.prober.result(stop: k, action: .perform($0)) }
                let inert = probes.count == 2 && probes.allSatisfy { probe in
                    probe.after.label == probe.before.label && probe.after.value == probe.before.value && probe.utterances.isEmpty
                }
                if inert { problem = "swiping changes nothing" }
            }
            guard let problem else { continue }
            result.append(Finding(
                rule: descriptor, severity: .error, node: stop.node, in: context,
                message: "\(Format.name(context.snapshot, stop.node)) is adjustable but \(problem)."))
        }
    }
}
