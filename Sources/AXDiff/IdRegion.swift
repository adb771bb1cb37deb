import AXModel

/// Where a node's `"id"` member is in a snapshot's text: from its key to just after its value
/// (the SARIF region, audit.md §9).
struct IdRegion: Equatable {
    var start: SourceLocation
    var end: SourceLocation

    /// The region of the `"id"` member of the object starting at byte `offset`, or nil when the
    /// bytes hold none there.
    static func find(in bytes: [UInt8], objectAt offset: Int) -> IdRegion? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "{") else { return nil }
        var depth = 0
        var position = offset
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return nil }
            case UInt8(ascii: "\""):
                let keyEnd = stringEnd(bytes, from: position)
                if depth == 1, Array(bytes[position..<keyEnd]) == Array(#""id""#.utf8) {
                    var valueStart = keyEnd
                    while valueStart < bytes.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ":")].contains(bytes[valueStart]) {
                        valueStart += 1
                    }
                    guard valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: "\"") else { return nil }
                    return IdRegion(start: JSONDocument.location(in: bytes, offset: position),
                                    end: JSONDocument.location(in: bytes, offset: stringEnd(bytes, from: valueStart)))
                }
                position = keyEnd
                continue
            default:
                break
            }
            position += 1
        }
        return nil
    }

    /// The offset just after the string starting at `start` (its opening quote).
    static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""): return position + 1
            default: position += 1
            }
        }
        return position
    }
}
