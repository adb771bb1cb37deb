@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §6: a block that evaluates to empty text, or fails, counts as no property
/// and never falls back to the plain one.
@Suite struct EvaluationTests {
    @Test func emptyOrFailedBlocksCountAsNoProperty() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "failed", "type": "label", "text": "Level", "value": "plain", "frame": [16, 100, 300, 30],
             "valueBlock": {"expr": "level * 2", "captured": "?"}},
            {"id": "empty", "type": "label", "text": "Name", "frame": [16, 140, 300, 30], "valueBlock": {"expr": "''"}},
            {"id": "recorded", "type": "label", "text": "Mode", "frame": [16, 180, 300, 30], "valueBlock": {"captured": "Dark"}}
            """#, extra: #", "state": {"level": "high"}"#)
        let analysis = Analysis(snapshot: snapshot)
        #expect(try Fixture.descriptions(snapshot) == ["Level", "Name", "Mode: Dark"])
        _ = try analysis.narrator.describe(analysis.element(stop: 0))
        #expect(analysis.evaluation.counts == ["failed.valueBlock": 1])
        #expect(analysis.evaluation.errors["failed.valueBlock"] != nil)
        #expect(analysis.evaluation.results["failed.valueBlock"] == .some(nil))
    }

    @Test func aCapturedBlockCountsEachTimeItStandsIn() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "recorded", "type": "label", "text": "Mode", "frame": [16, 180, 300, 30], "valueBlock": {"captured": "Dark"}}
            """#)
        let (spoken, session) = try Fixture.simulate(snapshot, "next,wait:2,first")
        #expect(spoken == ["Mode: Dark", nil, "Mode: Dark"])
        #expect(session.analysis.evaluation.counts == ["recorded.valueBlock": 2])
        #expect(session.analysis.evaluation.results["recorded.valueBlock"] == .some("Dark"))
    }
}
