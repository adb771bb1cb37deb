/// How the stops inside each active modal close it, from the probes (audit.md §2).
struct ModalExits {
    /// The stop and action of each probe that made the modal inactive, in probe order.
    var closers: [(stop: Int, action: ProbeAction)] = []
    /// Whether every probe the modal needed ran.
    var complete = true

    init(modal: Int, _ context: AuditContext) {
        for (k, actions) in context.actionStops where context.isInSubtree(context.stops[k].node, of: modal) {
            for (action, _) in actions {
                guard let probe = context.prober.result(stop: k, action: action) else {
                    complete = false
                    continue
                }
                if !probe.after.activeModals.contains(modal) { closers.append((k, action)) }
            }
        }
    }

}

/// The two modal rules: they run on the same probes, every action of a stop inside an active modal.
protocol ModalRule: ProbingRule {}

extension ModalRule {
    static func notRunReason(_ context: AuditContext) -> String? { context.noEffectsReason }

    static func probes(stop: Int, _ context: AuditContext) -> [(ProbeAction, twice: Bool)] {
        guard context.activeModals.contains(where: { context.isInSubtree(context.stops[stop].node, of: $0) }) else { return [] }
        return context.probeActions(stop).map { ($0.0, false) }
    }
}

/// A modal view nothing closes (audit.md §2).
enum ModalWithoutExit: ModalRule {
    static let descriptor = RuleDescriptor(
        id: "modal-without-exit", severity: .error, shortDescription: "Modal without exit",
        fullDescription: "No action of a stop inside an active modal view makes it inactive.",
        help: "Add an escape action and a close button.", threshold: "one probe per action inside the modal",
        tags: ["accessibility", "wcag-2.1.2"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        for modal in context.activeModals {
            let exits = ModalExits(modal: modal, context)
            guard exits.complete, exits.closers.isEmpty else { continue }
            result.append(Finding(
                rule: descriptor, severity: .error, node: modal, in: context,
                message: "Modal view \(Format.name(context.snapshot, modal)) traps VoiceOver."))
        }
    }
}
