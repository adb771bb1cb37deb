import Foundation

/// A label that reads like an identifier or a file name (audit.md §2).
enum LabelNotReadable: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "label-not-readable", severity: .warning, shortDescription: "Label not human-readable",
        fullDescription: "The whole label looks like an identifier (snake_case, dotted, kebab-case with two hyphens, camelCase) or ends in an image or document file extension.",
        help: "Write what a person would say.", threshold: "identifier or file-name pattern",
        tags: ["accessibility", "xcode-label-not-human-readable"])

    static let extensions = [".png", ".jpg", ".jpeg", ".gif", ".pdf", ".svg", ".heic"]

    /// Whether a trimmed label looks like an identifier or a file name.
    static func isIdentifierLike(_ label: String) -> Bool {
        let lower = label.lowercased()
        if extensions.contains(where: lower.hasSuffix) { return true }
        if lower.range(of: "^[a-z0-9]+([._-][a-z0-9]+)+$", options: .regularExpression) != nil,
           lower.contains(where: \.isLetter),
           lower.contains("_") || lower.contains(".") || lower.filter({ $0 == "-" }).count >= 2 {
            return true
        }
        return label.range(of: "^[a-z]{2,}[A-Z][A-Za-z0-9]*$", options: .regularExpression) != nil
    }

    static func check(_ context: AuditContext) -> RuleResult {
        var result = RuleResult()
        for stop in context.stops {
            guard let label = stop.label?.trimmingCharacters(in: .whitespaces), isIdentifierLike(label) else { continue }
            result.findings.append(Finding(
                rule: descriptor, severity: .warning, node: stop.node, in: context,
                message: "Label “\(label)” looks like an identifier or file name."))
        }
        return result
    }
}
