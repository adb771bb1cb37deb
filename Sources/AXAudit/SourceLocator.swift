import AXModel

/// Finds where each node's `"id"` key is in a snapshot's text, for the findings' locations
/// (audit.md §4): the key's line and column (code points, from 1) to just after its value.
public enum SourceLocator {
    /// Spans of the given nodes' ids in `bytes`, the text the snapshot was loaded from.
    public static func spans(of nodes: [Int], in snapshot: Snapshot, bytes: [UInt8]) -> [Int: SourceSpan] {
        var ranges: [(node: Int, start: Int, end: Int)] = []
        var previous: Int?
        for node in nodes.sorted() where node != previous {
            previous = node
            if let (start, end) = idRange(objectAt: snapshot.nodes[node].sourceOffset, in: bytes) {
                ranges.append((node, start, end))
            }
        }
        var wanted: [Int] = []
        wanted.reserveCapacity(2 * ranges.count)
        for range in ranges {
            wanted.append(range.start)
            wanted.append(range.end)
        }
        wanted.sort()
        let positions = sortedLocations(of: wanted, in: bytes)
        func position(_ offset: Int) -> SourceLocation {
            var low = 0, high = wanted.count - 1
            while low < high {
                let middle = (low + high) / 2
                if wanted[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return positions[low]
        }
        var spans: [Int: SourceSpan] = [:]
        spans.reserveCapacity(ranges.count)
        for range in ranges {
            let start = position(range.start), end = position(range.end)
            spans[range.node] = SourceSpan(line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
        }
        return spans
    }

    /// Line and column of each sorted offset, in one pass.
    static func locations(of sortedOffsets: [Int], in bytes: [UInt8]) -> [Int: SourceLocation] {
        Dictionary(zip(sortedOffsets, sortedLocations(of: sortedOffsets, in: bytes)), uniquingKeysWith: { first, _ in first })
    }

    /// Line and column of each sorted offset, in one pass, in the offsets' order.
    static func sortedLocations(of sortedOffsets: [Int], in bytes: [UInt8]) -> [SourceLocation] {
        var cursor = Cursor()
        return sortedOffsets.map { cursor.location(of: $0, in: bytes) }
    }

    /// Counts lines and columns (code points, from 1) forward through a text.
    struct Cursor {
        private var line = 1, column = 1, position = 0

        /// Where `offset` is; `offset` is at or after the previous call's.
        mutating func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
            bytes.withUnsafeBufferPointer { bytes in
                let end = min(offset, bytes.count)
                while position < end {
                    // Eight bytes at a time while they hold no line feed: each byte but a UTF-8
                    // continuation byte (10xxxxxx) is a column.
                    while position + 8 <= end {
                        let word = UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self)
                        let feeds = word ^ Cursor.lineFeeds
                        guard (feeds &- Cursor.ones) & ~feeds & Cursor.highBits == 0 else { break }
                        column += word & Cursor.highBits == 0 ? 8 : 8 - (word & ~(word << 1) & Cursor.highBits).nonzeroBitCount
                        position += 8
                    }
                    // Then a byte at a time to just after the line feed, or to the end.
                    while position < end {
                        let byte = bytes[position]
                        position += 1
                        if byte == UInt8(ascii: "\n") {
                            line += 1
                            column = 1
                            break
                        }
                        if byte & 0xC0 != 0x80 { column += 1 }
                    }
                }
            }
            return SourceLocation(line: line, column: column)
        }

        private static let ones: UInt64 = 0x0101_0101_0101_0101
        private static let highBits: UInt64 = 0x8080_8080_8080_8080
        private static let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    }

    /// The byte range from the `"id"` key of the object starting at `start` to just after its value.
    static func idRange(objectAt start: Int, in bytes: [UInt8]) -> (Int, Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        var p = start + 1
        while true {
            p = skipSpace(bytes, p)
            guard p < bytes.count, bytes[p] == UInt8(ascii: "\"") else { return nil }
            let keyStart = p
            p = skipString(bytes, p)
            let isID = p - keyStart == 4 && bytes[keyStart + 1] == UInt8(ascii: "i") && bytes[keyStart + 2] == UInt8(ascii: "d")
            p = skipSpace(bytes, p)
            guard p < bytes.count, bytes[p] == UInt8(ascii: ":") else { return nil }
            p = skipSpace(bytes, p + 1)
            let valueEnd = skipValue(bytes, p)
            if isID { return (keyStart, valueEnd) }
            p = skipSpace(bytes, valueEnd)
            guard p < bytes.count, bytes[p] == UInt8(ascii: ",") else { return nil }
            p += 1
        }
    }

    static func skipSpace(_ bytes: [UInt8], _ start: Int) -> Int {
        var p = start
        while p < bytes.count, bytes[p] == 0x20 || bytes[p] == 0x09 || bytes[p] == 0x0A || bytes[p] == 0x0D { p += 1 }
        return p
    }

    /// Just past the string starting at `start` (its opening quote).
    static func skipString(_ bytes: [UInt8], _ start: Int) -> Int {
        var p = start + 1
        while p < bytes.count, bytes[p] != UInt8(ascii: "\"") {
            p += bytes[p] == UInt8(ascii: "\\") ? 2 : 1
        }
        return p + 1
    }

    /// Just past the value starting at `start`.
    static func skipValue(_ bytes: [UInt8], _ start: Int) -> Int {
        var p = start
        var depth = 0
        while p < bytes.count {
            switch bytes[p] {
            case UInt8(ascii: "\""):
                p = skipString(bytes, p)
                if depth == 0 { return p }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return p }
                depth -= 1
                if depth == 0 { return p + 1 }
            case UInt8(ascii: ","):
                if depth == 0 { return p }
            default:
                break
            }
            p += 1
        }
        return p
    }
}
