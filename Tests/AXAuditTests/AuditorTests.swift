import Testing
@testable import AXAudit

@Suite struct AuditorTests {
    @Test func permutingMovesEachItemWhereTheOrderSays() {
        var items = ["a", "b", "c", "d", "e", "f", "g"]
        Auditor.permute(&items, to: [3, 0, 4, 1, 2, 5, 6])
        #expect(items == ["d", "a", "e", "b", "c", "f", "g"])
    }
}
