import AXEngine
import AXModel

/// A control VoiceOver cannot reach though it is on screen (audit.md §2).
enum UnreachableControl: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "unreachable-control", severity: .error, shortDescription: "Unreachable control",
        fullDescription: "An interactive node on screen, not behind a modal, is unreachable because it is not listed or has a zero-size ancestor (error), or is accessibilityHidden / accessibilityElementsHidden (warning).",
        help: "List, un-hide or unclip it.", threshold: "the engine's reasons",
        tags: ["accessibility", "voiceover-model-1"])

    static func severity(_ reason: UnreachableReason) -> Severity? {
        switch reason {
        case .notListed, .zeroSize: .error
        case .accessibilityHidden, .accessibilityElementsHidden: .warning
        default: nil
        }
    }

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        let snapshot = context.snapshot
        let screen = Rect(x: 0, y: 0, width: snapshot.screen.width, height: snapshot.screen.height)
        for (index, role) in context.analysis.resolution.roles.enumerated() {
            guard case .unreachable(let reason) = role, let severity = severity(reason), context.isInteractive(index) else { continue }
            let frame = snapshot.nodes[index].frame
            guard frame.x < screen.maxX, frame.maxX > 0, frame.y < screen.maxY, frame.maxY > 0,
                  !context.isBehindModal(index) else { continue }
            let label = Format.spokenName(snapshot, index) != nil ? "" : (context.ownLabel(index).map { " (“\($0)”)" } ?? "")
            result.append(Finding(
                rule: descriptor, severity: severity, node: index, in: context,
                message: "Control \(Format.name(snapshot, index))\(label) is unreachable: \(reason.describe(in: snapshot)).",
                data: [("reason", .string(reason.describe(in: snapshot)))]))
        }
    }
}
