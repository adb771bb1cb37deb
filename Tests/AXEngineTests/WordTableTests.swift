@testable import AXEngine
import Testing

@Suite struct WordTableTests {
    @Test func everyKeysPositionIsItsPlaceAmongAllCases() {
        #expect(WordTable.Key.allCases.map(\.position) == Array(0..<WordTable.Key.allCases.count))
    }

    @Test func eachWordIsReadUnderItsOwnKey() throws {
        let english = try WordTables().table(for: "en")
        #expect(english[.selected] == "Selected.")
        #expect(english[.button] == "Button.")
        #expect(english[.actionsAvailable] == "Actions Available")
        let korean = try WordTables().table(for: "ko-KR")
        #expect(korean.language == "ko")
        #expect(korean[.button] == "버튼.")
    }
}
