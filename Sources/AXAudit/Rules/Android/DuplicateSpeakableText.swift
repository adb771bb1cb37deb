import AXModel
import AXTalkBack

/// Elements a screen reader focuses that say the same: ATF's `DuplicateSpeakableTextCheck`
/// (`getSpeakableTextToViewMap`, `runCheckOnHierarchy`): one result a text, on its first
/// clickable element (WARNING), else on its first element (INFO).
enum DuplicateSpeakableText: AndroidRule {
    static let descriptor = RuleDescriptor(
        id: "duplicate-speakable-text", severity: .warning, shortDescription: "Item descriptions",
        fullDescription: "Two or more elements a screen reader focuses have the same speakable text (trimmed, case kept). A warning on the first clickable one; info on the first when none is clickable.",
        help: "Make each description say what sets it apart (\(helpURL("7102513"))).", threshold: "ATF DuplicateSpeakableTextCheck (WARNING, INFO)",
        tags: ["accessibility", "atf-DuplicateSpeakableTextCheck", "wcag-2.4.6"])

    static func check(_ atf: ATFHierarchy, in context: AuditContext, into result: inout RuleResult) {
        var groups: [String: [Int]] = [:]
        groups.reserveCapacity(atf.elements.count)
        var texts: [String] = []
        for node in atf.elements where atf.shouldFocus(node) {
            let text = ATFHierarchy.trimmed(atf.speakableText(node))
            guard !text.isEmpty else { continue }
            if groups[text] == nil { texts.append(text) }
            groups[text, default: []].append(node)
        }
        for text in texts {
            guard let members = groups[text], members.count >= 2 else { continue }
            let clickable = members.first(where: atf.isClickable)
            let first = clickable ?? members[0]
            let kind = clickable == nil ? "non-clickable" : "clickable"
            let others = members.filter { $0 != first }
            result.append(Finding(
                rule: descriptor, severity: clickable == nil ? .info : .warning, node: first, in: context,
                message: "This \(kind) item \(atf.name(first)) says “\(text)”, as \(others.count) other item(s) do: \(others.map(atf.name).joined(separator: ", ")).",
                related: others.map { context.snapshot.nodes[$0].id },
                data: [("speakableText", .string(text)), ("conflictingViewCount", .number(Double(others.count))),
                       ("atfResultId", .number(clickable == nil ? 2 : 1))]))
        }
    }
}
