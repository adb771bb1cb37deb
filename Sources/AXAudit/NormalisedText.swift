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

    static func == (lhs: NormalisedText, rhs: NormalisedText) -> Bool {
        guard lhs.other == nil, rhs.other == nil else { return lhs.string == rhs.string }
        return lhs.bytes[..<lhs.count].elementsEqual(rhs.bytes[..<rhs.count])
    }
}
