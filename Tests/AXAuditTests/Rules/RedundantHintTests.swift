import Testing

@Suite struct RedundantHintTests {
    func hint(_ hint: String, label: String = "Play") -> String {
        #"{"id":"b","type":"button","frame":[16,100,120,44],"label":"\#(label)","hint":"\#(hint)"}"#
    }

    @Test func repeatingTheLabelFires() throws {
        #expect(try AuditFixture.findings("redundant-hint", hint("Play the song")) == ["warning b: Hint “Play the song” repeats the label."])
        #expect(try AuditFixture.findings("redundant-hint", hint("play.")) == ["warning b: Hint “play.” repeats the label."])
    }

    @Test func namingTheTraitOrTheGestureFires() throws {
        #expect(try AuditFixture.findings("redundant-hint", hint("Button that starts playback"))
            == ["warning b: Hint “Button that starts playback” names the button."])
        #expect(try AuditFixture.findings("redundant-hint", hint("Double tap to start playback"))
            == ["warning b: Hint “Double tap to start playback” names the gesture “double tap”."])
    }

    @Test func aVerbHintDoesNot() throws {
        #expect(try AuditFixture.findings("redundant-hint", hint("Starts playback")) == [])
    }

    @Test func notRunOnAnImport() throws {
        let report = try AuditFixture.report(hint("Play"), extra: #", "importedFrom": {"format": "wda-xml", "file": "d.xml"}"#,
                                             rules: ["redundant-hint"])
        #expect(report.findings.isEmpty)
        #expect(report.notRun.map(\.reason) == ["the snapshot was imported (dumps record no hints)"])
    }
}
