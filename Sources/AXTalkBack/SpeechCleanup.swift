/// `SpeechCleanupUtils.collapseRepeatedCharactersAndCleanUp`, which TalkBack applies to a node's
/// text, content description and state description before speaking them (not to a password's):
/// a run of a repeated punctuation character is said as its count and name ("3 Exclamation
/// mark"), and a text that is one character, or only white space, is said as that character's
/// name ("Space").
enum SpeechCleanup {
    /// The characters whose runs collapse (`CONSECUTIVE_CHARACTER_REGEX`).
    static let collapsing = Set("-\\/|!@#$%^&*()=_+[]{}.?;'\":<>\u{2022}".utf16)

    static func clean(_ text: String, words: TalkBackWords) -> String {
        cleanUp(collapseRepeatedCharacters(text, words: words), words: words)
    }

    /// `collapseRepeatedCharacters`: each run of two or more of a collapsing character becomes the
    /// `character_collapse_template` with its length and the character's name.
    static func collapseRepeatedCharacters(_ text: String, words: TalkBackWords) -> String {
        // Most texts repeat no character that collapses: returned as they are.
        var previous: UInt16?
        var repeats = false
        for unit in text.utf16 {
            if unit == previous, collapsing.contains(unit) {
                repeats = true
                break
            }
            previous = unit
        }
        guard repeats else { return text }
        let units = Array(text.utf16)
        guard units.count > 1 else { return text }
        var result: [UInt16] = []
        var i = 0
        while i < units.count {
            var end = i + 1
            if collapsing.contains(units[i]) {
                while end < units.count, units[end] == units[i] { end += 1 }
            }
            if end - i >= 2 {
                let name = words.symbols[units[i]] ?? String(decoding: [units[i]], as: UTF16.self)
                result += Array(words.format(.characterCollapse, String(end - i), name).utf16)
            } else {
                result.append(units[i])
            }
            i = end
        }
        return String(decoding: result, as: UTF16.self)
    }

    /// `cleanUp`: a text of one character once trimmed says that character's name; a text of
    /// only white space says its first character's.
    static func cleanUp(_ text: String, words: TalkBackWords) -> String {
        let units = Array(text.utf16)
        // Java's trim: code units up to U+0020 at either end.
        let trimmed = units.drop { $0 <= 0x20 }.reversed().drop { $0 <= 0x20 }.reversed()
        if trimmed.count == 1, let unit = trimmed.first { return words.symbols[unit] ?? String(decoding: [unit], as: UTF16.self) }
        if trimmed.isEmpty, let first = units.first { return words.symbols[first] ?? String(decoding: [first], as: UTF16.self) }
        return text
    }
}
