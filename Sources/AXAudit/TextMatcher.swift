import Foundation

/// Normalising and word matching as audit.md §1 defines them.
enum TextMatcher {
    /// NFKC, lower case, white-space runs to one space, trimmed, trailing periods removed.
    static func normalise(_ text: String) -> String {
        normaliseASCII(text) ?? normaliseOther(text)
    }

    /// ``normalise(_:)`` for any text.
    static func normaliseOther(_ text: String) -> String {
        if isKnownNFKC(text) { return normaliseKnownNFKC(text) }
        let folded = text.precomposedStringWithCompatibilityMapping.lowercased()
        var result = folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        while result.hasSuffix(".") { result.removeLast() }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// ``normaliseOther(_:)`` of a text ``isKnownNFKC(_:)``: ``foldKnownNFKC(_:into:)``, then
    /// the trailing periods and the space before them removed.
    static func normaliseKnownNFKC(_ text: String) -> String {
        var bytes: [UInt8] = []
        foldKnownNFKC(text, into: &bytes)
        while bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
        while bytes.last == 0x20 { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A text ``isKnownNFKC(_:)`` lower-cased, runs of white space as one space and none at its
    /// start, as UTF-8 replacing `bytes`: scalar by scalar, since in those ranges each character
    /// is one scalar (or CR LF, both white space), white space is ASCII's, and lower case is
    /// A–Z, À–Þ but ×, and А–Я moved by 0x20.
    static func foldKnownNFKC(_ text: String, into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        var spaceDue = false
        for scalar in text.unicodeScalars {
            var value = scalar.value
            if value == 0x20 || (0x09...0x0D).contains(value) {
                spaceDue = !bytes.isEmpty
                continue
            }
            if spaceDue {
                bytes.append(0x20)
                spaceDue = false
            }
            if (0x41...0x5A).contains(value) || ((0xC0...0xDE).contains(value) && value != 0xD7) || (0x410...0x42F).contains(value) {
                value += 0x20
            }
            switch value {
            case ..<0x80:
                bytes.append(UInt8(value))
            case ..<0x800:
                bytes.append(UInt8(0xC0 | value >> 6))
                bytes.append(UInt8(0x80 | value & 0x3F))
            default:
                bytes.append(UInt8(0xE0 | value >> 12))
                bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | value & 0x3F))
            }
        }
    }

    /// Whether NFKC leaves the text as it is, told by its scalars alone: each is of a range whose
    /// characters NFKC maps to themselves and which compose with no other character of the ranges
    /// (ASCII, Latin-1's and basic Cyrillic's letters, CJK ideographs and punctuation, kana, Hangul
    /// syllables: the text of most apps). False: not known, NFKC tells (through Foundation, which
    /// took most of an audit of a Korean snapshot).
    static func isKnownNFKC(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x00...0x7F, 0xC0...0xFF, 0x410...0x44F, 0x3001...0x3003, 0x300C...0x300F, 0x3041...0x3096, 0x30A1...0x30FA,
                 0x30FC, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
                true
            default:
                false
            }
        }
    }

    /// The text without the white space (`CharacterSet.whitespaces`) at its ends.
    static func trimmingSpaces(_ text: String) -> String {
        let utf8 = text.utf8
        // Only U+0020 of the set is ASCII besides the tab, so visible ASCII at both ends stays.
        guard let first = utf8.first, let last = utf8.last, !isVisibleASCII(first) || !isVisibleASCII(last) else { return text }
        // Of the ranges NFKC is known to keep, only U+0020 and the tab are in the set.
        guard isKnownNFKC(text) else { return text.trimmingCharacters(in: .whitespaces) }
        let scalars = text.unicodeScalars
        let isSpace = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        guard let start = scalars.firstIndex(where: { !isSpace($0) }), let end = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[start...end])
    }

    /// Whether the text is empty once white space (`CharacterSet.whitespaces`) is trimmed.
    static func isBlank(_ text: String) -> Bool {
        !text.utf8.contains(where: isVisibleASCII) && text.trimmingCharacters(in: .whitespaces).isEmpty
    }

    static func isVisibleASCII(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

    /// ``normalise(_:)`` for ASCII text, which NFKC leaves as it is; nil for any other text.
    static func normaliseASCII(_ text: String) -> String? {
        var normalised = NormalisedText()
        return normalised.readASCII(text) ? normalised.string : nil
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
        var tokens = Tokens()
        guard tokens.readASCII(text) else { return nil }
        return tokens.strings
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
    struct Pattern: Sendable, Hashable {
        enum Kind: Sendable, Hashable { case whole, suffix, prefix }

        var kind: Kind
        var word: String
        /// The word's UTF-8 bytes, to compare with ASCII tokens.
        var bytes: [UInt8]

        init(_ kind: Kind, _ word: Substring) {
            self.kind = kind
            self.word = String(word)
            bytes = Array(word.utf8)
        }
    }

    var patterns: [Pattern]
    /// What the entry stands for (a trait name for role words), to say in messages.
    var tag: String
    /// The byte an ASCII token must begin with to be the first pattern's (nil: any).
    let firstByte: UInt8?

    init(_ text: String, tag: String = "") {
        patterns = TextMatcher.normalise(text).split(separator: " ").map { word in
            if word.hasPrefix("*") { return Pattern(.suffix, word.dropFirst()) }
            if word.hasSuffix("*") { return Pattern(.prefix, word.dropLast()) }
            return Pattern(.whole, word)
        }
        self.tag = tag
        firstByte = patterns.first.flatMap { $0.kind == .suffix ? nil : $0.bytes.first }
    }

    /// Whether the entry matches the tokens from `start` on. `strictSuffix`: `*w` matches only
    /// the token `w` (audit.md §3, `trait-word-in-label` (b)).
    func matches(_ tokens: Tokens, at start: Int, strictSuffix: Bool) -> Bool {
        guard tokens.count - start >= patterns.count else { return false }
        for k in patterns.indices {
            switch patterns[k].kind {
            case .whole: if !tokens.token(start + k, equals: patterns[k]) { return false }
            case .suffix:
                if !(strictSuffix ? tokens.token(start + k, equals: patterns[k]) : tokens.token(start + k, hasSuffix: patterns[k])) { return false }
            case .prefix: if !tokens.token(start + k, hasPrefix: patterns[k]) { return false }
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
    func matches(in tokens: Tokens, strictSuffix: Bool = false) -> [WordMatch] {
        var result: [WordMatch] = []
        var i = 0
        while i < tokens.count {
            guard let match = match(in: tokens, at: i, strictSuffix: strictSuffix) else {
                i += 1
                continue
            }
            result.append(match)
            i += match.entry.patterns.count
        }
        return result
    }

    /// The match that begins at token `start`, if any: of the entries that match there, the one
    /// covering the most tokens (the first of those).
    func match(in tokens: Tokens, at start: Int, strictSuffix: Bool = false) -> WordMatch? {
        var best: Int?, bestLength = 0
        let first = tokens.firstASCIIByte(start)
        for e in indices where (first == nil || self[e].firstByte == nil || self[e].firstByte == first)
            && self[e].patterns.count > bestLength && self[e].matches(tokens, at: start, strictSuffix: strictSuffix) {
            best = e
            bestLength = self[e].patterns.count
        }
        return best.map { WordMatch(entry: self[$0], word: tokens.joined(start..<(start + bestLength)), start: start) }
    }
}
