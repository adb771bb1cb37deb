import AXModel

/// What VoiceOver says when it focuses an element.
public struct Speech: Sendable, Equatable {
    public var description: String
    /// Nil when there is none.
    public var hint: String?
    /// The names listed after the hint as "Actions Available".
    public var customActions: [String]
}

/// Builds the spoken description and hint of an element (voiceover-model.md §4) from its label,
/// value, traits and context, with the words of its language.
public enum SpeechBuilder {
    public static func speech(label: String?, value: String?, hint: String?, traits: Traits,
                              context: SpeechContext?, customActions: [String], words: WordTable) -> Speech {
        var description = label ?? ""
        // 1. A back button labelled "Back" starts empty.
        if traits.contains(.backButton), description == words[.backLabel] { description = "" }
        // 2. Value.
        if let value, !value.isEmpty, !traits.contains(.switchButton) {
            description = description.isEmpty ? value : "\(description): \(value)"
        }
        // 3. Selected.
        if traits.contains(.selected) {
            description = description.isEmpty ? words[.selected]
                : words[.selectedFormat].replacingOccurrences(of: "{description}", with: description)
        }
        // 4. Trait words.
        let isTab = traits.contains(.tabBarItem) || { if case .series(_, _, true) = context { return true } else { return false } }()
        var traitWords: [String] = []
        if traits.contains(.notEnabled) { traitWords.append(words[.dimmed]) }
        if traits.contains(.button), traits.isDisjoint(with: [.keyboardKey, .switchButton, .tabBarItem, .backButton]), !isTab {
            traitWords.append(words[.button])
        }
        if traits.contains(.backButton) { traitWords.append(words[.backButton]) }
        if traits.contains(.switchButton) {
            if traits.contains(.button) { traitWords.append(words[.switchButton]) }
            switch value ?? "" {
            case "": break
            case "1": traitWords.append(words[.switchOn])
            case "0": traitWords.append(words[.switchOff])
            case "2": traitWords.append(words[.switchMixed])
            case let other: traitWords.append(other)
            }
        }
        if isTab { traitWords.append(words[.tab]) }
        if traits.contains(.textEntry) {
            traitWords.append(traits.contains(.secureTextField) ? words[.secureTextField] : words[.textField])
            if traits.contains(.isEditing) { traitWords.append(words[.isEditing]) }
        }
        if traits.contains(.header) { traitWords.append(words[.heading]) }
        if traits.contains(.link) { traitWords.append(words[.link]) }
        if traits.contains(.adjustable) { traitWords.append(words[.adjustable]) }
        if traits.contains(.image) { traitWords.append(words[.image]) }
        if traits.contains(.searchField) { traitWords.append(words[.searchField]) }
        // 5. An empty description takes the hint.
        var hintText = hint ?? ""
        let hintOnly = description.isEmpty && !hintText.isEmpty
        if hintOnly {
            description = hintText
            hintText = ""
        }
        // 6. Join the trait words.
        description = append(traitWords.joined(separator: " "), to: description)
        // 7. Context.
        if let context { description = append(contextWords(context, words), to: description) }
        // 8. Hints.
        let dimmed = traits.contains(.notEnabled)
        if traits.contains(.switchButton), !dimmed {
            hintText = appendHint(words[.hintToggle], to: hintText)
        }
        if traits.contains(.textEntry), !dimmed {
            hintText = traits.contains(.isEditing) ? words[.hintEditing] : words[.hintEdit]
        }
        if traits.contains(.adjustable), !dimmed, !traits.contains(.switchButton), !hintOnly {
            hintText = appendHint(words[.hintAdjust], to: hintText)
        }
        return Speech(description: description, hint: hintText.isEmpty ? nil : hintText, customActions: customActions)
    }

    /// Joins like a trait word: a period unless the text ends with one, then a space.
    static func append(_ words: String, to text: String) -> String {
        guard !words.isEmpty else { return text }
        guard !text.isEmpty else { return words }
        return text.hasSuffix(".") ? "\(text) \(words)" : "\(text). \(words)"
    }

    /// Appends to a hint with ". " after the existing hint without its final period.
    static func appendHint(_ addition: String, to hint: String) -> String {
        guard !hint.isEmpty else { return addition }
        let base = hint.hasSuffix(".") ? String(hint.dropLast()) : hint
        return "\(base). \(addition)"
    }

    static func contextWords(_ context: SpeechContext, _ words: WordTable) -> String {
        switch context {
        case .series(let index, let count, _):
            return words[.series].replacingOccurrences(of: "{index}", with: String(index))
                .replacingOccurrences(of: "{count}", with: String(count))
        case .listStart: return words[.listStart]
        case .listEnd: return words[.listEnd]
        case .listStartAndEnd: return words[.listStart]
        case .landmarkStart: return words[.landmarkStart]
        case .landmarkEnd: return words[.landmarkEnd]
        case .landmarkStartAndEnd: return words[.landmarkStart]
        }
    }
}
