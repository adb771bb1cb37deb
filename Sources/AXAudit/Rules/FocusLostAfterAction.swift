import AXModel

/// An action after which its element disappears and focus falls silently (audit.md §2).
enum FocusLostAfterAction: EveryActionRule {
    static let descriptor = RuleDescriptor(
        id: "focus-lost-after-action", severity: .warning, shortDescription: "Focus lost after an action",
        fullDescription: "After an action of a stop the stop is gone, hidden or behind a modal it showed, and the action posts no screenChanged and no focus or layoutChanged naming a stop.",
        help: "Move focus explicitly.", threshold: "one probe per action",
        tags: ["accessibility", "voiceover-model-6"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        let snapshot = context.snapshot
        for (k, actions) in context.actionStops {
            let stop = context.stops[k]
            for (action, _) in actions {
                guard let probe = context.prober.result(stop: k, action: action), !probe.after.isStop, !probe.namesAStop,
                      !probe.effects.contains(where: { if case .screenChanged = $0.kind { true } else { false } }) else { continue }
                let next = probe.after.focusedNode.map { Format.name(snapshot, $0) } ?? "nothing"
                result.append(Finding(
                    rule: descriptor, severity: .warning, node: stop.node, in: context,
                    message: "After \(action.name) on \(Format.name(snapshot, stop.node)) it disappears; focus falls silently to \(next).",
                    related: probe.after.focusedNode.map { [snapshot.nodes[$0].id] } ?? [],
                    data: [("action", .string(action.name))], key: action.name))
            }
        }
    }
}
