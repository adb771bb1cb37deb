import AXModel

/// voiceover-model.md §4 rule 8: the hints VoiceOver adds after the element's own.
extension SpeechBuilder {
    /// Switch: appends the toggle hint. Text entry: replaces the hint (editing, or a text view
    /// that is not editing, has its own). Adjustable (not a switch, not when only a hint was
    /// given): appends the adjust hint. Nothing is added to a dimmed element.
    static func hints(after hint: String, traits: Traits, onlyHint: Bool, words: WordTable) -> String {
        guard !traits.contains(.notEnabled) else { return hint }
        var result = hint
        if traits.contains(.switchButton) { result = appendHint(words[.hintToggle], to: result) }
        if traits.contains(.textEntry) {
            result = traits.contains(.isEditing) ? words[.hintEditing]
                : traits.contains(.textArea) ? words[.hintEditTextArea] : words[.hintEdit]
        }
        if traits.contains(.adjustable), !traits.contains(.switchButton), !onlyHint {
            result = appendHint(words[.hintAdjust], to: result)
        }
        return result
    }

    /// Appends to a hint with ". " after the existing hint, which loses one final period.
    static func appendHint(_ addition: String, to hint: String) -> String {
        guard !hint.isEmpty else { return addition }
        let base = hint.hasSuffix(".") ? String(hint.dropLast()) : hint
        return "\(base). \(addition)"
    }
}
