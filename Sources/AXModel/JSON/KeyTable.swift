import Foundation

/// A fixed set of object keys, looked up by the raw bytes of a JSON string without decoding it.
///
/// Node objects make up most of a large snapshot, and decoding and hashing each key as a `String`
/// was a fifth of the load time.
public struct KeyTable<Key: Sendable>: Sendable {
    /// Candidates by key length in bytes.
    private let byLength: [[(bytes: [UInt8], key: Key)]]

    public init(_ entries: [(String, Key)]) {
        var table = Array(repeating: [(bytes: [UInt8], key: Key)](), count: (entries.map(\.0.utf8.count).max() ?? 0) + 1)
        for (name, key) in entries { table[name.utf8.count].append((Array(name.utf8), key)) }
        byLength = table
    }

    /// The key whose name is `bytes`, if any.
    public func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        guard bytes.count < byLength.count else { return nil }
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return byLength[0].first?.key }
        for candidate in byLength[bytes.count] {
            let same = candidate.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, start, bytes.count) == 0 }
            if same { return candidate.key }
        }
        return nil
    }
}

extension JSONDocument {
    /// The entry of `table` that a string value names; nil when none does or the value is not a string.
    func lookup<Key>(_ value: Value, in table: KeyTable<Key>) -> Key? {
        let entry = tape[value.index]
        guard entry.kind == .string else { return nil }
        guard !entry.escaped else {
            return string(value).flatMap { name in Array(name.utf8).withUnsafeBufferPointer { table.lookup($0) } }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            table.lookup(UnsafeBufferPointer(rebasing: buffer[Int(entry.start) + 1..<Int(entry.extra)]))
        }
    }
}
