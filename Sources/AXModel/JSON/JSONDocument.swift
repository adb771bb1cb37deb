/// A parsed JSON document kept as a flat tape of values over the original bytes.
///
/// Every value remembers the byte offset where it starts, so that any error found later (a wrong
/// type, a duplicate id, an expression that does not parse) can be reported at its line and column.
/// Strings are validated while parsing and decoded only when asked for.
public struct JSONDocument: Sendable {
    /// The kind of one value on the tape.
    public enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object

        /// The name used in messages ("found a string").
        public var noun: String {
            switch self {
            case .null: "null"
            case .false, .true: "a bool"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// One value or key: 16 bytes.
    struct Entry: Sendable {
        var kind: Kind
        /// Strings: whether the raw text holds a backslash escape. Numbers: whether the value is
        /// in ``JSONDocument/numbers`` (at index `extra`) rather than `extra` itself.
        var escaped: Bool
        /// Byte offset of the value's first byte (for strings, the opening quote).
        var start: Int32
        /// Strings: offset of the closing quote. Containers: number of elements or members.
        /// Numbers: the value when it is a whole number that fits, else its index in `numbers`.
        var extra: Int32
        /// Tape index just past this value and everything inside it.
        var next: Int32
    }

    /// The document's bytes (without a leading byte-order mark, offsets still count it).
    public let bytes: [UInt8]
    var tape: [Entry]
    /// The numbers that are not whole numbers fitting an `Int32`.
    var numbers: [Double]

    /// A value of the document: an index into the tape.
    public struct Value: Sendable, Hashable {
        public let index: Int
    }

    /// The top-level value.
    public var root: Value { Value(index: 0) }

    public func kind(_ value: Value) -> Kind { tape[value.index].kind }

    /// Byte offset where the value starts.
    public func offset(_ value: Value) -> Int { Int(tape[value.index].start) }

    /// The value's kind and byte offset, in one access.
    func kindAndOffset(of value: Value) -> (Kind, Int) {
        let entry = tape[value.index]
        return (entry.kind, Int(entry.start))
    }

    /// The tape index just past the value's entries.
    func end(of value: Value) -> Int { Int(tape[value.index].next) }

    /// Byte offset just past the value's first character: where the contents of a string start.
    public func contentOffset(_ value: Value) -> Int { Int(tape[value.index].start) + 1 }

    public func number(_ value: Value) -> Double? {
        let entry = tape[value.index]
        return entry.kind == .number ? number(entry) : nil
    }

    func number(_ entry: Entry) -> Double { entry.escaped ? numbers[Int(entry.extra)] : Double(entry.extra) }

    public func bool(_ value: Value) -> Bool? {
        switch tape[value.index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The decoded text of a string value.
    public func string(_ value: Value) -> String? {
        let entry = tape[value.index]
        guard entry.kind == .string else { return nil }
        let start = Int(entry.start) + 1
        let end = Int(entry.extra)
        if !entry.escaped {
            return bytes.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
            }
        }
        return JSONStringDecoder.decode(bytes, from: start, to: end)
    }

    /// Whether a string value equals `text`, without decoding it when it has no escapes.
    func stringEquals(_ value: Value, _ text: StaticString) -> Bool {
        let entry = tape[value.index]
        guard entry.kind == .string, !entry.escaped else {
            return string(value) == text.description
        }
        let start = Int(entry.start) + 1
        let count = Int(entry.extra) - start
        guard count == text.utf8CodeUnitCount else { return false }
        let pointer = text.utf8Start
        for i in 0..<count where bytes[start + i] != pointer[i] { return false }
        return true
    }

    /// The elements of an array value, in order.
    public func elements(_ value: Value) -> [Value] {
        let entry = tape[value.index]
        guard entry.kind == .array else { return [] }
        var result: [Value] = []
        result.reserveCapacity(Int(entry.extra))
        var i = value.index + 1
        let end = Int(entry.next)
        while i < end {
            result.append(Value(index: i))
            i = Int(tape[i].next)
        }
        return result
    }

    /// The four numbers of an array of exactly four numbers, without allocating; nil otherwise.
    func fourNumbers(_ value: Value) -> (Double, Double, Double, Double)? {
        let entry = tape[value.index]
        let i = value.index
        guard entry.kind == .array, entry.extra == 4, tape[i + 1].kind == .number, tape[i + 2].kind == .number,
              tape[i + 3].kind == .number, tape[i + 4].kind == .number else { return nil }
        return (number(tape[i + 1]), number(tape[i + 2]), number(tape[i + 3]), number(tape[i + 4]))
    }

    /// The number of elements of an array or members of an object.
    public func count(_ value: Value) -> Int {
        let entry = tape[value.index]
        return entry.kind == .array || entry.kind == .object ? Int(entry.extra) : 0
    }

    /// Calls `body` with each member of an object value: its key (a string value) and its value.
    public func forEachMember<E: Error>(_ value: Value, _ body: (_ key: Value, _ value: Value) throws(E) -> Void) throws(E) {
        for (key, member) in members(value) { try body(key, member) }
    }

    /// The members of an object value in order, each its key (a string value) and its value; none
    /// for any other value. A loop over them captures nothing, where a closure's captures (``forEachMember(_:_:)``)
    /// are retained and released for each member.
    public func members(_ value: Value) -> Members {
        let entry = tape[value.index]
        guard entry.kind == .object else { return Members(tape: tape, position: 0, end: 0) }
        return members(from: value.index + 1, to: Int(entry.next))
    }

    /// The members whose keys are at tape indices from `first` up to `end`: part of an object
    /// still being read.
    func members(from first: Int, to end: Int) -> Members { Members(tape: tape, position: first, end: end) }

    /// The members of an object (``members(_:)``).
    public struct Members: Sequence, IteratorProtocol {
        let tape: [Entry]
        var position: Int
        let end: Int

        public mutating func next() -> (key: Value, value: Value)? {
            guard position < end else { return nil }
            defer { position = Int(tape[position + 1].next) }
            return (Value(index: position), Value(index: position + 1))
        }
    }

    /// The value of the first member named `name`, if any.
    public func member(_ value: Value, _ name: String) -> Value? {
        var found: Value?
        forEachMember(value) { key, member in
            if found == nil, string(key) == name { found = member }
        }
        return found
    }

    /// Line and column (both from 1; the column counts characters) of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        SourceLocation(bytes: bytes, offset: offset)
    }

    /// Line and column of a byte offset in any bytes (for errors found before a document exists).
    public static func location(in bytes: [UInt8], offset: Int) -> SourceLocation {
        SourceLocation(bytes: bytes, offset: offset)
    }

    public func location(_ value: Value) -> SourceLocation {
        location(ofOffset: offset(value))
    }
}

/// A line and column in a source text, both counted from 1. Columns count characters, not bytes.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    init(bytes: [UInt8], offset: Int) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        var i = 0
        while i < end {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        var column = 1
        for j in lineStart..<end where bytes[j] & 0xC0 != 0x80 { column += 1 }
        self.init(line: line, column: column)
    }

    public var description: String { "\(line):\(column)" }
}
