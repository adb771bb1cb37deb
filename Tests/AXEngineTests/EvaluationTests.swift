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

    @Test func withoutARecordBlocksRunAlikeAndNothingIsKept() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "failed", "type": "label", "text": "Level", "frame": [16, 100, 300, 30], "valueBlock": {"expr": "level * 2"}},
            {"id": "on", "type": "switch", "label": "Wi-Fi", "frame": [16, 140, 300, 30], "valueBlock": {"expr": "on ? '1' : '0'"}},
            {"id": "recorded", "type": "label", "text": "Mode", "frame": [16, 180, 300, 30], "valueBlock": {"captured": "Dark"}}
            """#, extra: #", "state": {"level": "high", "on": true}"#)
        let recorded = Analysis(snapshot: snapshot), unrecorded = Analysis(snapshot: snapshot, recordsRuns: false)
        #expect(!unrecorded.evaluation.recordsRuns)
        let spoken = { (analysis: Analysis) in
            try (0..<3).map { try analysis.narrator.describe(analysis.element(stop: $0)).speech.description }
        }
        #expect(try spoken(unrecorded) == ["Level", "Wi-Fi. Switch Button. On.", "Mode: Dark"])
        #expect(try spoken(unrecorded) == spoken(recorded))
        #expect(recorded.evaluation.counts == ["failed.valueBlock": 1, "on.valueBlock": 1, "recorded.valueBlock": 1])
        #expect(unrecorded.evaluation.counts.isEmpty)
        #expect(unrecorded.evaluation.results.isEmpty)
        #expect(unrecorded.evaluation.errors.isEmpty)
        #expect(unrecorded.evaluation.totalCount == 0)
        #expect(unrecorded.evaluation.result(of: snapshot.nodes[2], .valueBlock) == nil)
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

    @Test func aRepeatedExpressionIsEvaluatedAgainstTheStateOfEachRun() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "a", "type": "switch", "label": "A", "frame": [16, 100, 300, 30], "valueBlock": {"expr": "on ? '1' : '0'"}},
            {"id": "b", "type": "switch", "label": "B", "frame": [16, 140, 300, 30], "valueBlock": {"expr": "on ? '1' : '0'"}}
            """#, extra: #", "state": {"on": true}"#)
        let evaluation = Evaluation(snapshot: snapshot)
        let (a, b) = (snapshot.nodes[1], snapshot.nodes[2])
        #expect(evaluation.run(a.valueBlock!, kind: .valueBlock, of: a) == "1")
        evaluation.set("on", to: .bool(false))
        #expect(evaluation.run(b.valueBlock!, kind: .valueBlock, of: b) == "0")
        #expect(evaluation.run(a.valueBlock!, kind: .valueBlock, of: a) == "0")
    }

    /// A kept tree's value stands for the text until its evaluation's state changes, and only for
    /// that evaluation, though others share the trees (the audit's probes).
    @Test func aKeptValueLastsUntilTheStateChanges() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "a", "type": "label", "text": "A", "frame": [16, 100, 300, 30], "valueBlock": {"expr": "level * 2"}}
            """#, extra: #", "state": {"level": "high"}"#)
        let a = snapshot.nodes[1], block = try #require(a.valueBlock)
        let trees = ExpressionTrees()
        let first = Evaluation(snapshot: snapshot, trees: trees), second = Evaluation(snapshot: snapshot, trees: trees)
        for _ in 0..<3 { #expect(first.run(block, kind: .valueBlock, of: a) == nil) }
        #expect(first.errors["a.valueBlock"]?.description.contains("'*'") == true)
        second.set("level", to: .number(4))
        #expect(second.run(block, kind: .valueBlock, of: a) == "8")
        #expect(first.run(block, kind: .valueBlock, of: a) == nil)
        first.set("level", to: .number(2))
        #expect(first.run(block, kind: .valueBlock, of: a) == "4")
        #expect(first.run(block, kind: .valueBlock, of: a) == "4")
        #expect(second.run(block, kind: .valueBlock, of: a) == "8")
        first.set("level", to: .number(3))
        #expect(first.run(block, kind: .valueBlock, of: a) == "6")
        #expect(first.counts == ["a.valueBlock": 7])
    }

    /// A text's hash is remembered by the address of its bytes; texts made and freed one after
    /// another, which take the addresses of those before them, still have their own values, kept
    /// or not.
    @Test func textsAtAnAddressAnotherHadHaveTheirOwnValues() throws {
        let trees = ExpressionTrees()
        let state: [String: Value] = ["count": .number(3)]
        for round in 0..<3 {
            for n in 0..<6_000 {
                let text = String(repeating: " ", count: n % 7) + "count * 1000 + \(n) + \(round)"
                #expect(try trees.evaluate(text, in: state, generation: round) == .number(Double(3_000 + n + round)))
            }
        }
        let shared = "count * 1000 + 12345678"
        for generation in 10..<14 {
            #expect(try trees.evaluate(shared, in: state, generation: generation) == .number(12_348_678))
        }
    }

    @Test func eachBlockIsKeptByNodeAndKind() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "a", "type": "label", "text": "A", "frame": [16, 100, 300, 30], "valueBlock": {"expr": "n"}},
            {"id": "b", "type": "label", "text": "B", "frame": [16, 140, 300, 30], "valueBlock": {"expr": "missing"},
             "hintBlock": {"captured": "Hint"}}
            """#, extra: #", "state": {"n": 3}"#)
        let evaluation = Evaluation(snapshot: snapshot)
        let a = try #require(snapshot.node(id: "a")), b = try #require(snapshot.node(id: "b"))
        #expect(evaluation.run(a.valueBlock!, kind: .valueBlock, of: a) == "3")
        #expect(evaluation.run(a.valueBlock!, kind: .valueBlock, of: a) == "3")
        #expect(evaluation.run(b.valueBlock!, kind: .valueBlock, of: b) == nil)
        #expect(evaluation.run(b.hintBlock!, kind: .hintBlock, of: b) == "Hint")
        #expect(evaluation.count(of: a, .valueBlock) == 2)
        #expect(evaluation.count(of: b, .labelBlock) == 0)
        #expect(evaluation.result(of: a, .valueBlock) == .some("3"))
        #expect(evaluation.result(of: b, .valueBlock) == .some(nil))
        #expect(evaluation.result(of: a, .hintBlock) == nil)
        #expect(evaluation.error(of: b, .valueBlock) != nil)
        #expect(evaluation.error(of: a, .valueBlock) == nil)
        #expect(evaluation.counts == ["a.valueBlock": 2, "b.valueBlock": 1, "b.hintBlock": 1])
        #expect(Array(evaluation.errors.keys) == ["b.valueBlock"])
        #expect(evaluation.totalCount == 4)
    }
}
