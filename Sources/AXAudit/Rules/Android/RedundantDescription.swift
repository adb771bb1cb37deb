import AXModel
import Foundation

/// A content description that says the element's type, state or an action: ATF's
/// `RedundantDescriptionCheck` (`runCheckOnHierarchy`, `checkForWords`,
/// `containsWordIgnoreCase`), in the words of the snapshot's language; a WARNING a word.
enum RedundantDescription: AndroidRule {
    static let descriptor = RuleDescriptor(
        id: "redundant-description", severity: .warning, shortDescription: "Item type label",
        fullDescription: "A visible element's content description contains, as a whole word in any case, one of ATF's item type words (“button”, “checkbox”, “check box”), state words (“checked”, “unchecked”, “selected”, “unselected”) or action words (“click”, “swipe”, “tap”) in the snapshot's language: TalkBack says the role, the state and how to act itself.",
        help: "Remove the word; the screen reader says it (\(helpURL("6378990"))).", threshold: "ATF RedundantDescriptionCheck (WARNING)",
        tags: ["accessibility", "atf-RedundantDescriptionCheck"])

    /// Whether `word` occurs in `text` case-insensitively between word boundaries (`\b(?i)word\b`).
    static func containsWord(_ text: String, _ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        var searchStart = text.startIndex
        while let range = text.range(of: word, options: [.caseInsensitive], range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before.map(isWordCharacter) ?? false) && !(after.map(isWordCharacter) ?? false) { return true }
            searchStart = text.index(after: range.lowerBound)
        }
        return false
    }

    /// A character of `\w`: a letter, mark, digit or connector.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            let properties = scalar.properties
            return properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .connectorPunctuation
                || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
        }
    }

    static func check(_ atf: ATFHierarchy, in context: AuditContext, into result: inout RuleResult) {
        let lists: [(kind: String, keys: [ATFWords.Key], id: Int)] = [
            ("item type", ATFWords.itemTypeKeys, 5), ("state", ATFWords.stateKeys, 7), ("action", ATFWords.actionKeys, 8),
        ]
        for node in atf.elements where atf.isVisible(node) && atf.screen.isImportant(node) {
            guard let description = atf.screen.contentDescription(node) else { continue }
            for list in lists {
                for key in list.keys where containsWord(description, atf.words[key]) {
                    let word = atf.words[key]
                    result.append(Finding(
                        rule: descriptor, severity: .warning, node: node, in: context,
                        message: "The content description of \(atf.name(node)) contains the \(list.kind) “\(word)”, which TalkBack says itself.",
                        data: [("contentDescription", .string(description)), ("redundantWord", .string(word)),
                               ("atfResultId", .number(Double(list.id)))],
                        key: key.rawValue))
                }
            }
        }
    }
}
