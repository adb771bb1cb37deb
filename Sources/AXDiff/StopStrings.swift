import AXEngine
import Foundation

/// The strings of a side's stops: their texts (label, value, the hint as read) in one byte
/// buffer, the ids of all nodes, and the word tables of the languages they speak. A stop holds
/// where its texts are, its node and its language instead of strings, most of them on the heap.
final class StopStrings: @unchecked Sendable {
    // Written only while the side is derived, before it is shared: unchecked for exclusive
    // access, which the comparison's reads would otherwise pay for at each access.
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    /// The id of every node, set once the stops are made.
    @exclusivity(unchecked) var ids: [String] = []
    /// The languages in use, in order of first use, their positions, and their words.
    @exclusivity(unchecked) private var languages: [String] = []
    @exclusivity(unchecked) private var positions: [String: Int32] = [:]
    @exclusivity(unchecked) private(set) var words: [WordTable] = []

    /// Where one stop's texts are: one after the other from `start`.
    struct Span {
        var start: Int
        var label: UInt32
        var value: UInt32
        var hint: UInt32
    }

    /// Room for the texts of `count` stops of a typical length, so that the buffer is not copied
    /// each time it doubles (pages reserved and never written cost nothing).
    func reserve(stops count: Int) {
        bytes.reserveCapacity(count * StopStrings.typicalLength)
    }

    /// The bytes of a typical stop's label, value and hint ("Button 12", "Opens item 12.").
    static let typicalLength = 32

    /// Stores a stop's texts (nil as empty).
    func append(label: String?, value: String?, hint: String?) -> Span {
        let start = bytes.count
        func add(_ text: String?) -> UInt32 {
            guard var text else { return 0 }
            let before = bytes.count
            text.withUTF8 { bytes.append(contentsOf: $0) }
            return UInt32(bytes.count - before)
        }
        let label = add(label), value = add(value), hint = add(hint)
        return Span(start: start, label: label, value: value, hint: hint)
    }

    /// The position of `language` in ``words``, its table loaded by `load` when first used.
    func language(_ language: String, load: () throws(WordTable.LoadError) -> WordTable) throws(WordTable.LoadError) -> Int32 {
        // Nearly every element speaks the language of the one before.
        if let last = languages.indices.last, languages[last] == language { return Int32(last) }
        if let known = positions[language] { return known }
        words.append(try load())
        languages.append(language)
        positions[language] = Int32(languages.count - 1)
        return Int32(languages.count - 1)
    }

    /// Whether language `index` of these strings is language `otherIndex` of `other`.
    func sameLanguage(_ index: Int32, _ other: StopStrings, _ otherIndex: Int32) -> Bool {
        (self === other && index == otherIndex) || languages[Int(index)] == other.languages[Int(otherIndex)]
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

    /// Whether the texts of `span` are those of `otherSpan` in `other`, byte for byte.
    func identical(_ span: Span, _ other: StopStrings, _ otherSpan: Span) -> Bool {
        guard span.label == otherSpan.label, span.value == otherSpan.value, span.hint == otherSpan.hint else { return false }
        let count = Int(span.label + span.value + span.hint)
        return count == 0 || bytes.withUnsafeBufferPointer { mine in
            other.bytes.withUnsafeBufferPointer { theirs in
                memcmp(mine.baseAddress! + span.start, theirs.baseAddress! + otherSpan.start, count) == 0
            }
        }
    }
}
