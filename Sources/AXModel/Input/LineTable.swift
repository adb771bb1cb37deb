/// Line and column of byte offsets in a text, each found in constant time after one linear pass.
///
/// Diagnostics and import notes need the location of many values; counting lines from the start
/// of the file for each of them was quadratic (100,000 warnings took minutes).
public struct LineTable: Sendable {
    /// Byte offset where each line starts.
    private var lineStarts: [Int] = [0]
    /// Characters (UTF-8 lead bytes) before each block of ``blockSize`` bytes.
    private var charactersBeforeBlock: [Int] = []
    private let bytes: [UInt8]
    static let blockSize = 1024

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        charactersBeforeBlock.reserveCapacity(bytes.count / LineTable.blockSize + 1)
        var characters = 0
        bytes.withUnsafeBufferPointer { buffer in
            for i in 0..<buffer.count {
                if i % LineTable.blockSize == 0 { charactersBeforeBlock.append(characters) }
                let byte = buffer[i]
                if byte & 0xC0 != 0x80 { characters += 1 }
                if byte == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
            }
        }
        charactersBeforeBlock.append(characters)
    }

    /// Characters before `offset` (clamped to the text).
    private func characters(before offset: Int) -> Int {
        let end = min(max(0, offset), bytes.count)
        let block = end / LineTable.blockSize
        var count = charactersBeforeBlock[block]
        for i in block * LineTable.blockSize..<end where bytes[i] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The line and column (both from 1; the column counts characters) of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let end = min(max(0, offset), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= end { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: characters(before: end) - characters(before: lineStarts[low]) + 1)
    }
}
