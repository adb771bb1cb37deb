import AXEngine
@testable import AXImport
import AXModel
import Testing

/// import.md R8 and R10: a SwiftUI scroll bar XCTest reports twice is one stop.
@Suite struct DuplicateRuleTests {
    @Test func aScrollBarReportedTwiceIsReadOnce() throws {
        let (analysis, _) = try ImportFixture.convert(ImportFixture.debugDescription(app: "Recipes", """
            ScrollView, 0x3, {{0.0, 47.0}, {390.0, 797.0}}
              StaticText, 0x4, {{16.0, 60.0}, {200.0, 21.0}}, label: 'Pancakes'
              Other, 0x5, {{384.0, 47.0}, {6.0, 797.0}}, label: 'Vertical scroll bar, 3 pages', value: 0%
              Other, 0x6, {{384.0, 47.0}, {6.0, 797.0}}, label: 'Vertical scroll bar, 3 pages', value: 0%
            """), name: "recipes.txt")
        #expect(try ImportFixture.speech(analysis) == ["Vertical scroll bar, 3 pages: 0%", "Pancakes"])
        let second = try #require(analysis.snapshot.nodes.last { $0.label == "Vertical scroll bar, 3 pages" })
        #expect(second.importNotes == ["R4: a labelled Other with no element inside is one element",
                                       "R8: the same element as a sibling before it (XCTest reports some twice); read once"])
    }
}
