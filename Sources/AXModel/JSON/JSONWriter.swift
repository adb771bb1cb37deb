/// Writes pretty-printed JSON straight into a growing buffer of UTF-8 bytes: two-space indentation,
/// object keys in the order written, arrays of scalars on one line (as ``JSONOutput`` renders), and
/// objects asked for on one line kept there with everything in them (`{"a": 1, "b": [2]}`).
///
/// Nothing is built per value: strings are escaped into the buffer, whole numbers written digit by
/// digit, and a key with its separator and indentation is written in one step. A caller streaming
/// a large document takes ``bytes`` between values and empties it (or calls ``removeAll()``).
public struct JSONWriter {
    /// The bytes, owned here so that writing is a capacity check and a copy; shared between
    /// copies of a writer until one of them writes.
    private final class Buffer {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }

    /// Where a value goes: at the top level, or in an object or array spread over lines or kept on
    /// one, before or after its first member.
    private enum Place: UInt8 {
        case topLevel, firstInBlock, nextInBlock, firstInLine, nextInLine
    }

    private var buffer: Buffer
    /// The number of bytes written (since the caller last emptied the buffer).
    public private(set) var count = 0
    /// The places of the enclosing containers, outermost first; the innermost is `place`.
    private var outer: [Place] = []
    private var place = Place.topLevel
    /// A key was just written, so the next value follows it on the same line.
    private var afterKey = false
    /// The literal key given last, written with the value that follows it (nil when the key
    /// was written at once).
    private var pendingKey: UnsafePointer<UInt8>?
    private var pendingKeyLength = 0
    /// Where ``string(writing:)`` has its text written, kept for the next.
    private var scratch: [UInt8] = []

    public init(capacity: Int = 1 << 16) {
        buffer = Buffer(capacity: max(capacity, 64))
    }

    /// The document so far (or since the caller last emptied it).
    public var bytes: [UInt8] {
        get { Array(UnsafeBufferPointer(start: buffer.base, count: count)) }
        set {
            count = 0
            newValue.withUnsafeBufferPointer { append($0) }
        }
    }

