import AXModel

/// A text as ``TextMatcher/normalise(_:)`` makes it, in a buffer that reading another text into
/// reuses: ASCII text (which NFKC leaves as it is) as bytes, any other as a string.
struct NormalisedText: Equatable {
    /// The normalised bytes of ASCII text, in the first `count` bytes.
    private var bytes: [UInt8] = []
    private var count = 0
    /// The normalised text of any other text.
    private var other: String?

    init() {}

    var isEmpty: Bool { other?.isEmpty ?? (count == 0) }

    /// The normalised text.
    var string: String { other ?? String(decoding: bytes[..<count], as: UTF8.self) }

    /// Replaces the text with `text` normalised.
    mutating func read(_ text: String) {
        if !readASCII(text) { other = TextMatcher.normaliseOther(text) }
    }

    /// Replaces the text with ASCII `text` normalised; false for any other text.
    mutating func readASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { source in
            guard !source.contains(where: { $0 >= 0x80 }) else { return false }
            other = nil
            if bytes.count < source.count { bytes = [UInt8](repeating: 0, count: max(source.count, 2 * bytes.count)) }
            count = bytes.withUnsafeMutableBufferPointer { bytes in
                var count = ASCIIFolding.fold(source, into: bytes)
                while count > 0, bytes[count - 1] == UInt8(ascii: ".") { count -= 1 }
                while count > 0, bytes[count - 1] == 0x20 { count -= 1 }
                return count
            }
            return true
        }
    }

    /// Whether `a` and `b` surely differ once normalised, told from their first characters
    /// without normalising them: each an ASCII letter or digit after ASCII white space, not
    /// followed by a non-ASCII byte (which could compose with it), the two different in lower case.
    static func surelyDiffer(_ a: String, _ b: String) -> Bool {
        guard let first = firstCharacter(a), let second = firstCharacter(b) else { return false }
        return first != second
    }

    /// The first character of `text`'s normalised form in the case ``surelyDiffer(_:_:)`` reads.
    private static func firstCharacter(_ text: String) -> UInt8? {
        var utf8 = text.utf8.makeIterator()
        var byte = utf8.next()
        while let space = byte, space == 0x20 || (0x09...0x0D).contains(space) { byte = utf8.next() }
        guard let letter = byte, (0x30...0x39).contains(letter) || (0x41...0x5A).contains(letter) || (0x61...0x7A).contains(letter),
              (utf8.next() ?? 0) < 0x80 else { return nil }
        return (0x41...0x5A).contains(letter) ? letter | 0x20 : letter
    }

    static func == (lhs: NormalisedText, rhs: NormalisedText) -> Bool {
        guard lhs.other == nil, rhs.other == nil else { return lhs.string == rhs.string }
        return lhs.bytes[..<lhs.count].elementsEqual(rhs.bytes[..<rhs.count])
    }
}
