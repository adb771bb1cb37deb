import Testing
@testable import AXAudit

@Suite struct TokensTests {
    /// Every ASCII byte read as a letter or digit (in lower case) or a separator, as the general
    /// tokenizer reads it.
    @Test func everyASCIIByteIsReadAsTheTokenizerReadsIt() {
        let text = String(decoding: (0..<128).map(UInt8.init), as: UTF8.self)
        let tokens = Tokens(text)
        #expect(tokens.strings == ["0123456789", "abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyz"])
        #expect(tokens.strings == TextMatcher.tokens(text))
    }

    /// A text with a non-ASCII character anywhere is read the long way, into the same buffer.
    @Test func nonASCIITextIsTokenisedTheLongWay() {
        var tokens = Tokens("Play button")
        #expect(tokens.strings == ["play", "button"])
        tokens.read("Wiedergabe-Taste für Musik")
        #expect(tokens.strings == TextMatcher.tokens("Wiedergabe-Taste für Musik"))
        #expect(tokens.strings.contains("für"))
        tokens.read("  ")
        #expect(tokens.isEmpty)
    }
}