    /// Calls `body` with the document so far (or since the caller last emptied it), not copied.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: buffer.base, count: count))
    }

    /// Empties the buffer, keeping its capacity; the document's structure is kept.
    public mutating func removeAll() {
        count = 0
    }

    // MARK: Containers

    /// Opens an object; close it with ``endObject()``. `inline` keeps it on one line, with the
    /// objects and arrays in it (for a record of a long list, one per line).
    public mutating func beginObject(inline: Bool = false) {
        open(UInt8(ascii: "{"), isInline: inline)
    }

    public mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    /// Opens an array; `inline` keeps it on one line (for arrays of scalars), with anything in it.
    public mutating func beginArray(inline: Bool = false) {
        open(UInt8(ascii: "["), isInline: inline)
    }

    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// An object whose members `members` writes; `inline` keeps it on one line.
    public mutating func object(inline: Bool = false, _ members: (inout JSONWriter) -> Void) {
        beginObject(inline: inline)
        members(&self)
        endObject()
    }

    /// An array spread over lines (on the line, inside a container on one): `item` writes one
    /// value for each of `items`.
    public mutating func array<Items: Sequence>(_ items: Items, _ item: (inout JSONWriter, Items.Element) -> Void) {
        beginArray()
        for element in items { item(&self, element) }
        endArray()
    }

    /// The next member's key, a literal written as it is; its value follows. The separator, the
    /// new line and the indentation (in an object spread over lines) and the key are written in
    /// one step with the value.
    public mutating func key(_ name: StaticString) {
        guard !afterKey, place != .topLevel, name.hasPointerRepresentation else {
            key(text: name.description)
            return
        }
        pendingKey = name.utf8Start
        pendingKeyLength = name.utf8CodeUnitCount
        afterKey = true
    }

    /// A key that is not a literal (escaped like a string). A separate name, so that a literal
    /// key never takes this slower path.
    public mutating func key(text name: String) {
        string(name)
        appendLiteral(": ")
        afterKey = true
    }

    // MARK: Scalars

    /// A string, or `null` for nil.
    public mutating func string(_ text: String?) {
        guard let text else {
            literal("null")
            return
        }
        // Native strings (all the model's) are read in place, without a copy of the string.
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { string(utf8: $0) }
        if written == nil {
            var copy = text
            copy.withUTF8 { string(utf8: $0) }
        }
    }

    /// A string given as its UTF-8 bytes (escaped like any string).
    public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        let length = utf8.count
        let target = startValue(room: length + 2)
        if let start = utf8.baseAddress {
            writeQuoted(start, length, at: target)
        } else {
            target[0] = UInt8(ascii: "\"")
            target[1] = UInt8(ascii: "\"")
            count += 2
        }
    }

    /// A string that `body` writes as UTF-8 bytes (escaped like any string), without making a
    /// `String` of it.
    public mutating func string(writing body: (inout [UInt8]) -> Void) {
        var text = scratch
        scratch = []
        text.removeAll(keepingCapacity: true)
        body(&text)
        text.withUnsafeBufferPointer { string(utf8: $0) }
        scratch = text
    }

    /// A number as ``Value/format(_:)`` prints it: whole numbers without a decimal point.
    public mutating func number(_ value: Double) {
        let target = startValue(room: JSONWriter.maximumNumberLength)
        count += JSONWriter.writeNumber(value, to: target)
    }

    /// A frame as `[x, y, width, height]` on one line.
    public mutating func numbers(_ rect: Rect) {
        let target = startValue(room: 4 * JSONWriter.maximumNumberLength + 8)
        target[0] = UInt8(ascii: "[")
        var at = 1 + JSONWriter.writePair(rect.x, rect.y, to: target + 1)
        at += JSONWriter.writeComma(to: target + at)
        at += JSONWriter.writePair(rect.width, rect.height, to: target + at)
        target[at] = UInt8(ascii: "]")
        count += at + 1
    }

    /// A point as `[x, y]` on one line.
    public mutating func numbers(_ point: Point) {
        let target = startValue(room: 2 * JSONWriter.maximumNumberLength + 4)
        target[0] = UInt8(ascii: "[")
        let at = 1 + JSONWriter.writePair(point.x, point.y, to: target + 1)
        target[at] = UInt8(ascii: "]")
        count += at + 1
    }

    /// Writes `first, second` at `target`, which has room for two numbers and a comma; returns
    /// how many bytes it wrote.
    @inline(__always)
    private static func writePair(_ first: Double, _ second: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var at = writeNumber(first, to: target)
        at += writeComma(to: target + at)
        return at + writeNumber(second, to: target + at)
    }

    public mutating func integer(_ value: Int) {
        let target = startValue(room: JSONWriter.maximumDecimalLength)
        count += JSONWriter.writeDecimal(Int64(value), to: target)
    }

    public mutating func bool(_ flag: Bool) {
        literal(flag ? "true" : "false")
    }

    public mutating func null() {
        literal("null")
    }

    /// An array of strings on one line.
    public mutating func strings(_ texts: some Sequence<String>) {
        beginArray(inline: true)
        for text in texts { string(text) }
        endArray()
    }

    /// An array of strings on one line (the common case, without a generic call).
    public mutating func strings(_ texts: [String]) {
        if texts.isEmpty {
            literal("[]")
            return
        }
        beginArray(inline: true)
        for text in texts { string(text) }
        endArray()
    }

    /// The canonical names of `traits`, in the format's order, as an array on one line.
    public mutating func strings(namesOf traits: Traits) {
        let names = JSONWriter.quotedTraitNames
        let target = startValue(room: names.maximumLength)
        target[0] = UInt8(ascii: "[")
        var at = 1
        // `Traits.named` lists the traits in the order of their bits (`JSONWriterTests`).
        var bits = traits.rawValue
        while bits != 0 {
            if at > 1 { at += JSONWriter.writeComma(to: target + at) }
            let name = names.bytes[bits.trailingZeroBitCount]
            name.withUnsafeBufferPointer { JSONWriter.copy($0.baseAddress!, $0.count, to: target + at) }
            at += name.count
            bits &= bits &- 1
        }
        target[at] = UInt8(ascii: "]")
        count += at + 1
    }

    /// Each trait's name in quotes, and the length of an array of all of them.
    private static let quotedTraitNames: (bytes: [[UInt8]], maximumLength: Int) = {
        let bytes = Traits.named.map { Array("\"\($0.name)\"".utf8) }
        return (bytes, bytes.reduce(2) { $0 + $1.count + 2 })
    }()

    /// An array of numbers on one line.
    public mutating func numbers(_ values: some Sequence<Double>) {
        beginArray(inline: true)
        for value in values { number(value) }
        endArray()
    }

    // MARK: Layout

    private mutating func open(_ bracket: UInt8, isInline: Bool) {
        startValue(room: 1).pointee = bracket
        count += 1
        // Inside a container on one line, everything stays on it.
        let inLine = isInline || place == .nextInLine
        outer.append(place)
        place = inLine ? .firstInLine : .firstInBlock
    }

    private mutating func close(_ bracket: UInt8) {
        let spread = place == .nextInBlock
        place = outer.removeLast()
        guard spread else {
            append(bracket)
            return
        }
        // A new line and the indentation of the enclosing container before the bracket.
        let width = 2 * outer.count
        let target = reserve(width + 2 + JSONWriter.slack)
        target[0] = UInt8(ascii: "\n")
        JSONWriter.writeSpaces(width, at: target + 1)
        target[width + 1] = bracket
        count += width + 2
    }

    /// A scalar written as it is, after its separator.
    private mutating func literal(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        JSONWriter.copy(text.utf8Start, length, to: startValue(room: length))
        count += length
    }

    /// Writes what comes before a value — nothing after a key given at once; a literal key given
    /// last, with its separator — with room for `length` more bytes after it (and ``slack``);
    /// returns where they go. The caller adds them to `count`.
    @inline(__always)
    private mutating func startValue(room length: Int) -> UnsafeMutablePointer<UInt8> {
        if afterKey {
            afterKey = false
            guard let key = pendingKey else { return reserve(length &+ JSONWriter.slack) }
            pendingKey = nil
            return startMember(key, pendingKeyLength, room: length)
        }
        return separate(room: length)
    }

    /// Writes what comes before a value or a key in the current place: a comma (unless first)
    /// and, in a container spread over lines, a new line and the indentation; with room for
    /// `length` more bytes after it (and ``slack``); returns where they go. The caller adds them
    /// to `count`.
    @inline(__always)
    private mutating func separate(room length: Int) -> UnsafeMutablePointer<UInt8> {
        // Sizes are small (the depth), and `length` is at most a buffer's size.
        switch place {
        case .topLevel:
            return reserve(length &+ JSONWriter.slack)
        case .firstInLine:
            place = .nextInLine
            return reserve(length &+ JSONWriter.slack)
        case .nextInLine:
            let target = reserve(2 &+ length &+ JSONWriter.slack)
            _ = JSONWriter.writeComma(to: target)
            count &+= 2
            return target + 2
        case .firstInBlock, .nextInBlock:
            let comma = place == .nextInBlock ? 1 : 0
            place = .nextInBlock
            let width = 2 &* outer.count
            let start = comma &+ 1 &+ width
            let target = reserve(start &+ length &+ JSONWriter.slack)
            target[0] = UInt8(ascii: ",")
            target[comma] = UInt8(ascii: "\n")
            JSONWriter.writeSpaces(width, at: target + comma + 1)
            count &+= start
            return target + start
        }
    }

    /// Writes a member's separator (``separate(room:)``) and key, with room for `length` more
    /// bytes (and ``slack``) after them; returns where they go.
    @inline(__always)
    private mutating func startMember(_ key: UnsafePointer<UInt8>, _ keyLength: Int, room length: Int) -> UnsafeMutablePointer<UInt8> {
        let total = keyLength &+ 4
        let target = separate(room: total &+ length)
        target[0] = UInt8(ascii: "\"")
        JSONWriter.copy(key, keyLength, to: target + 1)
        // The closing quote, the colon and the space as one word (its fourth byte is slack).
        UnsafeMutableRawPointer(target + keyLength + 1).storeBytes(of: 0x0020_3A22 as UInt32, as: UInt32.self)
        count &+= total
        return target + total
    }

    /// Writes `, ` at `target`; returns 2.
    @inline(__always)
    private static func writeComma(to target: UnsafeMutablePointer<UInt8>) -> Int {
        target[0] = UInt8(ascii: ",")
        target[1] = UInt8(ascii: " ")
        return 2
    }

    /// The bytes past a reservation that ``writeSpaces(_:at:)`` may overwrite.
    private static let slack = 8

    /// Writes `width` spaces at `target`, eight at a time: up to ``slack`` bytes after them are
    /// overwritten too.
    @inline(__always)
    private static func writeSpaces(_ width: Int, at target: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(target)
        var offset = 0
        repeat {
            raw.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset += 8
        } while offset < width
    }

    /// Copies bytes, a short run (a key, a literal) as at most two overlapping words.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, _ length: Int, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        if length >= 8, length <= 16 {
            let first = from.loadUnaligned(as: UInt64.self)
            let last = from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: length &- 8, as: UInt64.self)
        } else if length >= 4, length < 8 {
            let first = from.loadUnaligned(as: UInt32.self)
            let last = from.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            to.storeBytes(of: first, as: UInt32.self)
            to.storeBytes(of: last, toByteOffset: length &- 4, as: UInt32.self)
        } else if length < 4 {
            for offset in 0..<length { target[offset] = source[offset] }
        } else {
            target.update(from: source, count: length)
        }
    }

    // MARK: Bytes

    /// Room for `length` more bytes; returns where they go. The caller adds them to `count`.
    @inline(__always)
    private mutating func reserve(_ length: Int) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(count &+ length > buffer.capacity || !isKnownUniquelyReferenced(&buffer)) { grow(count &+ length) }
        return buffer.base + count
    }

    private mutating func grow(_ needed: Int) {
        let larger = Buffer(capacity: max(needed, buffer.capacity * 2))
        larger.base.update(from: buffer.base, count: count)
        buffer = larger
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        count += 1
    }

    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress else { return }
        reserve(source.count).update(from: start, count: source.count)
        count += source.count
    }

    private mutating func appendLiteral(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        JSONWriter.copy(text.utf8Start, length, to: reserve(length))
        count += length
    }

    /// The most bytes ``writeNumber(_:to:)`` writes (`Double.description` takes at most 24).
    static let maximumNumberLength = 32

    /// Writes a number as ``Value/format(_:)`` prints it at `target`, which has room for
    /// ``maximumNumberLength`` bytes; returns how many it wrote.
    @inline(__always)
    static func writeNumber(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        // Whole numbers below 10^15 (NaN and the infinities fail the first test).
        if abs(value) < 1e15, value == Double(Int64(value)) { return writeDecimal(Int64(value), to: target) }
        return writeDescription(value, to: target)
    }

    private static func writeDescription(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var text = value.description
        return text.withUTF8 { utf8 in
            let length = min(utf8.count, maximumNumberLength)
            if let start = utf8.baseAddress { target.update(from: start, count: length) }
            return length
        }
    }

    /// The most bytes ``writeDecimal(_:to:)`` writes: a sign and 19 digits.
    static let maximumDecimalLength = 20

    /// Writes a whole number's decimal digits (with `-` when negative) at `target`, which has room
    /// for ``maximumDecimalLength`` bytes; returns how many it wrote.
    static func writeDecimal(_ value: Int64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        let sign = value < 0 ? 1 : 0
        target[0] = UInt8(ascii: "-")
        if magnitude < 10 {
            target[sign] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
            return sign + 1
        }
        let pairs = JSONWriter.digitPairs.utf8Start
        // Up to four digits (frames, indices: most numbers written) without counting them.
        if magnitude < 10_000 {
            let high = Int(magnitude / 100), low = Int(magnitude % 100) &* 2
            var at = sign
            if high >= 10 {
                target[at] = pairs[high &* 2]
                at &+= 1
            }
            if high > 0 {
                target[at] = pairs[high &* 2 &+ 1]
                at &+= 1
            }
            target[at] = pairs[low]
            target[at &+ 1] = pairs[low &+ 1]
            return at &+ 2
        }
        var digits = 2
        var limit: UInt64 = 100
        while digits < 20, magnitude >= limit {
            digits += 1
            limit &*= 10
        }
        // Two digits at a time from the end, from a table of the pairs "00" to "99".
        var position = sign + digits
        while magnitude >= 10 {
            let pair = Int(magnitude % 100) &* 2
            magnitude /= 100
            position -= 2
            target[position] = pairs[pair]
            target[position + 1] = pairs[pair + 1]
        }
        if position > sign { target[sign] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude) }
        return sign + digits
    }

    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// The bytes in quotes: copied a word at a time when none needs an escape, else run by run.
    /// `target` has room for `length + 2` bytes.
    private mutating func writeQuoted(_ source: UnsafePointer<UInt8>, _ length: Int, at target: UnsafeMutablePointer<UInt8>) {
        target[0] = UInt8(ascii: "\"")
        if JSONWriter.copyIfPlain(source, length, to: target + 1) {
            target[length + 1] = UInt8(ascii: "\"")
            count += length + 2
            return
        }
        // What was copied is written again, escaped.
        count += 1
        var run = 0
        for offset in 0..<length {
            let byte = source[offset]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                append(UnsafeBufferPointer(start: source + run, count: offset - run))
                appendEscape(byte)
                run = offset + 1
            }
        }
        append(UnsafeBufferPointer(start: source + run, count: length - run))
        append(UInt8(ascii: "\""))
    }

    /// Copies the bytes to `target` (which has room for them) and returns true when
    /// none needs an escape; else returns false, having copied some of them. The last partial
    /// word is read as a word ending at the last byte, overlapping the one before it.
    @inline(__always)
    private static func copyIfPlain(_ source: UnsafePointer<UInt8>, _ length: Int, to target: UnsafeMutablePointer<UInt8>) -> Bool {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        if length >= 8 {
            var offset = 0
            while offset + 8 <= length {
                let word = from.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                if needsEscape(word) { return false }
                to.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            guard offset < length else { return true }
            let last = from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
            if needsEscape(last) { return false }
            to.storeBytes(of: last, toByteOffset: length &- 8, as: UInt64.self)
            return true
        }
        if length >= 4 {
            let first = from.loadUnaligned(as: UInt32.self)
            let last = from.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            if needsEscape(UInt64(first) | UInt64(last) << 32) { return false }
            to.storeBytes(of: first, as: UInt32.self)
            to.storeBytes(of: last, toByteOffset: length &- 4, as: UInt32.self)
            return true
        }
        for offset in 0..<length {
            let byte = source[offset]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            target[offset] = byte
        }
        return true
    }

    /// Whether any of the eight bytes is a control character, `"` or `\`.
    @inline(__always)
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ 0x2222_2222_2222_2222, backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
        let below = (word &- 0x2020_2020_2020_2020) & ~word
        let zeros = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        return (below | zeros) & highs != 0
    }

    private mutating func appendEscape(_ byte: UInt8) {
        append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte)
        case UInt8(ascii: "\n"): append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            appendLiteral("u00")
            append(hex.utf8Start[Int(byte >> 4)])
            append(hex.utf8Start[Int(byte & 15)])
        }
    }
}

extension [UInt8] {
    /// Appends a whole number's decimal digits (with `-` when negative).
    public mutating func appendDecimal(_ value: Int64) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: JSONWriter.maximumDecimalLength) { digits in
            let length = JSONWriter.writeDecimal(value, to: digits.baseAddress!)
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[..<length]))
        }
    }

    /// Appends a string's UTF-8 bytes.
    public mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
