import AXAudit
import AXModel
import Testing

/// audit.md §11, one test per example.
@Suite struct WorkedExamplesTests {
    static let card = #"{"id":"card","type":"view","frame":[20,80,353,120],"isAccessibilityElement":true,"label":"Orange card"%@,"children":[{"id":"buy","type":"button","frame":[40,140,120,44],"text":"Buy"}]}"#

    @Test func swallowedActionsAndTheCustomActionThatCoversThem() throws {
        let report = try AuditFixture.report(Self.card.replacingOccurrences(of: "%@", with: ""))
        #expect(AuditFixture.summary(report) == ["swallowed-actions error card"])
        #expect(report.findings[0].message == "`card` hides 1 control(s): “Buy” (`buy`).")
        let covered = try AuditFixture.report(Self.card.replacingOccurrences(of: "%@", with: #","customActions":[{"name":"Buy","effects":[]}]"#))
        #expect(AuditFixture.summary(covered) == [])
    }

    static let filter = #"{"id":"filter","type":"button","frame":[16,120,120,44],"label":"Filter"%@,"valueBlock":{"expr":"on ? 'On' : 'Off'"},"actions":{"activate":[{"set":"on","to":"!on"}]}}"#

    @Test func toggleWithoutTrait() throws {
        let report = try AuditFixture.report(Self.filter.replacingOccurrences(of: "%@", with: ""), extra: #", "state": {"on": false}"#)
        #expect(AuditFixture.summary(report) == ["toggle-without-trait warning filter"])
        #expect(report.findings[0].message == "`filter` acts as a toggle (“Off”; Off → On → Off) without the toggle trait.")
        let fixed = try AuditFixture.report(Self.filter.replacingOccurrences(of: "%@", with: #","addTraits":["isToggle"]"#),
                                            extra: #", "state": {"on": false}"#)
        #expect(AuditFixture.summary(fixed) == [])
    }

    @Test func adjustableWithoutEffects() throws {
        let report = try AuditFixture.report(#"{"id":"rating","type":"view","isAccessibilityElement":true,"frame":[16,200,200,44],"label":"Rating","value":"3 stars","traits":["adjustable"]}"#)
        #expect(AuditFixture.summary(report) == ["adjustable-no-effect error rating"])
        #expect(report.findings[0].message == "`rating` is adjustable but has no increment or decrement.")
    }

    @Test func smallCloseButtonWithTheWordButton() throws {
        let report = try AuditFixture.report(AuditFixture.button("close", y: 52, width: 24, height: 24, label: "Close button")
            .replacingOccurrences(of: "[16,52", with: "[350,52"))
        #expect(AuditFixture.summary(report) == ["target-too-small error close", "trait-word-in-label warning close"])
        #expect(report.findings.map(\.message) == [
            "`close` is 24 × 24 pt; the minimum is 28 × 28 pt.",
            "Label “Close button” says “button”, which VoiceOver says for the button trait.",
        ])
        let larger = try AuditFixture.report(AuditFixture.button("close", y: 52, width: 36, height: 36, label: "Close"))
        #expect(AuditFixture.summary(larger) == ["target-too-small warning close"])
    }

    @Test func koreanTraitAndStateWords() throws {
        let report = try AuditFixture.report(#"""
        {"id":"play","type":"button","frame":[16,300,120,44],"label":"재생버튼"},
        {"id":"wifi","type":"switch","frame":[16,360,361,44],"label":"Wi-Fi 켬","value":"1"}
        """#, extra: #", "locale": "ko""#)
        #expect(AuditFixture.summary(report) == ["trait-word-in-label warning play", "state-in-label warning wifi"])
        #expect(report.findings[1].message == "Label “Wi-Fi 켬” contains the state “켬”.")
    }

    static let rows = #"""
    {"id":"rowBob","type":"stack","childBehavior":"combine","visibleWhen":"bob","frame":[0,170,393,60],"children":[
      {"id":"bobName","type":"label","frame":[16,180,200,40],"text":"Bob"},
      {"id":"delete","type":"button","frame":[300,180,80,40],"text":"Delete","actions":{"activate":[{"set":"bob","to":"false"}%@]}}]},
    {"id":"add","type":"button","frame":[16,320,361,44],"text":"Add Name"}
    """#

    @Test func focusLostAfterDeletingARow() throws {
        let report = try AuditFixture.report(Self.rows.replacingOccurrences(of: "%@", with: ""), extra: #", "state": {"bob": true}"#)
        #expect(AuditFixture.summary(report) == ["focus-lost-after-action warning rowBob"])
        #expect(report.findings[0].message == "After activate on `rowBob` it disappears; focus falls silently to `add`.")
        let fixed = try AuditFixture.report(Self.rows.replacingOccurrences(of: "%@", with: #",{"layoutChanged":"add"}"#),
                                            extra: #", "state": {"bob": true}"#)
        #expect(AuditFixture.summary(fixed) == [])
    }

    static let sheet = #"""
    {"id":"edit","type":"button","frame":[16,290,361,44],"text":"Edit"},
    {"id":"sheet","type":"view","frame":[0,400,393,452],"accessibilityViewIsModal":true,"visibleWhen":"shown","children":[
      {"id":"done","type":"button","frame":[317,416,60,44],"text":"Done","actions":{"activate":[%@{"screenChanged":null}]}}]}
    """#

    @Test func modalWithoutEscapeAndWithoutExit() throws {
        let closing = try AuditFixture.report(Self.sheet.replacingOccurrences(of: "%@", with: #"{"set":"shown","to":"false"},"#),
                                              extra: #", "state": {"shown": true}"#)
        #expect(AuditFixture.summary(closing) == ["modal-without-escape warning sheet"])
        #expect(closing.findings[0].message == "Modal view `sheet` closes only with “Done”, not with escape.")
        let trapping = try AuditFixture.report(Self.sheet.replacingOccurrences(of: "%@", with: ""), extra: #", "state": {"shown": true}"#)
        #expect(AuditFixture.summary(trapping) == ["modal-without-exit error sheet"])
    }

    @Test func keyboardKeySuppressedByAuditIgnore() throws {
        let report = try AuditFixture.report(#"{"id":"key","type":"button","frame":[0,800,40,36],"label":"Tab","addTraits":["keyboardKey"],"auditIgnore":[{"rule":"target-too-small","reason":"system keyboard"}]}"#)
        #expect(report.findings.isEmpty)
        #expect(report.suppressed.map { "\($0.finding.rule) \($0.by.rawValue) \($0.reason ?? "-")" } == ["target-too-small auditIgnore system keyboard"])
        #expect(report.suppressed[0].finding.severity == .warning)
    }
}
