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
        return String(unsafeUninitializedCapacity: utf8.count) { key in
            var count = 0
            var pendingSpace = false
            for byte in utf8 {
                // The ASCII white space of `Character.isWhitespace`: tab to carriage return, space.
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    key[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                key[count] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }
}
