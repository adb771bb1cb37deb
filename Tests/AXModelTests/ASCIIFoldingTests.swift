import AXModel
import Testing

@Suite struct ASCIIFoldingTests {
    static func folded(_ text: String) -> String {
        let source = Array(text.utf8)
        var target = [UInt8](repeating: 0, count: source.count)
        let count = source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { ASCIIFolding.fold(source, into: $0) }
        }
        return String(decoding: target[..<count], as: UTF8.self)
    }

    /// As `split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()` does to ASCII.
    @Test func whiteSpaceRunsBecomeOneSpaceAndLettersLowerCase() {
        #expect(Self.folded("  Sign\tIN \r\n now.  ") == "sign in now.")
        #expect(Self.folded("A\u{0B}B\u{0C}C") == "a b c")
        #expect(Self.folded("ZZ [az] @`{") == "zz [az] @`{")
        #expect(Self.folded(" \n\t ") == "")
        #expect(Self.folded("") == "")
        for text in ["Hello  World", " x ", "MiXeD\t\tCase\n"] {
            #expect(Self.folded(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased())
        }
    }
}
