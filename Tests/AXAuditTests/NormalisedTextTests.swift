import Testing
@testable import AXAudit

@Suite struct NormalisedTextTests {
    @Test func textsThatSurelyDifferByTheirFirstCharacters() {
        #expect(NormalisedText.surelyDiffer("Opens item 1.", "Button 1"))
        #expect(NormalisedText.surelyDiffer(" \t2 items", "1 item"))
        #expect(!NormalisedText.surelyDiffer("  Button", "button."))
        #expect(!NormalisedText.surelyDiffer("o\u{308}ffnen", "öffnen"))
        #expect(!NormalisedText.surelyDiffer("\u{A0}Play", "Pause"))
        #expect(!NormalisedText.surelyDiffer("", "Play"))
        #expect(!NormalisedText.surelyDiffer(".", "Play"))
        #expect(!NormalisedText.surelyDiffer("O", "o"))
    }

    /// Never wrong: of every pair of a few hundred texts built from letters in both cases,
    /// digits, white space, dots, a combining mark, a ligature and non-ASCII space, none that
    /// normalise alike is said to differ.
    @Test func textsSaidToDifferNeverNormaliseAlike() {
        let pieces = ["a", "A", "b", "1", " ", "\t", ".", "\u{308}", "ﬁ", "\u{A0}", "ä", "B"]
        var texts = [""]
        for first in pieces {
            for second in pieces {
                texts.append(first + second)
                for third in ["", "c", ".", " "] { texts.append(first + second + third) }
            }
        }
        let normalised = texts.map(TextMatcher.normalise)
        var wrong: [String] = []
        for i in texts.indices {
            for j in texts.indices where normalised[i] == normalised[j] && NormalisedText.surelyDiffer(texts[i], texts[j]) {
                wrong.append("\(texts[i].debugDescription) \(texts[j].debugDescription)")
            }
        }
        #expect(wrong == [])
        #expect(texts.count == 721)
    }
}
