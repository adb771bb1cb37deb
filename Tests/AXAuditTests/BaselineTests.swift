import AXAudit
import Testing

@Suite struct BaselineTests {
    @Test func findingsAndBaselinedEntriesAreRead() throws {
        let text = #"{"summary": {}, "findings": [{"rule": "a", "fingerprint": "1"}], "suppressed": [{"rule": "b", "fingerprint": "2", "by": "baseline"}, {"rule": "c", "fingerprint": "3", "by": "auditIgnore"}]}"#
        let baseline = try Baseline.read(Array(text.utf8), fileName: "b.json")
        #expect(baseline.entries.map { "\($0.rule) \($0.fingerprint)" } == ["a 1", "b 2"])
    }

    @Test func anythingElseIsRefusedWithItsLocation() {
        #expect(throws: (any Error).self) { try Baseline.read(Array("[]".utf8), fileName: "b.json") }
        do {
            _ = try Baseline.read(Array(#"{"summary": {}, "findings": [{"rule": "a"}]}"#.utf8), fileName: "b.json")
            Issue.record("accepted a finding without a fingerprint")
        } catch {
            #expect(error.description == "b.json:1:30: error: findings[0]: expected a finding with 'rule' and 'fingerprint'")
        }
    }
}
