import Testing
@testable import AXAudit

@Suite struct TextMatcherTests {
    @Test func normalising() {
        #expect(TextMatcher.normalise("  Ｐlay\t\tthe  SONG... ") == "play the song")
        #expect(TextMatcher.tokens("Wi-Fi 켬, ①") == ["wi", "fi", "켬", "1"])
    }

    @Test func theLongestEntryWinsAndMatchesDoNotOverlap() {
        let list = [WordEntry("selected"), WordEntry("not selected"), WordEntry("*taste"), WordEntry("кнопк*")]
        #expect(list.matches(in: TextMatcher.tokens("Photos not selected")).map(\.word) == ["not selected"])
        #expect(list.matches(in: ["wiedergabetaste", "кнопку"]).map(\.word) == ["wiedergabetaste", "кнопку"])
        #expect(list.matches(in: ["wiedergabetaste", "taste"], strictSuffix: true).map(\.word) == ["taste"])
    }
}
