import Foundation

/// The JSON scanner behind ``JSONParser`` and the snapshot loader: it appends each key and value
/// to a document's tape, resumably.
///
/// With `splitsNodes`, it knows where a snapshot keeps its nodes — the top object's `root`, and the
/// elements of a node object's `children` array — and stops at each of them (``Event``), so that
/// the loader builds the node at once; the node's entries are then dropped from the tape, which
/// holds only the path being read instead of the whole document.
struct JSONScanner {
    /// Where the scanner stopped.
    enum Event {
        /// A node object's `children` array just opened: the members before it are on the tape.
        case nodeHead(JSONDocument.Value)
        /// A value in a node's place ended (normally a node object; anything else is an error
        /// for the loader to report). Its entries are dropped when the scanner resumes.
        case nodeEnd(JSONDocument.Value)
        /// The document ended.
        case end
    }

    /// What an open container is to a snapshot.
    enum Role {
        case other, top, node, children, nodeValue
    }

    /// One open array or object: its tape index, whether the next token must be a key, its role,
    /// and how many numbers there were when it opened.
    struct Frame {
        var index: Int
        var isObject: Bool
        var role: Role
        var numbersMark: Int
    }

    /// Entries to drop when resuming after a node ended: from `index` on (keeping an emptied entry
    /// at `index` when the node is a member's value), and the numbers from `numbersMark` on.
    struct Removal {
        var index: Int
        var keepsEntry: Bool
        var numbersMark: Int
    }

    let splitsNodes: Bool
    var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var tape: [JSONDocument.Entry] = []
    var numbers: [Double] = []
    var position = 0
    var stack: [Frame] = []
    var needValue = true
    var started = false
    var removal: Removal?

    init(splitsNodes: Bool) {
        self.splitsNodes = splitsNodes
    }

    /// Scans `document.bytes` on from where it stopped, appending to `document`'s tape, until the
    /// next event.
    mutating func advance(_ document: inout JSONDocument) throws(JSONSyntaxError) -> Event {
        swap(&tape, &document.tape)
        swap(&numbers, &document.numbers)
        defer {
            swap(&tape, &document.tape)
            swap(&numbers, &document.numbers)
        }
        let result: Result<Event, JSONSyntaxError> = document.bytes.withUnsafeBufferPointer { buffer in
            bytes = buffer
            defer { bytes = UnsafeBufferPointer(start: nil, count: 0) }
            return Result { () throws(JSONSyntaxError) in try scan() }
        }
        return try result.get()
    }

