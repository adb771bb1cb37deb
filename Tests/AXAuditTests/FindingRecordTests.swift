import Testing
@testable import AXAudit

@Suite struct FindingRecordTests {
    @Test func aRecordFindsTheTextsItsRuleKeptAndItsFlag() {
        var result = RuleResult()
        result.rule = 4
        result.append(.warning, node: 7, keeping: "Play button", "button", "button", flag: false)
        result.append(.warning, node: 9, keeping: "Share button", "button", "button", flag: true)
        result.append(.error, node: 3)
        #expect(result.records.map(\.textIndex) == [0, 3, 0])
        #expect(result.records.map(\.flag) == [false, true, false])
        #expect(result.records.map(\.node) == [7, 9, 3])
        #expect(result.texts == ["Play button", "button", "button", "Share button", "button", "button"])
        #expect(result.records[1].detail == 3 | FindingRecord.flagBit)
    }
}
