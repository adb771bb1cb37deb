import Foundation

/// Normalising and word matching as audit.md §1 defines them.
enum TextMatcher {
    /// NFKC, lower case, white-space runs to one space, trimmed, trailing periods removed.
    static func normalise(_ text: String) -> String {
        if let ascii = normaliseASCII(text) { return ascii }
        let folded = text.precomposedStringWithCompatibilityMapping.lowercased()
        var result = folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        while result.hasSuffix(".") { result.removeLast() }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// The text without the white space (`CharacterSet.whitespaces`) at its ends.
    static func trimmingSpaces(_ text: String) -> String {
        let utf8 = text.utf8
        // Only U+0020 of the set is ASCII besides the tab, so visible ASCII at both ends stays.
        guard let first = utf8.first, let last = utf8.last, !isVisibleASCII(first) || !isVisibleASCII(last) else { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Whether the text is empty once white space (`CharacterSet.whitespaces`) is trimmed.
    static func isBlank(_ text: String) -> Bool {
        !text.utf8.contains(where: isVisibleASCII) && text.trimmingCharacters(in: .whitespaces).isEmpty
    }

    static func isVisibleASCII(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

    /// ``normalise(_:)`` for ASCII text, which NFKC leaves as it is; nil for any other text.
    static func normaliseASCII(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20) }
            pendingSpace = false
            bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        while bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
        while bytes.last == 0x20 { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Maximal runs of letters, marks and digits of the normalised text.
    static func tokens(_ text: String) -> [String] {
        tokensASCII(text) ?? tokensOfNormalised(text)
    }

    /// ``tokens(_:)`` for any text: the runs of word characters of ``normalise(_:)``.
    static func tokensOfNormalised(_ text: String) -> [String] {
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

    /// ``tokens(_:)`` for ASCII text: runs of letters and digits, lower-cased (white space and
    /// periods, which normalising changes, separate tokens anyway); nil for any other text.
    static func tokensASCII(_ text: String) -> [String]? {
        var tokens: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            if (0x30...0x39).contains(lower) || (0x61...0x7A).contains(lower) {
                current.append(lower)
            } else if !current.isEmpty {
                tokens.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
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

    /// Whether the entry matches the tokens from `start` on. `strictSuffix`: `*w` matches only
    /// the token `w` (audit.md §3, `trait-word-in-label` (b)).
    func matches(_ tokens: [String], at start: Int, strictSuffix: Bool) -> Bool {
        guard tokens.count - start >= patterns.count else { return false }
        for k in patterns.indices {
            let token = tokens[start + k]
            switch patterns[k] {
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
            var best: WordEntry?
            for entry in self where entry.patterns.count > best?.patterns.count ?? 0
                && entry.matches(tokens, at: i, strictSuffix: strictSuffix) {
                best = entry
            }
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
