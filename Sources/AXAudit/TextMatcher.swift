import Foundation

/// Normalising and word matching as audit.md §1 defines them.
enum TextMatcher {
    /// NFKC, lower case, white-space runs to one space, trimmed, trailing periods removed.
    static func normalise(_ text: String) -> String {
        let folded = text.precomposedStringWithCompatibilityMapping.lowercased()
        var result = folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        while result.hasSuffix(".") { result.removeLast() }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// Maximal runs of letters, marks and digits of the normalised text.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in normalise(text).unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                tokens.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { tokens.append(String(current)) }
        return tokens
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            true
        default:
            false
        }
    }
}

/// One word-list entry: one pattern per token (`w`, `*w`, `w*`).
struct WordEntry: Sendable, Hashable {
    enum Pattern: Sendable, Hashable {
        case whole(String)
        case suffix(String)
        case prefix(String)
    }

    var patterns: [Pattern]
    /// What the entry stands for (a trait name for role words), to say in messages.
    var tag: String

    init(_ text: String, tag: String = "") {
        patterns = TextMatcher.normalise(text).split(separator: " ").map { word in
            if word.hasPrefix("*") { return .suffix(String(word.dropFirst())) }
            if word.hasSuffix("*") { return .prefix(String(word.dropLast())) }
            return .whole(String(word))
        }
        self.tag = tag
    }

    /// `strictSuffix`: `*w` matches only the token `w` (audit.md §3, `trait-word-in-label` (b)).
    func matches(_ tokens: ArraySlice<String>, strictSuffix: Bool) -> Bool {
        guard tokens.count >= patterns.count else { return false }
        for (pattern, token) in zip(patterns, tokens) {
            switch pattern {
            case .whole(let word): if token != word { return false }
            case .suffix(let word): if strictSuffix ? token != word : !token.hasSuffix(word) { return false }
            case .prefix(let word): if !token.hasPrefix(word) { return false }
            }
        }
        return true
    }
}

/// A match of a word list in a text.
struct WordMatch: Sendable, Equatable {
    var entry: WordEntry
    /// The matched tokens joined by one space.
    var word: String
    /// Index of the first matched token.
    var start: Int
}

extension Array where Element == WordEntry {
    /// The non-overlapping matches in `tokens`, from the left; where several entries match, the
    /// one covering the most tokens wins.
    func matches(in tokens: [String], strictSuffix: Bool = false) -> [WordMatch] {
        var result: [WordMatch] = []
        var i = 0
        while i < tokens.count {
            let best = filter { $0.matches(tokens[i...], strictSuffix: strictSuffix) }
                .max { $0.patterns.count < $1.patterns.count }
            guard let best else {
                i += 1
                continue
            }
            let end = i + best.patterns.count
            result.append(WordMatch(entry: best, word: tokens[i..<end].joined(separator: " "), start: i))
            i = end
        }
        return result
    }
}
