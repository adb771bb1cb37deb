import Foundation

/// The label key stops pair by (diff.md §3): trimmed, inner white space runs as one space, NFC,
/// lower-cased locale-independently; nil when empty.
public enum LabelKey {
    public static func of(_ label: String?) -> String? {
        guard let label else { return nil }
        let words = label.split(whereSeparator: { $0.isWhitespace })
        guard !words.isEmpty else { return nil }
        return words.joined(separator: " ").precomposedStringWithCanonicalMapping.lowercased()
    }
}
