/// Writes pretty-printed JSON straight into a growing buffer of UTF-8 bytes: two-space indentation,
/// object keys in the order written, arrays of scalars on one line (as ``JSONOutput`` renders).
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

    /// Empties the buffer, keeping its capacity; the document's structure is kept.
    public mutating func removeAll() {
        count = 0
    }

    // MARK: Containers

    /// Opens an object; close it with ``endObject()``.
    public mutating func beginObject() {
        open(UInt8(ascii: "{"), isInline: false)
    }

    public mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    /// Opens an array; `inline` keeps it on one line (for arrays of scalars).
    public mutating func beginArray(inline: Bool = false) {
        open(UInt8(ascii: "["), isInline: inline)
    }

    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// An object whose members `members` writes.
    public mutating func object(_ members: (inout JSONWriter) -> Void) {
        beginObject()
        members(&self)
        endObject()
    }

    /// An array spread over lines: `item` writes one value for each of `items`.
    public mutating func array<Items: Sequence>(_ items: Items, _ item: (inout JSONWriter, Items.Element) -> Void) {
        beginArray()
        for element in items { item(&self, element) }
        endArray()
    }

    /// The next member's key, a literal written as it is; its value follows. The separator, the
    /// new line, the indentation and the key are written in one step.
    public mutating func key(_ name: StaticString) {
        guard !afterKey, place == .firstInBlock || place == .nextInBlock else {
            key(text: name.description)
            return
        }
        let comma = place == .nextInBlock ? 1 : 0
        place = .nextInBlock
        let width = 2 * outer.count
        let length = name.utf8CodeUnitCount
        let total = comma + 1 + width + length + 4
        let target = reserve(total)
        target[0] = UInt8(ascii: ",")
        target[comma] = UInt8(ascii: "\n")
        (target + comma + 1).initialize(repeating: UInt8(ascii: " "), count: width)
        var at = comma + 1 + width
        target[at] = UInt8(ascii: "\"")
        at += 1
        (target + at).update(from: name.utf8Start, count: length)
        at += length
        target[at] = UInt8(ascii: "\"")
        target[at + 1] = UInt8(ascii: ":")
        target[at + 2] = UInt8(ascii: " ")
        count += total
        afterKey = true
    }

    /// A key that is not a literal (escaped like a string). A separate name, so that a literal
    /// key never takes this slower path.
    public mutating func key(text name: String) {
        separate()
        appendQuoted(name)
        appendLiteral(": ")
        afterKey = true
    }

    // MARK: Scalars

    /// A string, or `null` for nil.
    public mutating func string(_ text: String?) {
        separate()
        if let text { appendQuoted(text) } else { appendLiteral("null") }
    }

    /// A number as ``Value/format(_:)`` prints it: whole numbers without a decimal point.
    public mutating func number(_ value: Double) {
        separate()
        appendNumber(value)
    }

    /// A frame as `[x, y, width, height]` on one line.
    public mutating func numbers(_ rect: Rect) {
        separate()
        append(UInt8(ascii: "["))
        appendNumber(rect.x)
        appendLiteral(", ")
        appendNumber(rect.y)
        appendLiteral(", ")
        appendNumber(rect.width)
        appendLiteral(", ")
        appendNumber(rect.height)
        append(UInt8(ascii: "]"))
    }

    /// A point as `[x, y]` on one line.
    public mutating func numbers(_ point: Point) {
        separate()
        append(UInt8(ascii: "["))
        appendNumber(point.x)
        appendLiteral(", ")
        appendNumber(point.y)
        append(UInt8(ascii: "]"))
    }

    public mutating func integer(_ value: Int) {
        separate()
        appendDecimal(Int64(value))
    }

    public mutating func bool(_ flag: Bool) {
        separate()
        appendLiteral(flag ? "true" : "false")
    }

    public mutating func null() {
        separate()
        appendLiteral("null")
    }

    /// An array of strings on one line.
    public mutating func strings(_ texts: some Sequence<String>) {
        beginArray(inline: true)
        for text in texts { string(text) }
        endArray()
    }

    /// An array of strings on one line (the common case, without a generic call).
    public mutating func strings(_ texts: [String]) {
        beginArray(inline: true)
        for text in texts { string(text) }
        endArray()
    }

    /// The canonical names of `traits`, in the format's order, as an array on one line.
    public mutating func strings(namesOf traits: Traits) {
        beginArray(inline: true)
        for (name, trait) in Traits.named where traits.contains(trait) { string(name) }
        endArray()
    }

    /// An array of numbers on one line.
    public mutating func numbers(_ values: some Sequence<Double>) {
        beginArray(inline: true)
        for value in values { number(value) }
        endArray()
    }

    // MARK: Layout

    private mutating func open(_ bracket: UInt8, isInline: Bool) {
        separate()
        append(bracket)
        outer.append(place)
        place = isInline ? .firstInLine : .firstInBlock
    }

    private mutating func close(_ bracket: UInt8) {
        if place == .nextInBlock {
            place = outer.removeLast()
            newLine(comma: false)
        } else {
            place = outer.removeLast()
        }
        append(bracket)
    }

    /// What comes before a value or key: nothing after a key, else a comma (unless first) and, in
    /// a container spread over lines, a new line and the indentation.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        switch place {
        case .topLevel: return
        case .firstInBlock:
            place = .nextInBlock
            newLine(comma: false)
        case .nextInBlock: newLine(comma: true)
        case .firstInLine: place = .nextInLine
        case .nextInLine: appendLiteral(", ")
        }
    }

    /// A comma if asked, a new line and the indentation of the innermost open container.
    private mutating func newLine(comma: Bool) {
        let width = 2 * outer.count
        let start = comma ? 1 : 0
        let target = reserve(start + 1 + width)
        target[0] = UInt8(ascii: ",")
        target[start] = UInt8(ascii: "\n")
        (target + start + 1).initialize(repeating: UInt8(ascii: " "), count: width)
        count += start + 1 + width
    }

    // MARK: Bytes

    /// Room for `length` more bytes; returns where they go. The caller adds them to `count`.
    private mutating func reserve(_ length: Int) -> UnsafeMutablePointer<UInt8> {
        if count + length > buffer.capacity || !isKnownUniquelyReferenced(&buffer) { grow(count + length) }
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
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func appendNumber(_ value: Double) {
        if value == value.rounded(), abs(value) < 1e15 {
            appendDecimal(Int64(value))
        } else {
            var text = value.description
            text.withUTF8 { append($0) }
        }
    }

    /// A whole number's decimal digits (with `-` when negative).
    private mutating func appendDecimal(_ value: Int64) {
        count += JSONWriter.writeDecimal(value, to: reserve(JSONWriter.maximumDecimalLength))
    }

    /// The most bytes ``writeDecimal(_:to:)`` writes: a sign and 19 digits.
    static let maximumDecimalLength = 20

    /// Writes a whole number's decimal digits (with `-` when negative) at `target`, which has room
    /// for ``maximumDecimalLength`` bytes; returns how many it wrote.
    static func writeDecimal(_ value: Int64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        var digits = 1
        var limit: UInt64 = 10
        while digits < 19, magnitude >= limit {
            digits += 1
            limit &*= 10
        }
        let sign = value < 0 ? 1 : 0
        target[0] = UInt8(ascii: "-")
        var position = sign + digits
        repeat {
            position -= 1
            target[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while position > sign
        return sign + digits
    }

    /// `text` in quotes, with `"`, `\` and control characters escaped.
    private mutating func appendQuoted(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            if let start = utf8.baseAddress {
                appendQuoted(start, utf8.count)
            } else {
                appendLiteral("\"\"")
            }
        }
    }

    /// The bytes in quotes, copied as they are checked; from the first byte that needs an escape
    /// on, run by run.
    private mutating func appendQuoted(_ source: UnsafePointer<UInt8>, _ length: Int) {
        let target = reserve(length + 2)
        target[0] = UInt8(ascii: "\"")
        var offset = 0
        while offset < length {
            let byte = source[offset]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
            target[offset + 1] = byte
            offset += 1
        }
        if offset == length {
            target[length + 1] = UInt8(ascii: "\"")
            count += length + 2
            return
        }
        count += offset + 1
        var run = offset
        while offset < length {
            let byte = source[offset]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                append(UnsafeBufferPointer(start: source + run, count: offset - run))
                appendEscape(byte)
                run = offset + 1
            }
            offset += 1
        }
        append(UnsafeBufferPointer(start: source + run, count: length - run))
        append(UInt8(ascii: "\""))
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
