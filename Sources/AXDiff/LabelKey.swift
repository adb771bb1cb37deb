import AXModel
import Foundation

/// The label key stops pair by (diff.md §3): trimmed, inner white space runs as one space, NFC,
/// lower-cased locale-independently; nil when empty.
public enum LabelKey {
    public static func of(_ label: String?) -> String? {
        guard var label else { return nil }
        if let key = label.withUTF8(asciiKey) { return key.isEmpty ? nil : key }
        return unicodeKey(label)
    }

    /// The key of any label, by the definition's steps.
    static func unicodeKey(_ label: String) -> String? {
        let words = label.split(whereSeparator: { $0.isWhitespace })
        guard !words.isEmpty else { return nil }
        return words.joined(separator: " ").precomposedStringWithCanonicalMapping.lowercased()
    }

    /// The key of an ASCII label, made byte by byte (ASCII is its own NFC); nil for any other text.
    static func asciiKey(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(unsafeUninitializedCapacity: utf8.count) { ASCIIFolding.fold(utf8, into: $0) }
    }
}
