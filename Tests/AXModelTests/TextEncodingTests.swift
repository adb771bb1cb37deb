@testable import AXModel
import Testing

@Suite struct TextEncodingTests {
    @Test func convertsMarkedUTF16AndUTF32AndKeepsUTF8() throws {
        #expect(try TextEncoding.utf8([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D]) == Array("{}".utf8))
        #expect(try TextEncoding.utf8([0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00]) == Array("<".utf8))
        #expect(try TextEncoding.utf8([0xEF, 0xBB, 0xBF, 0x7B]) == [0xEF, 0xBB, 0xBF, 0x7B])
    }

    @Test func findsTheFirstNULByte() {
        #expect(TextEncoding.firstNUL([]) == nil)
        #expect(TextEncoding.firstNUL(Array("{}".utf8)) == nil)
        #expect(TextEncoding.firstNUL([UInt8](repeating: 0x20, count: 100) + [0, 0]) == 100)
        #expect(TextEncoding.binaryProblem([0x7B, 0x00]) == "not UTF-8 text: byte 0x00 at offset 1 (a binary file, or UTF-16 without a byte-order mark?)")
    }

    @Test func refusesABrokenMarkedText() {
        #expect(throws: TextEncoding.Failure(message: "the text starts with a UTF-16 byte-order mark but is not valid UTF-16")) {
            try TextEncoding.utf8([0xFF, 0xFE, 0x00, 0xD8, 0x41])
        }
    }
}
