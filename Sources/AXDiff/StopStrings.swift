/// The strings of a side's stops: their texts (label, value, hint, description) in one byte
/// buffer, and the ids of all nodes. A stop holds where its texts are and its node instead of
/// five strings, most of them on the heap.
final class StopStrings: @unchecked Sendable {
    /// Appended to only while the side is derived, before it is shared.
    private var bytes: [UInt8] = []
    /// The id of every node, set once the stops are made.
    var ids: [String] = []

    /// Where one stop's texts are: one after the other from `start`.
    struct Span {
        var start: Int
        var label: UInt32
        var value: UInt32
        var hint: UInt32
        var description: UInt32
    }

    /// Stores a stop's texts (nil as empty).
    func append(label: String?, value: String?, hint: String?, description: String) -> Span {
        let start = bytes.count
        func add(_ text: String?) -> UInt32 {
            guard var text else { return 0 }
            let before = bytes.count
            text.withUTF8 { bytes.append(contentsOf: $0) }
            return UInt32(bytes.count - before)
        }
        let label = add(label), value = add(value), hint = add(hint), description = add(description)
        return Span(start: start, label: label, value: value, hint: hint, description: description)
    }

    /// The text of `count` bytes at `start`; nil when empty.
    func text(_ start: Int, _ count: UInt32) -> String? {
        count == 0 ? nil : bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + Int(count)]), as: UTF8.self)
        }
    }

    /// Whether the text of `count` bytes at `start` equals the one at `otherStart` in `other`, as
    /// strings compare (canonically equivalent texts are equal): byte for byte, and as strings
    /// only when the bytes differ and are not all ASCII.
    func equal(_ start: Int, _ count: UInt32, _ other: StopStrings, _ otherStart: Int, _ otherCount: UInt32) -> Bool {
        let (identical, ascii) = bytes.withUnsafeBufferPointer { mine in
            other.bytes.withUnsafeBufferPointer { theirs in
                let x = mine[start..<start + Int(count)], y = theirs[otherStart..<otherStart + Int(otherCount)]
                if x.elementsEqual(y) { return (true, true) }
                return (false, x.allSatisfy { $0 < 0x80 } && y.allSatisfy { $0 < 0x80 })
            }
        }
        if ascii { return identical }
        return text(start, count) == other.text(otherStart, otherCount)
    }
}
