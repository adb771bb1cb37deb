@testable import AXApp
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// Texts from a snapshot are shown at most 4,000 characters long (a wrapped label of 200,000
/// characters kept the window busy for a minute after each step).
@Suite(.serialized) @MainActor struct DisplayTextTests {
    @Test func longTextsEndInHowManyCharactersMoreThereAre() {
        #expect(DisplayText.shortened("Play") == "Play")
        let exact = String(repeating: "é", count: DisplayText.limit)
        #expect(DisplayText.shortened(exact) == exact)
        #expect(DisplayText.shortened(exact + "x") == exact + "… (1 more character)")
        #expect(DisplayText.shortened(String(repeating: "ab", count: 2_500)) == String(repeating: "ab", count: 2_000) + "… (1000 more characters)")
        // Counted in characters, as read: a flag is one.
        let flags = String(repeating: "🇰🇷", count: DisplayText.limit + 2)
        #expect(DisplayText.shortened(flags) == String(repeating: "🇰🇷", count: DisplayText.limit) + "… (2 more characters)")
        // A character of any number of combining marks is cut after 16,000 scalars.
        let marks = "e" + String(repeating: "\u{301}", count: 200_000)
        #expect(DisplayText.shortened(marks).unicodeScalars.count == DisplayText.scalarLimit + "… (1 more character)".unicodeScalars.count)
        let ending = Array("\u{301}… (1 more character)".unicodeScalars)
        #expect(Array(DisplayText.shortened(marks).unicodeScalars.suffix(ending.count)) == ending)
    }

    @Test func theInspectorAndStatusLineShowAHugeLabelShortened() throws {
        let folder = try TemporaryFolder("axscope-display")
        let huge = String(repeating: "word ", count: 40_000)
        let path = try folder.write("huge.axsnap", Fixture.json(#"""
            {"id": "huge", "type": "button", "frame": [10, 100, 200, 44], "label": "\#(huge)"},
            {"id": "two", "type": "button", "frame": [10, 200, 200, 44], "label": "Two"}
            """#))
        let driver = try WindowDriver(opening: path)
        defer { driver.close(); withExtendedLifetime(folder) {} }
        driver.press("Right")
        let shortened = String(huge.prefix(DisplayText.limit)) + "… (196000 more characters)"
        #expect(driver.document.inspector.texts.contains(shortened))
        #expect(!driver.document.inspector.texts.contains { $0.count > DisplayText.limit + 30 })
        let statusLine = driver.document.model.statusLine
        #expect(statusLine.count > 200_000)
        #expect(driver.document.statusText == DisplayText.shortened(statusLine))
        #expect(driver.document.statusText.hasPrefix("Stop 1 of 2: word word"))
        driver.press("Right")
        #expect(driver.document.inspector.shown?.heading == "Two")
    }
}
