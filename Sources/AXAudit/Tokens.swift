/// A text's tokens (``TextMatcher/tokens(_:)``) in one byte buffer, so that reading another
/// text's tokens into it allocates nothing once it has grown; tokens of ASCII text are compared
/// as bytes, others as strings.
struct Tokens {
    /// The tokens' UTF-8 bytes, one after another, in the first `byteCount` bytes.
    private var bytes: [UInt8] = []
    private var byteCount = 0
    /// Where each token ends in `bytes`, in the first `count` entries.
    private var ends: [Int] = []
    private(set) var count = 0
    /// Whether every token is ASCII, where comparing bytes is comparing strings.
    private var isASCII = true

    init() {}

    /// The tokens of `text`.
    init(_ text: String) { read(text) }

    /// These tokens (tests).
    init(_ tokens: [String]) {
        for token in tokens { append(token) }
    }

    var isEmpty: Bool { count == 0 }

    /// The tokens as strings.
    var strings: [String] { (0..<count).map { self[$0] } }

    subscript(k: Int) -> String { String(decoding: bytes[range(k)], as: UTF8.self) }

    /// The tokens of `range` joined by one space.
    func joined(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let first = self.range(range.lowerBound).lowerBound, last = ends[range.upperBound - 1]
        return String(unsafeUninitializedCapacity: last - first + range.count - 1) { target in
            var length = 0
            for k in range {
                if k > range.lowerBound {
                    target[length] = 0x20
                    length += 1
                }
                for byte in bytes[self.range(k)] {
                    target[length] = byte
                    length += 1
                }
            }
            return length
        }
    }

    /// Replaces the tokens with those of `text`.
    mutating func read(_ text: String) {
        if !readASCII(text) {
            removeAll()
            for token in TextMatcher.tokensOfNormalised(text) { append(token) }
        }
    }

    /// Replaces the tokens with those of ASCII `text`: runs of letters and digits, lower-cased
    /// (white space and periods, which normalising changes, separate tokens anyway); false for
    /// any other text.
    mutating func readASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { source in
            // At most one token per two bytes, and no more bytes than the text's.
            if bytes.count < source.count { bytes = [UInt8](repeating: 0, count: max(source.count, 2 * bytes.count)) }
            if ends.count < source.count / 2 + 1 { ends = [Int](repeating: 0, count: max(source.count / 2 + 1, 2 * ends.count)) }
            isASCII = true
            let read: (Int, Int)? = bytes.withUnsafeMutableBufferPointer { bytes in
                ends.withUnsafeMutableBufferPointer { ends in
                    Tokens.lowerASCII.withUnsafeBufferPointer { lower in
                        var length = 0, count = 0, inToken = false
                        for byte in source {
                            let letter = lower[Int(byte)]
                            if letter > Tokens.separator {
                                bytes[length] = letter
                                length += 1
                                inToken = true
                            } else if letter == Tokens.separator {
                                if inToken {
                                    ends[count] = length
                                    count += 1
                                    inToken = false
                                }
                            } else {
                                return nil
                            }
                        }
                        if inToken {
                            ends[count] = length
                            count += 1
                        }
                        return (length, count)
                    }
                }
            }
            guard let read else { return false }
            (byteCount, count) = read
            return true
        }
    }

    /// Each byte as ``readASCII(_:)`` reads it: a letter or digit in lower case, ``separator``
    /// for any other ASCII byte, 0 for a byte of a non-ASCII character.
    private static let lowerASCII: [UInt8] = (0...255).map { (byte: Int) -> UInt8 in
        switch byte {
        case 0x30...0x39, 0x61...0x7A: UInt8(byte)
        case 0x41...0x5A: UInt8(byte + 0x20)
        case 0x80...: 0
        default: separator
        }
    }

    private static let separator: UInt8 = 1

    /// The first byte of token `k` when the tokens are ASCII.
    func firstASCIIByte(_ k: Int) -> UInt8? { isASCII ? bytes[range(k).lowerBound] : nil }

    /// Whether the tokens from `start` on begin with `other`'s.
    func hasTokens(_ other: Tokens, at start: Int) -> Bool {
        guard count - start >= other.count else { return false }
        return (0..<other.count).allSatisfy { k in
            isASCII && other.isASCII ? other.bytes.withUnsafeBufferPointer { equal(range(start + k), UnsafeBufferPointer(rebasing: $0[other.range(k)])) }
                : self[start + k] == other[k]
        }
    }

    func token(_ k: Int, equals pattern: WordEntry.Pattern) -> Bool {
        guard isASCII else { return self[k] == pattern.word }
        return pattern.bytes.withUnsafeBufferPointer { equal(range(k), $0) }
    }

    func token(_ k: Int, hasSuffix pattern: WordEntry.Pattern) -> Bool {
        guard isASCII else { return self[k].hasSuffix(pattern.word) }
        let range = range(k)
        return range.count >= pattern.bytes.count
            && pattern.bytes.withUnsafeBufferPointer { equal((range.upperBound - $0.count)..<range.upperBound, $0) }
    }

    func token(_ k: Int, hasPrefix pattern: WordEntry.Pattern) -> Bool {
        guard isASCII else { return self[k].hasPrefix(pattern.word) }
        let range = range(k)
        return range.count >= pattern.bytes.count
            && pattern.bytes.withUnsafeBufferPointer { equal(range.lowerBound..<(range.lowerBound + $0.count), $0) }
    }

    /// Whether `bytes[range]` are `other`.
    private func equal(_ range: Range<Int>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count == other.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            var i = range.lowerBound
            for byte in other {
                if bytes[i] != byte { return false }
                i += 1
            }
            return true
        }
    }

    private func range(_ k: Int) -> Range<Int> { (k == 0 ? 0 : ends[k - 1])..<ends[k] }

    private mutating func removeAll() {
        byteCount = 0
        count = 0
        isASCII = true
    }

    private mutating func append(_ token: String) {
        bytes.replaceSubrange(byteCount..., with: token.utf8)
        byteCount = bytes.count
        ends.replaceSubrange(count..., with: [byteCount])
        count += 1
        isASCII = isASCII && token.utf8.allSatisfy { $0 < 0x80 }
    }
}
