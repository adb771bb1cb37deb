@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// Analyses of one snapshot sharing what they derive (the audit's probes).
@Suite struct AnalysisCacheTests {
    static let nodes = #"{"id":"toggle","type":"switch","frame":[0,0,100,44],"label":"Wi-Fi","actions":{"activate":[{"set":"on","to":"!on"}]}},"#
        + #"{"id":"extra","type":"button","frame":[0,50,100,44],"label":"Join","visibleWhen":"!on"}"#
    static let state = #", "state": {"on": true}"#

    func stops(_ analysis: Analysis) -> [String] { analysis.resolution.elements.map { analysis.snapshot.nodes[$0.node].id } }

    @Test func aStateMetAgainTakesTheResolutionKeptForIt() throws {
        let snapshot = try Fixture.snapshot(Self.nodes, extra: Self.state)
        let initial = Analysis(snapshot: snapshot)
        let cache = AnalysisCache()
        let first = Analysis(snapshot: snapshot, initialResolution: initial.resolution, cache: cache)
        #expect(cache.keptCount == 1)
        first.evaluation.set("on", to: .bool(false))
        first.resolveAgain()
        #expect(stops(first) == ["toggle", "extra"])
        #expect(cache.keptCount == 2)
        let second = Analysis(snapshot: snapshot, initialResolution: initial.resolution, cache: cache)
        // Each starts from the snapshot's state, whatever the others changed in theirs.
        #expect(second.evaluation.state == ["on": .bool(true)] && second.evaluation.stateOrder == ["on"])
        #expect(first.evaluation.state == ["on": .bool(false)])
        #expect(cache.keptCount == 2)
        second.evaluation.set("on", to: .bool(false))
        second.resolveAgain()
        #expect(stops(second) == ["toggle", "extra"])
        second.evaluation.set("on", to: .bool(true))
        second.resolveAgain()
        #expect(stops(second) == ["toggle"])
        #expect(cache.keptCount == 2)
        // The word tables are one; the probes' evaluations keep no record of runs.
        #expect(first.narrator.tables === second.narrator.tables)
        #expect(!first.evaluation.recordsRuns)
    }

    @Test func beyondItsCapacityAStateIsResolvedEachTime() throws {
        let snapshot = try Fixture.snapshot(Self.nodes, extra: Self.state)
        let cache = AnalysisCache(capacity: 1)
        let analysis = Analysis(snapshot: snapshot, initialResolution: Analysis(snapshot: snapshot).resolution, cache: cache)
        analysis.evaluation.set("on", to: .bool(false))
        analysis.resolveAgain()
        #expect(stops(analysis) == ["toggle", "extra"])
        #expect(cache.keptCount == 1)
        #expect(cache.resolution(at: ["on": .bool(false)]) == nil)
    }
}
