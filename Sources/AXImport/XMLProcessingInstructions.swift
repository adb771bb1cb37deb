/// Processing instructions without data (`<?name?>`), which Foundation's `XMLParser` on Linux
/// cannot take: it reads their missing data as a C string and crashes. A dump's processing
/// instructions say nothing the readers use, so such an instruction is blanked (spaces of its
/// length: every later line and column stays where it was) before the parser reads the text.
enum XMLProcessingInstructions {
    /// Blanks every processing instruction without data outside comments and CDATA sections;
    /// one pass over the bytes.
    static func blankEmpty(_ bytes: inout [UInt8]) {
        let count = bytes.count
        var i = 0
        func starts(_ text: StaticString, at offset: Int) -> Bool {
            let length = text.utf8CodeUnitCount
            guard offset + length <= count else { return false }
            return text.withUTF8Buffer { needle in (0..<length).allSatisfy { bytes[offset + $0] == needle[$0] } }
        }
        func skip(past end: StaticString, from offset: Int) -> Int {
            var j = offset
            while j < count, !starts(end, at: j) { j += 1 }
            return min(count, j + end.utf8CodeUnitCount)
        }
        while i + 1 < count {
            guard bytes[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if starts("<!--", at: i) {
                i = skip(past: "-->", from: i + 4)
            } else if starts("<![CDATA[", at: i) {
                i = skip(past: "]]>", from: i + 9)
            } else if bytes[i + 1] == UInt8(ascii: "?") {
                // The target runs to white space or `?>`; nothing but white space before `?>` is no data.
                var j = i + 2
                while j < count, !isSpace(bytes[j]), !starts("?>", at: j) { j += 1 }
                var k = j
                while k < count, isSpace(bytes[k]) { k += 1 }
                if starts("?>", at: k) {
                    for index in i..<(k + 2) where !isLineBreak(bytes[index]) { bytes[index] = UInt8(ascii: " ") }
                    i = k + 2
                } else {
                    i = skip(past: "?>", from: j)
                }
            } else {
                i += 1
            }
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    private static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
}
