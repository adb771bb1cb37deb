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
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: " ")])
        afterKey = true
    }

    /// A key that is not a literal (escaped like a string). A separate name, so that a literal
    /// key never takes this slower path.
    public mutating func key(text name: String) {
        separate()
        appendQuoted(name)
        bytes.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
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

    public mutating func integer(_ value: Int) {
        separate()
        bytes.appendDecimal(Int64(value))
    }

    public mutating func bool(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
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
        if !level.isEmpty && !level.isInline {
            bytes.append(UInt8(ascii: "\n"))
            indent()
        }
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
            if !level.isEmpty { bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
        } else {
            if !level.isEmpty { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
            indent()
        }
    }

    private mutating func indent() {
        for _ in 0..<2 * levels.count { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func appendNull() {
        bytes.append(contentsOf: "null".utf8)
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
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
        }
    }
}

extension [UInt8] {
    /// Appends a whole number's decimal digits (with `-` when negative).
    public mutating func appendDecimal(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = count
        repeat {
            append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        self[start...].reverse()
    }

    /// Appends a string's UTF-8 bytes.
    public mutating func appendText(_ text: String) {
        append(contentsOf: text.utf8)
    }
}
