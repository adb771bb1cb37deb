@testable import AXDiff
import AXEngine
import Testing

@Suite struct StopStringsTests {
    @Test func textsComeBackAsStoredEmptyAsNil() {
        let strings = StopStrings()
        let first = strings.append(label: "Café", value: nil, hint: "")
        let second = strings.append(label: "Cafe\u{301}", value: "1", hint: "Opens it.")
        #expect(strings.text(first.start, first.label) == "Café")
        #expect(strings.text(first.start + Int(first.label), first.value) == nil)
        #expect(first.hint == 0)
        #expect(strings.text(second.start + Int(second.label + second.value), second.hint) == "Opens it.")
        // As strings compare: the decomposed label equals the composed one; "1" is not empty.
        #expect(strings.equal(first.start, first.label, strings, second.start, second.label))
        #expect(!strings.equal(first.start + Int(first.label), first.value, strings, second.start + Int(second.label), second.value))
        #expect(!strings.equal(first.start, first.label, strings, second.start + Int(second.label), second.value))
        // Byte for byte, all three texts together: the first and the second differ.
        let other = StopStrings()
        let third = other.append(label: "Café", value: nil, hint: nil)
        let fourth = other.append(label: "Caf", value: "é", hint: nil)
        #expect(!strings.identical(first, strings, second))
        #expect(strings.identical(first, other, third))
        #expect(!strings.identical(first, other, fourth))
    }

    @Test func eachLanguageIsLoadedOnce() throws {
        let strings = StopStrings(), other = StopStrings()
        var loads: [String] = []
        func load(_ language: String, into strings: StopStrings) throws -> Int32 {
            try strings.language(language) { () throws(WordTable.LoadError) in
                loads.append(language)
                return try WordTables().table(for: language)
            }
        }
        let english = try load("en-US", into: strings), german = try load("de-DE", into: strings)
        #expect(try load("en-US", into: strings) == english)
        #expect(try load("de-DE", into: strings) == german)
        #expect(loads == ["en-US", "de-DE"])
        #expect(strings.words.count == 2)
        #expect(strings.words[Int(german)][.button] == "Taste.")
        let otherGerman = try load("de-DE", into: other)
        #expect(strings.sameLanguage(german, other, otherGerman))
        #expect(!strings.sameLanguage(english, other, otherGerman))
    }

    /// More languages than 16 bits count, each found again by a table (not a scan of the list).
    @Test func manyLanguagesKeepTheirPositions() throws {
        let strings = StopStrings()
        let english = try WordTables().table(for: "en")
        let count = 70_000
        func position(_ index: Int) throws -> Int32 {
            try strings.language("x-\(index)") { () throws(WordTable.LoadError) in english }
        }
        let first = try (0..<count).map(position), again = try (0..<count).reversed().map(position)
        #expect(first == (0..<count).map(Int32.init))
        #expect(again == (0..<count).reversed().map(Int32.init))
        #expect(strings.words.count == count)
    }
}
