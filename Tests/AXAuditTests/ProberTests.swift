import AXEngine
import AXModel
import AXTestSupport
import Testing
@testable import AXAudit

@Suite struct ProberTests {
    @Test func probesBeyondTheLimitAreRefusedAndTheRuleIsPartial() throws {
        let buttons = (0..<3).map { #"{"id":"b\#($0)","type":"button","frame":[0,\#($0 * 50),393,44],"label":"Item \#($0)","actions":{"activate":[{"announce":"Opened"}]}}"# }
        let text = Fixture.json(buttons.joined(separator: ","))
        let options = AuditOptions(rules: ["announcement-cut-off", "focus-lost-after-action"], minSeverity: .info)
        func notRun(limit: Int) throws -> [NotRun] {
            try Auditor.audit(try Fixture.load(text).snapshot, file: "t", source: .none, isDump: false, options: options, probeLimit: limit).notRun
        }
        #expect(try notRun(limit: 2) == [
            NotRun(rule: "focus-lost-after-action", reason: "the limit of 2 probes left some of its probes unrun", partial: true),
            NotRun(rule: "announcement-cut-off", reason: "the limit of 2 probes left some of its probes unrun", partial: true),
        ])
        #expect(try notRun(limit: 3) == [])
        #expect(Prober.limit == 5_000)
    }

    @Test func aProbeSeesTheStateAfterItSettles() throws {
        let snapshot = try Fixture.snapshot(#"{"id":"b","type":"button","frame":[0,0,100,44],"label":"Go","valueBlock":{"expr":"n"},"actions":{"activate":[{"announce":"Counting"},{"set":"n","to":"n + 1","delay":1}]}}"#,
                                            extra: #", "state": {"n": 1}"#)
        let prober = Prober(snapshot: snapshot, initial: Analysis(snapshot: snapshot).resolution)
        #expect(prober.plan(stop: 0, action: .perform(.activate)))
        let result = try #require(prober.result(stop: 0, action: .perform(.activate)))
        #expect(result.before.value == "1" && result.after.value == "2")
        #expect(result.utterances.map(\.fullText) == ["Counting"])
        #expect(prober.result(stop: 0, action: .perform(.escape)) == nil)
    }
}
