/// Writes pretty-printed JSON straight into a growing buffer of UTF-8 bytes: two-space indentation,
/// object keys in the order written, arrays of scalars on one line (as ``JSONOutput`` renders).
///
/// Nothing is built per value: strings are escaped into the buffer, whole numbers written digit by
/// digit. A caller streaming a large document takes ``bytes`` between values and empties it.
public struct JSONWriter {
    /// The document so far (or since the caller last emptied it).
    public var bytes: [UInt8] = []
    /// For each open container: whether it has no member yet, and whether it stays on one line.
    private var levels: [(isEmpty: Bool, isInline: Bool)] = []
    /// A key was just written, so the next value follows it on the same line.
    private var afterKey = false

    public init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
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

    /// The next member's key, a literal written as it is; its value follows.
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        appendLiteral(name)
        appendLiteral("\": ")
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
        if let text { appendQuoted(text) } else { appendNull() }
    }

    /// A number as ``Value/format(_:)`` prints it: whole numbers without a decimal point.
    public mutating func number(_ value: Double) {
        separate()
        if value == value.rounded(), abs(value) < 1e15 {
            bytes.appendDecimal(Int64(value))
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// A frame as `[x, y, width, height]` on one line.
    public mutating func numbers(_ rect: Rect) {
        beginArray(inline: true)
        number(rect.x)
        number(rect.y)
        number(rect.width)
        number(rect.height)
        endArray()
    }

    /// A point as `[x, y]` on one line.
    public mutating func numbers(_ point: Point) {
        beginArray(inline: true)
        number(point.x)
        number(point.y)
        endArray()
    }

    public mutating func integer(_ value: Int) {
        separate()
        bytes.appendDecimal(Int64(value))
    }

    public mutating func bool(_ flag: Bool) {
        separate()
        appendLiteral(flag ? "true" : "false")
    }

    public mutating func null() {
        separate()
        appendNull()
    }

    /// An array of strings on one line.
    public mutating func strings(_ texts: some Sequence<String>) {
        beginArray(inline: true)
        for text in texts { string(text) }
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
        bytes.append(bracket)
        levels.append((true, isInline))
    }

    private mutating func close(_ bracket: UInt8) {
        let level = levels.removeLast()
        if !level.isEmpty && !level.isInline { newLine() }
        bytes.append(bracket)
    }

    /// What comes before a value or key: nothing after a key, else a comma (unless first) and, in
    /// a container spread over lines, a new line and the indentation.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let level = levels.last else { return }
        levels[levels.count - 1].isEmpty = false
        if level.isInline {
            if !level.isEmpty { appendLiteral(", ") }
        } else {
            if !level.isEmpty { bytes.append(UInt8(ascii: ",")) }
            newLine()
        }
    }

    /// A new line and the indentation of the current level, copied at once for the usual depths.
    private mutating func newLine() {
        let width = 2 * levels.count
        if width < JSONWriter.newLineAndSpaces.count {
            bytes.append(contentsOf: JSONWriter.newLineAndSpaces[...width])
        } else {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }

    private static let newLineAndSpaces: [UInt8] = [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 64)

    private mutating func appendNull() {
        appendLiteral("null")
    }

    private mutating func appendLiteral(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `text` in quotes, with `"`, `\` and control characters escaped.
    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var run = 0
            for offset in 0..<utf8.count {
                let byte = utf8[offset]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<offset]))
                appendEscape(byte)
                run = offset + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            appendLiteral("u00")
            bytes.append(hex.utf8Start[Int(byte >> 4)])
            bytes.append(hex.utf8Start[Int(byte & 15)])
        }
    }
}

extension [UInt8] {
    /// Appends a whole number's decimal digits (with `-` when negative).
    public mutating func appendDecimal(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends a string's UTF-8 bytes.
    public mutating func appendText(_ text: String) {
        append(contentsOf: text.utf8)
    }
}