    func fail(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset ?? position, message: message)
    }

    func describeFound() -> String {
        guard position < bytes.count else { return "the end of the file" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return String(format: "byte 0x%02X", byte)
    }

    mutating func skipWhitespace() {
        // In locals: `position` in `self` would be stored back at every byte.
        var at = position
        let end = bytes.count
        while at < end {
            switch bytes[at] {
            case 0x20, 0x0A, 0x0D, 0x09: at += 1
            default:
                position = at
                return
            }
        }
        position = at
    }

    private mutating func scan() throws(JSONSyntaxError) -> Event {
        if let removal {
            dropEntries(removal)
            self.removal = nil
        }
        if !started {
            started = true
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        }
        while true {
            if needValue {
                skipWhitespace()
                let isNode = isNodePlace()
                let numbersMark = numbers.count
                if try openValue(isNode: isNode, numbersMark: numbersMark) {
                    if stack.last!.role == .children { return .nodeHead(JSONDocument.Value(index: stack[stack.count - 2].index)) }
                    continue
                }
                needValue = false
                if isNode { return endNode(at: tape.count - 1, numbersMark: numbersMark) }
            }
            guard let frame = stack.last else { break }
            skipWhitespace()
            guard position < bytes.count else {
                throw fail(frame.isObject ? "unterminated object: expected ',' or '}'"
                    : "unterminated array: expected ',' or ']'")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
                if frame.isObject { try parseKey() }
                needValue = true
            } else if byte == (frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                position += 1
                tape[frame.index].next = Int32(tape.count)
                if frame.isObject { try refuseDuplicateKeys(object: frame.index) }
                stack.removeLast()
                if let parent = stack.last { tape[parent.index].extra += 1 }
                needValue = false
                if frame.role == .node || frame.role == .nodeValue { return endNode(at: frame.index, numbersMark: frame.numbersMark) }
            } else {
                throw fail(frame.isObject ? "expected ',' or '}' in object, found \(describeFound())"
                    : "expected ',' or ']' in array, found \(describeFound())")
            }
        }
        skipWhitespace()
        if position < bytes.count {
            throw fail("unexpected \(describeFound()) after the end of the document")
        }
        return .end
    }

    /// Whether the value about to be read is in a node's place: the top object's `root`, or an
    /// element of a `children` array.
    private func isNodePlace() -> Bool {
        guard splitsNodes, let parent = stack.last else { return false }
        switch parent.role {
        case .children: return true
        case .top: return keyIs("root")
        default: return false
        }
    }

    /// Whether the last entry, the key of the value about to be read, is `name`.
    private func keyIs(_ name: StaticString) -> Bool {
        let key = tape.count - 1
        let entry = tape[key]
        let count = name.utf8CodeUnitCount
        guard !entry.escaped else { return keyBytes(key).elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: count)) }
        guard Int(entry.extra) - Int(entry.start) - 1 == count else { return false }
        return memcmp(bytes.baseAddress! + Int(entry.start) + 1, name.utf8Start, count) == 0
    }

    /// The role of a container opening at the current position.
    private func role(isObject: Bool, isNode: Bool) -> Role {
        guard splitsNodes else { return .other }
        if isNode { return isObject ? .node : .nodeValue }
        guard let parent = stack.last else { return isObject ? .top : .other }
        return parent.role == .node && !isObject && keyIs("children") ? .children : .other
    }

    private mutating func endNode(at index: Int, numbersMark: Int) -> Event {
        let keepsEntry = stack.last?.role != .children
        removal = Removal(index: index, keepsEntry: keepsEntry, numbersMark: numbersMark)
        return .nodeEnd(JSONDocument.Value(index: index))
    }

    private mutating func dropEntries(_ removal: Removal) {
        if removal.keepsEntry {
            tape.removeLast(tape.count - removal.index - 1)
            tape[removal.index].extra = 0
            tape[removal.index].next = Int32(removal.index + 1)
        } else {
            tape.removeLast(tape.count - removal.index)
        }
        numbers.removeLast(numbers.count - removal.numbersMark)
    }

    /// Parses an object key and the colon after it.
    mutating func parseKey() throws(JSONSyntaxError) {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw fail("expected a key in double quotes, found \(describeFound())")
        }
        try parseString()
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw fail("expected ':' after the key, found \(describeFound())")
        }
        position += 1
        skipWhitespace()
    }

    /// Parses a scalar or an empty container completely and returns false, or opens a non-empty
    /// container (pushing it on `stack`, reading the first key of an object) and returns true.
    mutating func openValue(isNode: Bool, numbersMark: Int) throws(JSONSyntaxError) -> Bool {
        guard position < bytes.count else { throw fail("expected a value, found the end of the file") }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[position] == UInt8(ascii: "{")
            guard stack.count < JSONParser.maximumDepth else {
                throw fail("nesting deeper than \(JSONParser.maximumDepth) levels")
            }
            position += 1
            let role = role(isObject: isObject, isNode: isNode)
            let index = tape.count
            tape.append(.init(kind: isObject ? .object : .array, escaped: false, start: Int32(start),
                              extra: 0, next: 0))
            skipWhitespace()
            let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if position < bytes.count, bytes[position] == closer {
                position += 1
                tape[index].next = Int32(tape.count)
                if let parent = stack.last { tape[parent.index].extra += 1 }
                return false
            }
            stack.append(Frame(index: index, isObject: isObject, role: role, numbersMark: numbersMark))
            if isObject { try parseKey() }
            return true
        case UInt8(ascii: "\""):
            try parseString()
        case UInt8(ascii: "t"):
            try parseLiteral("true", kind: .true)
        case UInt8(ascii: "f"):
            try parseLiteral("false", kind: .false)
        case UInt8(ascii: "n"):
            try parseLiteral("null", kind: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber()
        default:
            throw fail("expected a value, found \(describeFound())")
        }
        if let parent = stack.last { tape[parent.index].extra += 1 }
        return false
    }

    mutating func parseLiteral(_ word: StaticString, kind: JSONDocument.Kind) throws(JSONSyntaxError) {
        let start = position
        let count = word.utf8CodeUnitCount
        let pointer = word.utf8Start
        for i in 0..<count {
            guard position + i < bytes.count, bytes[position + i] == pointer[i] else {
                throw fail("invalid literal: expected '\(word)'", at: start)
            }
        }
        position += count
        tape.append(.init(kind: kind, escaped: false, start: Int32(start), extra: 0,
                          next: Int32(tape.count + 1)))
    }

    mutating func parseNumber() throws(JSONSyntaxError) {
        if parseShortWholeNumber() { return }
        let start = position
        // The digits as an integer (the fraction's included), while it stays exact.
        var mantissa: UInt64 = 0
        var significant = 0
        var fractionDigits = 0
        var exponent = 0
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw fail("invalid number: expected a digit after '-'", at: start)
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw fail("invalid number: leading zeros are not allowed", at: start)
            }
        } else {
            while position < bytes.count, isDigit(bytes[position]) {
                accumulate(bytes[position], into: &mantissa, significant: &significant)
                position += 1
            }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw fail("invalid number: expected a digit after '.'", at: start)
            }
            while position < bytes.count, isDigit(bytes[position]) {
                accumulate(bytes[position], into: &mantissa, significant: &significant)
                fractionDigits += 1
                position += 1
            }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var negative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                negative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw fail("invalid number: expected a digit in the exponent", at: start)
            }
            while position < bytes.count, isDigit(bytes[position]) {
                exponent = min(exponent * 10 + Int(bytes[position] - UInt8(ascii: "0")), 100_000)
                position += 1
            }
            if negative { exponent = -exponent }
        }
        var value: Double
        let scale = exponent - fractionDigits
        if significant <= 15, abs(scale) <= 22 {
            // Clinger's fast path: both operands are exact doubles, so one operation rounds correctly.
            let power = JSONScanner.powersOfTen[abs(scale)]
            value = scale < 0 ? Double(mantissa) / power : Double(mantissa) * power
            if bytes[start] == UInt8(ascii: "-") { value = -value }
        } else {
            value = withUnsafeTemporaryAllocation(of: CChar.self, capacity: position - start + 1) { text in
                for i in start..<position { text[i - start] = CChar(bitPattern: bytes[i]) }
                text[position - start] = 0
                return strtod(text.baseAddress!, nil)
            }
        }
        guard value.isFinite else {
            throw fail("number out of range: it does not fit a double", at: start)
        }
        if value == 0 { value = 0 }
        var inline: Int32 = 0
        let isInline = value == value.rounded() && abs(value) <= Double(Int32.max)
        if isInline { inline = Int32(value) } else { numbers.append(value) }
        tape.append(.init(kind: .number, escaped: !isInline, start: Int32(start),
                          extra: isInline ? inline : Int32(numbers.count - 1), next: Int32(tape.count + 1)))
    }

    /// Reads a whole number of at most nine digits (frames, counts: nearly every number of a
    /// snapshot) and returns true; anything else is left to ``parseNumber()``, which reports
    /// its errors.
    mutating func parseShortWholeNumber() -> Bool {
        let start = position
        let end = bytes.count
        var at = start
        let negative = bytes[at] == UInt8(ascii: "-")
        if negative { at += 1 }
        guard at < end, isDigit(bytes[at]) else { return false }
        let leadsWithZero = bytes[at] == UInt8(ascii: "0")
        var value: Int32 = 0
        let limit = at + 9
        while at < end, at < limit, isDigit(bytes[at]) {
            value = value * 10 + Int32(bytes[at] - UInt8(ascii: "0"))
            at += 1
        }
        if at < end {
            let next = bytes[at]
            guard !isDigit(next), next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") else { return false }
        }
        guard !leadsWithZero || at == start + (negative ? 2 : 1) else { return false }
        position = at
        tape.append(.init(kind: .number, escaped: false, start: Int32(start), extra: negative ? -value : value,
                          next: Int32(tape.count + 1)))
        return true
    }

    static let powersOfTen: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    /// Adds a digit to the mantissa; leading zeros do not count as significant, and once there are
    /// more than 15 significant digits the fast path is off (the mantissa no longer matters).
    func accumulate(_ digit: UInt8, into mantissa: inout UInt64, significant: inout Int) {
        guard significant <= 15 else { return }
        mantissa = mantissa * 10 + UInt64(digit - UInt8(ascii: "0"))
        if mantissa > 0 { significant += 1 }
    }

    /// Refuses an object that has a key twice, at the second one. RFC 8259 leaves duplicates open;
    /// in a snapshot or a dump, a second value for a key is always a mistake.
    func refuseDuplicateKeys(object index: Int) throws(JSONSyntaxError) {
        let end = Int(tape[index].next)
        let count = Int(tape[index].extra)
        if count < 2 { return }
        if count <= 16 {
            if keysDiffer(object: index, end: end) { return }
            // Pairwise, walking the tape: no array for a node's handful of keys.
            var later = Int(tape[index + 1 + 1].next)
            while later < end {
                var earlier = index + 1
                while earlier < later {
                    if sameKey(earlier, later) { throw duplicate(later) }
                    earlier = Int(tape[earlier + 1].next)
                }
                later = Int(tape[later + 1].next)
            }
            return
        }
        var seen = Set<[UInt8]>()
        var key = index + 1
        while key < end {
            if !seen.insert(keyBytes(key)).inserted { throw duplicate(key) }
            key = Int(tape[key + 1].next)
        }
    }

    /// Whether the object's keys certainly differ: each unescaped key sets one of 64 bits picked
    /// by its length and its first and last bytes, and no bit was set twice. Equal keys always
    /// pick the same bit; when two keys share one (or one is escaped), the caller compares them.
    func keysDiffer(object index: Int, end: Int) -> Bool {
        var seen: UInt64 = 0
        var key = index + 1
        while key < end {
            let entry = tape[key]
            let length = Int(entry.extra) &- Int(entry.start) &- 1
            guard !entry.escaped, length > 0 else { return false }
            let first = UInt64(bytes[Int(entry.start) + 1]), last = UInt64(bytes[Int(entry.extra) - 1])
            let bit: UInt64 = 1 << ((UInt64(length) &* 0x9E37 &+ first &* 31 &+ last) & 63)
            if seen & bit != 0 { return false }
            seen |= bit
            key = Int(tape[key + 1].next)
        }
        return true
    }

    func duplicate(_ key: Int) -> JSONSyntaxError {
        let name = String(decoding: keyBytes(key), as: UTF8.self)
        return fail("duplicate key \(Echo.quoted(name)) in an object: each key may appear only once", at: Int(tape[key].start))
    }

    /// The decoded bytes of the key at tape index `key`.
    func keyBytes(_ key: Int) -> [UInt8] {
        let entry = tape[key]
        let range = Int(entry.start) + 1..<Int(entry.extra)
        guard entry.escaped else { return Array(bytes[range]) }
        return Array(JSONStringDecoder.decode(Array(bytes[range]), from: 0, to: range.count).utf8)
    }

    func sameKey(_ a: Int, _ b: Int) -> Bool {
        let x = tape[a], y = tape[b]
        guard !x.escaped, !y.escaped else { return keyBytes(a) == keyBytes(b) }
        let length = Int(x.extra - x.start)
        // The length and the first byte tell most keys apart without a call.
        guard length == Int(y.extra - y.start), bytes[Int(x.start) + 1] == bytes[Int(y.start) + 1] else { return false }
        return memcmp(bytes.baseAddress! + Int(x.start), bytes.baseAddress! + Int(y.start), length) == 0
    }

    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Scans a string token, validating UTF-8 and escapes; appends it to the tape.
    mutating func parseString() throws(JSONSyntaxError) {
        let start = position
        position += 1
        var escaped = false
        while true {
            skipPlainASCII()
            guard position < bytes.count else { throw fail("unterminated string", at: start) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                try scanEscape()
            } else if byte < 0x20 {
                throw fail(String(format: "control character U+%04X in a string must be escaped", byte))
            } else if byte < 0x80 {
                position += 1
            } else {
                try scanUTF8Sequence()
            }
        }
        tape.append(.init(kind: .string, escaped: escaped, start: Int32(start), extra: Int32(position),
                          next: Int32(tape.count + 1)))
        position += 1
    }

    /// Moves past the printable ASCII bytes of a string other than `"` and `\\` (most of them),
    /// eight at a time.
    @inline(__always)
    mutating func skipPlainASCII() {
        var at = position
        let end = bytes.count
        if let base = bytes.baseAddress {
            while at + 8 <= end {
                let special = JSONScanner.specialBytes(UInt64(littleEndian: UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)))
                if special != 0 {
                    position = at + special.trailingZeroBitCount / 8
                    return
                }
                at += 8
            }
        }
        while at < end {
            let byte = bytes[at]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
            at += 1
        }
        position = at
    }

    /// The high bit of each of eight bytes (the first in the lowest) that is `"`, `\\`, below 0x20
    /// or from 0x80, and of some bytes after such a byte: a subtraction borrows from the next byte
    /// only where a byte matched, so the lowest bit set is the first match.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        return ((word &- ones &* 0x20) | (quote &- ones) | (backslash &- ones) | word) & (ones &* 0x80)
    }

    mutating func scanEscape() throws(JSONSyntaxError) {
        let start = position
        position += 1
        guard position < bytes.count else { throw fail("unterminated escape", at: start) }
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
        case UInt8(ascii: "u"):
            position += 1
            let unit = try scanHex4(escapeStart: start)
            if unit >= 0xD800 && unit < 0xDC00 {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                      bytes[position + 1] == UInt8(ascii: "u") else {
                    throw fail("invalid \\u escape: a high surrogate without its low surrogate", at: start)
                }
                position += 2
                let low = try scanHex4(escapeStart: start)
                guard low >= 0xDC00 && low < 0xE000 else {
                    throw fail("invalid \\u escape: a high surrogate without its low surrogate", at: start)
                }
            } else if unit >= 0xDC00 && unit < 0xE000 {
                throw fail("invalid \\u escape: a lone low surrogate", at: start)
            }
        default:
            throw fail("invalid escape '\\\(describeFound().trimmingCharacters(in: ["'"]))'", at: start)
        }
    }

    mutating func scanHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = hexValue(bytes[position]) else {
                throw fail("invalid \\u escape: expected four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Validates one multi-byte UTF-8 sequence (no overlongs, no surrogates, at most U+10FFFF).
    mutating func scanUTF8Sequence() throws(JSONSyntaxError) {
        let lead = bytes[position]
        let length: Int
        var minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
        default: throw fail(String(format: "invalid UTF-8: unexpected byte 0x%02X", lead))
        }
        for i in 1..<length {
            guard position + i < bytes.count else { throw fail("invalid UTF-8: truncated sequence") }
            let byte = bytes[position + i]
            guard byte & 0xC0 == 0x80 else {
                throw fail(String(format: "invalid UTF-8: byte 0x%02X starts a sequence of %d bytes, but byte 0x%02X follows",
                                  lead, length, byte))
            }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
            throw fail("invalid UTF-8: overlong or out-of-range sequence")
        }
        position += length
    }
}
