import AXAudit
import AXImport
import AXModel
import AXTestSupport
import Foundation
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

    /// A real WebDriverAgent page source (`Tests/Samples/wda-xml`, source in its `SOURCES.md`):
    /// Safari showing TodoMVC's page in nested web views, its own bar below and a tip popover.
    @Test func aRealSafariPageSourceWarnsOfTheWebLinksAndFaultsSafarisOwnControls() throws {
        let path = Fixture.projectSample("wda-xml/shinulearning-ShinuAILabs-Alumnium_safari-todomvc-webview-links-tip-popover.xml")
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let conversion = try Importer.convert(bytes, fileName: path)
        let snapshot = try SnapshotLoader.load(bytes: Array(conversion.text.utf8), fileName: path).snapshot
        let report = try Auditor.audit(snapshot, file: path, source: .dump(lines: conversion.elementLines), isDump: true,
                                       options: AuditOptions(rules: ["target-too-small"], minSeverity: .info))
        // Safari's address field (a text field: its `traits=""` cannot list UIKit's private text
        // entry trait), its reload button and the popover's Close button are native and below
        // the minimum: errors. The page's "Source" link and its footer's "TodoMVC" link, inside the
        // XCUIElementTypeWebView, are below it too but warnings that say they are web content;
        // Safari's Page Menu button is only below the recommendation. The link elements are the
        // StaticTexts with the link trait that WebDriverAgent reports accessible (their lines).
        #expect(report.findings.map { "\($0.severity.rawValue) \($0.element) \($0.location.line): \($0.message)" } == [
            "error TabBarItemTitle 130: “Address” (`TabBarItemTitle`) is 107 × 21 pt; the minimum is 28 × 28 pt.",
            "error ReloadButton 131: “refresh” (`ReloadButton`) is 19 × 22 pt; the minimum is 28 × 28 pt.",
            "error xmark.circle.fill 199: “Close” (`xmark.circle.fill`) is 27 × 26 pt; the minimum is 28 × 28 pt.",
            "warning Source-2 40: “Source” is 45 × 17 pt; the minimum is 28 × 28 pt. It is web content, whose size is the page's: verify the target in the page.",
            "warning TodoMVC-2 68: “TodoMVC” is 49 × 14 pt; the minimum is 28 × 28 pt. It is web content, whose size is the page's: verify the target in the page.",
            "warning PageFormatMenuButton 127: “Page Menu” (`PageFormatMenuButton`) is 40 × 40 pt; 44 × 44 pt is recommended.",
        ])
        // Only the page's links carry "webContent" (true); the large "todos" link is no finding.
        #expect(report.findings.map { $0.data.map(\.0) } == [
            ["width", "height"], ["width", "height"], ["width", "height"], ["width", "height", "webContent"],
            ["width", "height", "webContent"], ["width", "height"],
        ])
        #expect(report.findings.allSatisfy { finding in
            finding.data.allSatisfy { key, value in
                guard key == "webContent" else { return true }
                if case .bool(true) = value { return true }
                return false
            }
        })
        #expect(snapshot.nodes.filter { $0.type == .webView }.count == 3)
    }
}
