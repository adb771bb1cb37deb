import AXModel
import AXTalkBack

/// A rule of TalkBack's snapshots (Android), reading the snapshot as ATF does.
protocol AndroidRule: AuditRule {
    /// Appends the rule's findings on an Android snapshot.
    static func check(_ atf: ATFHierarchy, in context: AuditContext, into result: inout RuleResult)
}

extension AndroidRule {
    static var platforms: RulePlatforms { .talkBack }

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        guard let atf = context.atf else { return }
        check(atf, in: context, into: &result)
    }

    /// ATF's own help page for a check (`AccessibilityHierarchyCheck.getHelpUrl`).
    static func helpURL(_ topic: String) -> String { "https://support.google.com/accessibility/android/answer/\(topic)" }
}

extension AuditContext {
    /// What TalkBack says when it focuses the node, if it is a stop.
    func talkBackSpeech(ofNode node: Int) -> String? {
        guard let stop = analysis.resolution.stopIndex(ofNode: node) else { return nil }
        return spokenDescription(stops[stop])
    }
}

/// Java's `Math.round` of a non-negative pixel size in dp: half rounds up.
func roundedDP(_ pixels: Int, density: Double) -> Int {
    let value = (Double(pixels) / density + 0.5).rounded(.down)
    return value.isFinite ? Int(max(-1e15, min(1e15, value))) : 0
}
