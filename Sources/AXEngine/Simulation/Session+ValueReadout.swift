import AXModel

/// voiceover-model.md §6: after an action VoiceOver speaks the focused element's new value
/// exactly as the element reports it (a switch's `"1"`, `"0"`, `"2"` as its state word), as a
/// default utterance posted after the action's undelayed effects, only when the focus is still on
/// the element and the value differs from the one last spoken for it.
extension Session {
    /// Checks the value again (running the blocks once more) and speaks it if it changed.
    func speakValueChange(of node: Int) {
        guard focusedNode == node, let stop = analysis.resolution.stopIndex(ofNode: node) else { return }
        let element = analysis.resolution.elements[stop]
        let before = lastValue?.node == node ? lastValue?.value : nil
        guard let after = try? analysis.narrator.describe(element) else { return }
        lastValue = (node, after.value)
        lastDescription = after
        guard after.value != before, let value = after.value else { return }
        var text = value
        if element.traits.contains(.switchButton), let words = try? analysis.narrator.words(for: element) {
            text = SpeechBuilder.switchState(value, words: words) ?? value
        }
        say(text, priority: .default, language: analysis.narrator.language(of: element))
    }
}
