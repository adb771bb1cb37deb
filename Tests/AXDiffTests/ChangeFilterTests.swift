import AXDiff
import Testing

@Suite struct ChangeFilterTests {
    @Test func termsAreKindsOrLeadingParts() {
        #expect(ChangeFilter.isKindTerm("geometry"))
        #expect(ChangeFilter.isKindTerm("actions.custom"))
        #expect(ChangeFilter.isKindTerm("description.labelLost"))
        #expect(!ChangeFilter.isKindTerm("description.lab"))
        #expect(!ChangeFilter.isKindTerm("geometry."))
        #expect(!ChangeFilter.isKindTerm("regression"))
    }

    @Test func aKindIsThatKindOnly() {
        let filter = ChangeFilter(ignore: ["description.label", "actions.custom"])
        #expect(filter.ignores(.label))
        #expect(!filter.ignores(.labelLost))
        #expect(filter.ignores(.customActionRenamed))
        #expect(!filter.ignores(.standardActionRemoved))
    }

    @Test func failOnLevelsAndKinds() {
        let lost = Change(kind: .labelLost, a: 0, b: 0, before: .null, after: .null, message: "")
        let moved = Change(kind: .orderMoved, a: 0, b: 0, before: .null, after: .null, message: "")
        let value = Change(kind: .value, a: 0, b: 0, before: .null, after: .null, message: "")
        func failing(_ terms: [String]) -> [Bool] {
            let filter = ChangeFilter(failOn: terms)
            return [lost, moved, value].map(filter.fails)
        }
        #expect(failing(["regression"]) == [true, false, false])
        #expect(failing(["warning"]) == [true, true, false])
        #expect(failing(["any"]) == [true, true, true])
        #expect(failing(["none"]) == [false, false, false])
        #expect(failing(["none", "description"]) == [true, false, true])
    }
}
