import AXEngine
import AXModel

/// An announcement that is cut before the user hears it (audit.md §2).
enum AnnouncementCutOff: EveryActionRule {
    static let descriptor = RuleDescriptor(
        id: "announcement-cut-off", severity: .warning, shortDescription: "Announcement cut off",
        fullDescription: "A default-priority announcement of an action is interrupted, or cut before it began; info when the cutter is high priority. Dropped low ones are by design.",
        help: "Raise its priority or post it later.", threshold: "15 characters per second",
        tags: ["accessibility", "wwdc23-announcement-priority", "voiceover-model-6"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        for (k, actions) in context.actionStops {
            let stop = context.stops[k]
            for (action, _) in actions {
                guard let probe = context.prober.result(stop: k, action: action) else { continue }
                var used: Set<Int> = []
                for (index, effect) in probe.effects.enumerated() {
                    guard case .announce(let source, .default) = effect.kind else { continue }
                    let posted = probe.actionTime + effect.delay
                    guard let heard = probe.utterances.firstIndex(where: { utterance in
                        guard !used.contains(utterance.sequence), utterance.priority == .default,
                              abs(utterance.posted - posted) < 1e-9 else { return false }
                        if case .literal(let text) = source { return utterance.fullText == text }
                        return true
                    }) else { continue }
                    let utterance = probe.utterances[heard]
                    used.insert(utterance.sequence)
                    guard utterance.interrupted,
                          let cutter = probe.utterances.first(where: { $0.sequence != utterance.sequence && abs($0.start - utterance.end) < 1e-9 && $0.start >= utterance.start }) else { continue }
                    let said = utterance.text.hasSuffix("…") ? String(utterance.text.dropLast()) : utterance.text
                    let when = said.isEmpty ? "before it began" : "after “\(said)”"
                    result.append(Finding(
                        rule: descriptor, severity: cutter.priority == .high ? .info : .warning, node: stop.node, in: context,
                        message: "“\(utterance.fullText)” from \(action.name) on \(Format.name(context.snapshot, stop.node)) is cut \(when) by “\(cutter.fullText)” (\(cutter.priority.rawValue)).",
                        data: [("action", .string(action.name)), ("heard", .string(said)), ("cutter", .string(cutter.fullText))],
                        key: "\(action.name)#\(index)"))
                }
            }
        }
    }
}
