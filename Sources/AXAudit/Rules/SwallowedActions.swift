import AXEngine
import AXModel

/// An element that hides the controls inside it (audit.md §2).
enum SwallowedActions: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "swallowed-actions", severity: .error, shortDescription: "Swallowed actions",
        fullDescription: "An element hides interactive nodes (inside the element, children it ignores, combine members that are neither actionable nor its default) that no custom action, default action or control of the same label covers.",
        help: "Offer custom actions, `combine` real buttons, or list them in `accessibilityElements`.", threshold: "any uncovered interactive node",
        tags: ["accessibility", "voiceover-model-1-rule-4", "voiceover-model-3"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        let snapshot = context.snapshot
        let resolution = context.analysis.resolution
        var hiddenBy: [Int: [Int]] = [:]
        for (index, role) in resolution.roles.enumerated() {
            guard case .unreachable(let reason) = role else { continue }
            switch reason {
            case .insideElement(let owner), .childrenIgnored(let owner):
                if context.isInteractive(index) { hiddenBy[owner, default: []].append(index) }
            default: break
            }
        }
        let properties = context.analysis.narrator.properties
        for stop in context.stops {
            let element = stop.element
            var hidden = hiddenBy[stop.node] ?? []
            for member in element.members where member !== element.defaultMember
                && member.traits.isDisjoint(with: [.button, .link, .switchButton]) && context.isInteractive(member.node) {
                hidden.append(member.node)
            }
            guard !hidden.isEmpty else { continue }
            // A hidden node labelled like E itself is E's own action exposed twice (a link inside its
            // text view in XCUITest dumps): activating E does it.
            var actionNames = Set(element.customActions.map { TextMatcher.normalise(properties.name(of: $0)) })
            if stop.isControl, let label = stop.label { actionNames.insert(TextMatcher.normalise(label)) }
            let actionEffects = element.customActions.map(\.effects).filter { !$0.isEmpty }
            let defaultEffects = snapshot.nodes[element.defaultActionNode ?? element.node].action(.activate)?.effects ?? []
            let uncovered = hidden.filter { node in
                if stop.isControl, hidden.count == 1 { return false }
                if let label = properties.ownLabel(node), actionNames.contains(TextMatcher.normalise(label)) { return false }
                let effects = snapshot.nodes[node].action(.activate)?.effects ?? []
                return effects.isEmpty || (!actionEffects.contains(effects) && defaultEffects != effects)
            }
            guard !uncovered.isEmpty else { continue }
            let names = uncovered.map { node in
                if Format.spokenName(snapshot, node) != nil { return Format.name(snapshot, node) }
                let id = "(`\(snapshot.nodes[node].id)`)"
                return properties.ownLabel(node).map { "“\($0)” \(id)" } ?? id
            }
            let ids = uncovered.map { snapshot.nodes[$0].id }
            result.append(Finding(
                rule: descriptor, severity: .error, node: stop.node, in: context,
                message: "\(Format.name(snapshot, stop.node)) hides \(uncovered.count) control(s): \(names.joined(separator: ", ")).",
                related: ids, data: [("count", .number(Double(uncovered.count)))],
                key: ids.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.joined(separator: ",")))
        }
    }
}
