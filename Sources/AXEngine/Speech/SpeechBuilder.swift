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
/// value, traits, context and custom content, with the words of its language. Rules 1–6 are here;
/// the context suffix and custom content (rule 7) are in `SpeechBuilder+Context.swift`, the hints
/// (rule 8) in `SpeechBuilder+Hints.swift`.
public enum SpeechBuilder {
    public static func speech(label: String?, value: String?, hint: String?, traits: Traits,
                              context: SpeechContext?, customActions: [String],
                              customContent: [CustomContent] = [], words: WordTable) -> Speech {
        var description = label ?? ""
        // 1. A back button labelled "Back" (in any case) starts empty.
        if traits.contains(.backButton), description.lowercased() == words[.backLabel].lowercased() { description = "" }
        // 2. Value.
        if let value, !value.isEmpty, !traits.contains(.switchButton) {
            if description.isEmpty {
                description = value
            } else {
                description += ": "
                description += value
            }
        }
        // 3. Selected.
        if traits.contains(.selected) {
            description = description.isEmpty ? words[.selected]
                : words[.selectedFormat].replacingOccurrences(of: "{description}", with: description)
        }
        // 4. Trait words.
        let isTab = traits.contains(.tabBarItem) || context?.isTab == true
        let spokenTraits = traitWords(traits, value: value, isTab: isTab, words: words)
        // 5. An empty description takes the hint.
        var hintText = hint ?? ""
        if description.isEmpty, !hintText.isEmpty {
            description = hintText
            hintText = ""
        }
        // 6. Join the trait words.
        append(spokenTraits, to: &description)
        // 7. Context, then important custom content.
        if let context { append(contextWords(context, words), to: &description) }
        for content in customContent where content.important {
            append(spokenContent(content, words), to: &description)
        }
        // 8. Hints.
        let onlyHint = (label ?? "").isEmpty && (value ?? "").isEmpty && !(hint ?? "").isEmpty
        hintText = hints(after: hintText, traits: traits, onlyHint: onlyHint, words: words)
        return Speech(description: description, hint: hintText.isEmpty ? nil : hintText, customActions: customActions)
    }

    /// Rule 4: the trait words, in VoiceOver's order, joined by spaces.
    static func traitWords(_ traits: Traits, value: String?, isTab: Bool, words: WordTable) -> String {
        var result = TraitWords()
        if traits.contains(.notEnabled) { result.append(words[.dimmed]) }
        if traits.contains(.button), traits.isDisjoint(with: [.keyboardKey, .switchButton, .tabBarItem, .backButton]), !isTab {
            result.append(words[.button])
        }
        if traits.contains(.backButton) { result.append(words[.backButton]) }
        if traits.contains(.switchButton) {
            if traits.contains(.button) { result.append(words[.switchButton]) }
            if let state = switchState(value ?? "", words: words) { result.append(state) }
        }
        if isTab { result.append(words[.tab]) }
        if traits.contains(.textEntry) {
            result.append(traits.contains(.secureTextField) ? words[.secureTextField] : words[.textField])
            if traits.contains(.isEditing) { result.append(words[.isEditing]) }
        }
        if traits.contains(.header) { result.append(words[.heading]) }
        if traits.contains(.link) { result.append(words[.link]) }
        if traits.contains(.adjustable) { result.append(words[.adjustable]) }
        if traits.contains(.image) { result.append(words[.image]) }
        if traits.contains(.searchField) { result.append(words[.searchField]) }
        return result.text
    }

    /// Words joined by spaces as they are added.
    private struct TraitWords {
        var text = ""

        mutating func append(_ word: String) {
            if text.isEmpty {
                text = word
            } else {
                text += " "
                text += word
            }
        }
    }

    /// What a switch says for its value: the state word for `"1"`, `"0"` and `"2"`, any other
    /// value as is, nothing for no value.
    public static func switchState(_ value: String, words: WordTable) -> String? {
        switch value {
        case "": nil
        case "1": words[.switchOn]
        case "0": words[.switchOff]
        case "2": words[.switchMixed]
        default: value
        }
    }

    /// Joins like a trait word (rule 6): a period unless the text's last character is U+002E,
    /// then a space. Nothing is trimmed; `?`, `!` and `…` do not count as a period.
    public static func append(_ words: String, to text: String) -> String {
        var result = text
        append(words, to: &result)
        return result
    }

    /// ``append(_:to:)`` in place.
    static func append(_ words: String, to text: inout String) {
        guard !words.isEmpty else { return }
        guard !text.isEmpty else {
            text = words
            return
        }
        // A final byte 0x2E in UTF-8 is always the scalar U+002E.
        let endsWithPeriod = text.utf8.last == UInt8(ascii: ".")
        text = concatenated(text, endsWithPeriod ? " " : ". ", words)
    }

    /// `first + separator + second`, made in one step (two appends cost twice as much).
    private static func concatenated(_ first: String, _ separator: StaticString, _ second: String) -> String {
        let firstCount = first.utf8.count, secondCount = second.utf8.count
        let separatorCount = separator.utf8CodeUnitCount
        return String(unsafeUninitializedCapacity: firstCount + separatorCount + secondCount) { buffer in
            var at = buffer.initialize(fromContentsOf: first.utf8)
            at = buffer[at...].initialize(fromContentsOf: UnsafeBufferPointer(start: separator.utf8Start, count: separatorCount))
            return buffer[at...].initialize(fromContentsOf: second.utf8)
        }
    }
}
