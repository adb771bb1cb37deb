import Testing

@Suite struct ToggleWithoutTraitTests {
    static let state = #", "state": {"on": false}"#

    @Test func anOnOffValueAloneIsInfo() throws {
        #expect(try AuditFixture.findings("toggle-without-trait", #"{"id":"c","type":"button","frame":[0,100,393,44],"label":"Bold","value":"Off"}"#)
            == ["info c: `c` acts as a toggle (“Off”) without the toggle trait."])
    }

    @Test func activatingTwiceThatRestoresIsAWarning() throws {
        #expect(try AuditFixture.findings("toggle-without-trait", #"{"id":"c","type":"button","frame":[0,100,393,44],"label":"Bold","valueBlock":{"expr":"on ? 'Bold on' : 'Plain'"},"actions":{"activate":[{"set":"on","to":"!on"}]}}"#, extra: Self.state)
            == ["warning c: `c` acts as a toggle (Plain → Bold on → Plain) without the toggle trait."])
        #expect(try AuditFixture.findings("toggle-without-trait", #"{"id":"c","type":"button","frame":[0,100,393,44],"label":"Bold","labelBlock":{"expr":"on ? 'Bold' : 'Plain'"},"addTraits":[],"actions":{"activate":[{"set":"on","to":"!on"}]}}"#, extra: Self.state)
            == ["warning c: `c` acts as a toggle (Plain → Bold → Plain) without the toggle trait."])
    }

    @Test func aSwitchOrAOneWayActionDoesNot() throws {
        #expect(try AuditFixture.findings("toggle-without-trait", #"{"id":"c","type":"switch","frame":[0,100,393,44],"label":"Bold","value":"0"}"#) == [])
        #expect(try AuditFixture.findings("toggle-without-trait", #"{"id":"c","type":"button","frame":[0,100,393,44],"label":"Next","valueBlock":{"expr":"on ? 'Page 2' : 'Page 1'"},"actions":{"activate":[{"set":"on","to":"true"}]}}"#, extra: Self.state) == [])
    }

    @Test func withoutEffectsOnlyTheValueTestRuns() throws {
        let report = try AuditFixture.report(#"{"id":"c","type":"button","frame":[0,100,393,44],"label":"Bold","value":"On"}"#, rules: ["toggle-without-trait"])
        #expect(report.notRun.map { "\($0.partial) \($0.reason)" } == ["true only its value test ran: no action in the snapshot has an effect"])
        #expect(report.findings.map(\.severity.rawValue) == ["info"])
    }
}
