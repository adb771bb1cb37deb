import Foundation
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

    /// Every scalar of the ranges NFKC is known to leave as they are is its own NFKC, composes
    /// with nothing, and texts of them normalise as through Foundation's NFKC.
    @Test func textKnownToBeNFKCIsItsOwnNFKC() {
        let ranges: [ClosedRange<UInt32>] = [0x00...0x7F, 0xC0...0xFF, 0x410...0x44F, 0x3001...0x3003, 0x300C...0x300F, 0x3041...0x3096,
                                             0x30A1...0x30FA, 0x30FC...0x30FC, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3]
        let scalars = ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
        #expect(scalars.count == 128 + 64 + 64 + 3 + 4 + 86 + 90 + 1 + 6_592 + 20_992 + 11_172)
        #expect(scalars.allSatisfy { TextMatcher.isKnownNFKC(String($0)) })
        #expect(scalars.filter { String($0).precomposedStringWithCompatibilityMapping != String($0) } == [])
        #expect(scalars.filter { $0.value > 0x7F && $0.properties.canonicalCombiningClass != .notReordered } == [])
        // Pairs of a sample, each in both orders: no composition.
        let sample = stride(from: 0, to: scalars.count, by: 97).map { scalars[$0] } + ["A", "e", "가", "か", "カ", "ä", "И"]
        let pairs = sample.flatMap { a in sample.map { b in String(a) + String(b) } }
        #expect(pairs.filter { $0.precomposedStringWithCompatibilityMapping != $0 } == [])
        for text in ["버튼 설정", "설정 1. ", "Größe Ändern", "Настройки", "写真を見る", "カメラ、「設定」"] {
            #expect(TextMatcher.isKnownNFKC(text))
            let foundation = text.precomposedStringWithCompatibilityMapping.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(TextMatcher.normaliseOther(text) == foundation.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ".", with: ""))
        }
        for text in ["Ｐlay", "e\u{301}", "ｶﾒﾗ", "①", "가\u{11A8}", "ﬁle", "ĳ"] { #expect(!TextMatcher.isKnownNFKC(text), "\(text)") }
        // Scalar by scalar as through Foundation, white space, periods and CR LF included.
        let foundation = { (text: String) -> String in
            var result = text.precomposedStringWithCompatibilityMapping.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
            while result.hasSuffix(".") { result.removeLast() }
            return result.trimmingCharacters(in: .whitespaces)
        }
        let texts = ["a .", "a. .", " 버튼\t 설정 .. ", "\r\n", "x\r\ny", "...", " . ", "ÄÖÜ ß", "ПРИВЕТ\u{0B}мир.", "写真。", "", "\t",
                     "a\u{0C}\u{1C}b", "カメラ 、", "Größe\n\n.", "ÀÉÎ. . ."]
        #expect(texts.filter { TextMatcher.isKnownNFKC($0) && TextMatcher.normaliseKnownNFKC($0) != foundation($0) } == [])
        #expect(scalars.filter { TextMatcher.normaliseKnownNFKC("A" + String($0) + "\u{4E00}") != foundation("A" + String($0) + "\u{4E00}") } == [])
        #expect(texts.allSatisfy(TextMatcher.isKnownNFKC))
        for text in [" \t버튼 설정\t ", "버튼", "\t \t", " 설정 1. ", "ÄÖÜ\u{0B}"] {
            #expect(TextMatcher.trimmingSpaces(text) == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
        #expect(TextMatcher.normaliseOther("ｶﾒﾗ ①") == "カメラ 1")
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
