import Testing
@testable import AXAudit

@Suite struct TextMatcherTests {
    @Test func normalising() {
        #expect(TextMatcher.normalise("  Ｐlay\t\tthe  SONG... ") == "play the song")
        #expect(TextMatcher.tokens("Wi-Fi 켬, ①") == ["wi", "fi", "켬", "1"])
    }

    @Test func asciiTokensAreThoseOfTheNormalisedText() {
        let texts = ["Close button", "  Wi-Fi\tOn... ", "user_name", "a.b.c.", "IMG_0042.PNG", "", " . ", "x\ny\r\nz", "ABC123def"]
        #expect(texts.filter { TextMatcher.tokensASCII($0) != TextMatcher.tokensOfNormalised($0) } == [])
        #expect(TextMatcher.tokensASCII("Café") == nil)
    }

    @Test func trimmingAndBlankText() {
        #expect(TextMatcher.trimmingSpaces(" \tSave\u{3000}") == "Save")
        #expect(TextMatcher.trimmingSpaces("Save the song") == "Save the song")
        #expect(TextMatcher.isBlank(" \t\u{00A0}"))
        #expect(TextMatcher.isBlank(""))
        #expect(!TextMatcher.isBlank(" a "))
        #expect(!TextMatcher.isBlank("\u{00A0}é"))
    }

    @Test func theLongestEntryWinsAndMatchesDoNotOverlap() {
        let list = [WordEntry("selected"), WordEntry("not selected"), WordEntry("*taste"), WordEntry("кнопк*")]
        #expect(list.matches(in: Tokens("Photos not selected")).map(\.word) == ["not selected"])
        #expect(list.matches(in: Tokens(["wiedergabetaste", "кнопку"])).map(\.word) == ["wiedergabetaste", "кнопку"])
        #expect(list.matches(in: Tokens(["wiedergabetaste", "taste"]), strictSuffix: true).map(\.word) == ["taste"])
        let gestures = [WordEntry("doub* tap"), WordEntry("*ing"), WordEntry("swipe")]
        #expect(gestures.matches(in: Tokens("Double tap, swiping")).map(\.word) == ["double tap", "swiping"])
    }

    @Test func theMatchAtAPositionIsTheLongestEntryThatBeginsThere() {
        let list = [WordEntry("selected"), WordEntry("not selected"), WordEntry("not")]
        let tokens = Tokens("Not selected, selected")
        #expect(list.match(in: tokens, at: 0).map { "\($0.word) \($0.start) \($0.entry.patterns.count)" } == "not selected 0 2")
        #expect(list.match(in: tokens, at: 1)?.word == "selected")
        #expect(list.match(in: Tokens("Photos selected"), at: 0) == nil)
        #expect(list.matches(in: tokens).map(\.start) == [0, 2])
    }
}
