import Testing

@Suite struct TargetTooSmallTests {
    @Test func belowTheMinimumIsAnError() throws {
        #expect(try AuditFixture.findings("target-too-small", AuditFixture.button("b", width: 27.9, height: 60))
            == ["error b: `b` is 27.9 × 60 pt; the minimum is 28 × 28 pt."])
    }

    @Test func belowTheRecommendationIsAWarning() throws {
        #expect(try AuditFixture.findings("target-too-small", AuditFixture.button("b", width: 120, height: 43.9))
            == ["warning b: `b` is 120 × 43.9 pt; 44 × 44 pt is recommended."])
        #expect(try AuditFixture.findings("target-too-small", AuditFixture.button("b", width: 28, height: 28))
            == ["warning b: `b` is 28 × 28 pt; 44 × 44 pt is recommended."])
    }

    @Test func fortyFourPointsAndDimmedControlsPass() throws {
        #expect(try AuditFixture.findings("target-too-small", AuditFixture.button("b", width: 44, height: 44)) == [])
        #expect(try AuditFixture.findings("target-too-small", #"{"id":"b","type":"button","frame":[0,0,20,20],"label":"X","addTraits":["notEnabled"]}"#) == [])
    }

    @Test func inAWebViewTheSizeIsThePagesAndAWarning() throws {
        let link = #"{"id":"privacy","type":"link","frame":[16,700,52,16],"label":"Privacy"}"#
        let page = #"{"id":"page","type":"webView","frame":[0,0,390,844],"children":[{"id":"footer","frame":[0,690,390,40],"children":[\#(link)]}]}"#
        #expect(try AuditFixture.findings("target-too-small", page + "," + AuditFixture.button("close", y: 760, width: 20, height: 20)) == [
            "error close: `close` is 20 × 20 pt; the minimum is 28 × 28 pt.",
            "warning privacy: `privacy` is 52 × 16 pt; the minimum is 28 × 28 pt. It is web content, whose size is the page's: verify the target in the page.",
        ])
        let data = try AuditFixture.report(page, rules: ["target-too-small"]).findings.map { $0.data.map(\.0) }
        #expect(data == [["width", "height", "webContent"]])
    }

    @Test func aDumpsElementsAreNamedByTheirLabels() throws {
        let imported = #", "importedFrom": {"format": "wda-xml", "file": "d.xml"}"#
        let nodes = AuditFixture.button("Sign_in___Register", width: 120, height: 30, label: "Sign in | Register") + ","
            + #"{"id":"Help","type":"button","frame":[16,200,30,30],"label":"Help","identifier":"helpButton"}"# + ","
            + #"{"id":"button","type":"button","frame":[16,300,30,30]}"#
        #expect(try AuditFixture.findings("target-too-small", nodes, extra: imported) == [
            "warning Sign_in___Register: “Sign in | Register” is 120 × 30 pt; 44 × 44 pt is recommended.",
            "warning Help: “Help” (`helpButton`) is 30 × 30 pt; 44 × 44 pt is recommended.",
            "warning button: `button` is 30 × 30 pt; 44 × 44 pt is recommended.",
        ])
    }
}
