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
            let byte = bytes[index]
            guard byte == backslash, index + 1 < end else {
                result.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "u"):
                if let (scalar, length) = unicodeEscape(bytes[index..<end]) {
                    result += Array(String(Character(scalar)).utf8)
                    index += length
                } else {
                    result += [backslash, escaped]
                }
            case UInt8(ascii: "'"), UInt8(ascii: "\""), backslash: result.append(escaped)
            default: result += [backslash, escaped]
            }
        }
        return result
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
