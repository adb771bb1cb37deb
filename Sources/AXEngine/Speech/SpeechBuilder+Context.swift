import AXModel

/// voiceover-model.md §4 rule 7: what an element's container adds ("1 of 4.", "List Start.",
/// "Landmark.", "End.") and its important custom content.
extension SpeechBuilder {
    static func contextWords(_ context: SpeechContext, _ words: WordTable) -> String {
        switch context {
        case .series(let index, let count, _):
            return words[.series].replacingOccurrences(of: "{index}", with: String(index))
                .replacingOccurrences(of: "{count}", with: String(count))
        case .listStart: return words[.listStart]
        case .listEnd: return words[.listEnd]
        case .landmarkStart: return words[.landmarkStart]
        case .landmarkEnd: return words[.landmarkEnd]
        }
    }

    /// Important custom content as spoken: `<label>: <value>.`.
    static func spokenContent(_ content: CustomContent, _ words: WordTable) -> String {
        words[.customContent].replacingOccurrences(of: "{label}", with: content.label)
            .replacingOccurrences(of: "{value}", with: content.value)
    }
}
