@testable import AXModel
import Testing

@Suite struct TextEncodingTests {
    @Test func convertsMarkedUTF16AndUTF32AndKeepsUTF8() throws {
        #expect(try TextEncoding.utf8([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D]) == Array("{}".utf8))
        #expect(try TextEncoding.utf8([0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00]) == Array("<".utf8))
        #expect(try TextEncoding.utf8([0xEF, 0xBB, 0xBF, 0x7B]) == [0xEF, 0xBB, 0xBF, 0x7B])
    }

    @Test func refusesABrokenMarkedText() {
        #expect(throws: TextEncoding.Failure(message: "the text starts with a UTF-16 byte-order mark but is not valid UTF-16")) {
            try TextEncoding.utf8([0xFF, 0xFE, 0x00, 0xD8, 0x41])
        }
    }
}
