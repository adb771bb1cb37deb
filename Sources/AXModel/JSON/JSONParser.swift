import Foundation

/// A JSON syntax error at a byte offset.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public var offset: Int
    public var message: String
}

/// Parses RFC 8259 JSON into a ``JSONDocument`` without recursion.
///
/// Nesting is tracked on an explicit stack, so a hostile file cannot overflow the call stack; a
/// document nested deeper than ``maximumDepth`` is refused. Strings must be valid UTF-8 and their
/// escapes well formed (a lone surrogate is refused); numbers must be finite as doubles.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 10_000

    public static func parse(_ bytes: [UInt8], maximumSize: Int = InputReader.maximumSize) throws(JSONSyntaxError) -> JSONDocument {
        guard bytes.count <= maximumSize else {
            throw JSONSyntaxError(offset: 0, message: "input of \(bytes.count) bytes is larger than the limit of \(InputReader.describeSize(maximumSize))")
        }
        var document = JSONDocument(bytes: bytes, tape: [], numbers: [])
        document.tape.reserveCapacity(tapeBound(bytes))
        var scanner = JSONScanner(splitsNodes: false)
        _ = try scanner.advance(&document)
        return document
    }
}

extension JSONParser {
    /// At least the number of tape entries `bytes` needs, so that the tape never grows (a copy of
    /// it all) while parsing: one per key or value, and each but the first follows an opening
    /// bracket, a comma or a colon. Characters inside strings only make the bound larger.
    static func tapeBound(_ bytes: [UInt8]) -> Int {
        var count = 1
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"): count += 1
            default: break
            }
        }
        return count
    }
}
