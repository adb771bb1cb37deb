import Foundation

/// The text encodings inputs arrive in: UTF-8 (with or without a byte-order mark), or UTF-16 and
/// UTF-32 with a byte-order mark, which are converted to UTF-8.
public enum TextEncoding {
    /// Text that cannot be converted.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    static let byteOrderMarks: [(bytes: [UInt8], encoding: String.Encoding, name: String)] = [
        ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian, "UTF-32"),
        ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian, "UTF-32"),
        ([0xFF, 0xFE], .utf16LittleEndian, "UTF-16"),
        ([0xFE, 0xFF], .utf16BigEndian, "UTF-16"),
    ]

    /// The name of the encoding a byte-order mark at the start of `bytes` announces, other than UTF-8.
    public static func markedEncoding(_ bytes: some Collection<UInt8>) -> String? {
        byteOrderMarks.first { bytes.starts(with: $0.bytes) }?.name
    }

    /// `bytes` as UTF-8: unchanged unless they start with a UTF-16 or UTF-32 byte-order mark.
    public static func utf8(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        guard let mark = byteOrderMarks.first(where: { bytes.starts(with: $0.bytes) }) else { return bytes }
        guard let text = String(bytes: bytes.dropFirst(mark.bytes.count), encoding: mark.encoding) else {
            throw Failure(message: "the text starts with a \(mark.name) byte-order mark but is not valid \(mark.name)")
        }
        return Array(text.utf8)
    }

    /// Why the first chunk of an input is not text: a NUL byte, which neither JSON, XML nor a
    /// debugDescription holds (unless the text is UTF-16 or UTF-32 with a byte-order mark).
    static func binaryProblem(_ bytes: [UInt8], within limit: Int = .max) -> String? {
        guard markedEncoding(bytes) == nil, let offset = firstNUL(bytes, within: limit) else { return nil }
        return "not UTF-8 text: byte 0x00 at offset \(offset) (a binary file, or UTF-16 without a byte-order mark?)"
    }

    /// The offset of the first NUL byte among the first `limit`, found with `memchr` (many bytes
    /// at a time).
    static func firstNUL(_ bytes: [UInt8], within limit: Int = .max) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, min(buffer.count, limit)) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }
}
