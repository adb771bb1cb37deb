/// A `debugDescription` printed by lldb's `po` (import.md R1): one quoted Swift string literal,
/// its line breaks written `\n`.
enum LLDBQuotedText {
    /// The text inside the quotes, unescaped (`\n \t \r \' \" \\` and `\u{…}`), or nil when
    /// `bytes` is not such a text: it must start, after white space, with `"` and hold `\n`.
    static func unquoted(_ bytes: [UInt8]) -> [UInt8]? {
        guard let start = bytes.firstIndex(where: { !isSpace($0) }), bytes[start] == UInt8(ascii: "\""),
              bytes.indices.dropLast().contains(where: { bytes[$0] == backslash && bytes[$0 + 1] == UInt8(ascii: "n") })
        else { return nil }
        var end = bytes.count
        while end > start + 1, isSpace(bytes[end - 1]) { end -= 1 }
        if end > start + 1, bytes[end - 1] == UInt8(ascii: "\"") { end -= 1 }
        var result: [UInt8] = []
        result.reserveCapacity(end - start)
        var index = start + 1
        while index < end {
            if bytes[index] == backslash, index + 1 < end {
                let (decoded, length) = escape(bytes[(index + 1)..<end])
                result += decoded
                index += 1 + length
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// The escape after a backslash: what it stands for and how many bytes it took. An unknown
    /// escape stays as written.
    static func escape(_ rest: ArraySlice<UInt8>) -> ([UInt8], Int) {
        let code = rest[rest.startIndex]
        if let simple = simpleEscapes[code] { return ([simple], 1) }
        if code == UInt8(ascii: "u"), let (scalar, length) = unicodeEscape(rest.dropFirst()) {
            return (Array(String(Character(scalar)).utf8), 1 + length)
        }
        return ([backslash, code], 1)
    }

    static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
        UInt8(ascii: "'"): UInt8(ascii: "'"), UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
    ]

    /// Where places in the unquoted text were in the quoted original, so that messages point
    /// into the file as it is. Built once per file: each lookup is a binary search, however many
    /// warnings a dump has.
    struct Locator {
        /// Where each line of the unquoted text starts in the original.
        private var lineStarts: [Int]
        /// Where the scan of the original ended: the place of a line past the last.
        private let end: Int
        /// The offsets of the original's own line breaks.
        private let newlines: [Int]
        private let count: Int

        init(_ original: [UInt8]) {
            count = original.count
            var offset = (original.firstIndex { !LLDBQuotedText.isSpace($0) } ?? 0) + 1
            lineStarts = [offset]
            while offset + 1 < original.count {
                if original[offset] == LLDBQuotedText.backslash {
                    if original[offset + 1] == UInt8(ascii: "n") { lineStarts.append(offset + 2) }
                    offset += 2
                } else {
                    offset += 1
                }
            }
            end = offset
            newlines = original.indices.filter { original[$0] == 0x0A }
        }

        /// The original's line and column of the unquoted text's `line` and `column` (from 1).
        /// Escapes earlier on the same line are counted as one column each.
        func location(line: Int, column: Int) -> (line: Int, column: Int) {
            let index = max(0, line - 1)
            let start = index < lineStarts.count ? lineStarts[index] : end
            let target = min(start + max(0, column - 1), count)
            // How many line breaks lie before `target`.
            var low = 0, high = newlines.count
            while low < high {
                let middle = (low + high) / 2
                if newlines[middle] < target { low = middle + 1 } else { high = middle }
            }
            let lineStart = low == 0 ? 0 : newlines[low - 1] + 1
            return (1 + low, target - lineStart + 1)
        }
    }

    static let backslash = UInt8(ascii: "\\")

    static func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }

    /// `{1F600}` after `\u`: the scalar and how many bytes it took.
    static func unicodeEscape(_ bytes: ArraySlice<UInt8>) -> (Unicode.Scalar, Int)? {
        guard bytes.first == UInt8(ascii: "{"), let close = bytes.prefix(10).firstIndex(of: UInt8(ascii: "}")),
              let value = UInt32(String(decoding: bytes[(bytes.startIndex + 1)..<close], as: UTF8.self), radix: 16),
              let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, close - bytes.startIndex + 1)
    }
}
