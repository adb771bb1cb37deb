import AXCommandLine
import AXTestSupport
import Foundation
import Testing

@Suite struct AuditCommandTests {
    let run = CommandLineToolTests().run

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("axscope-audit")
    }

    func temporaryFile(_ name: String, _ text: String) throws -> String {
        try folder.write(name, text)
    }

    @Test func theDemosAnnouncementsAreCutOff() {
        let path = Fixture.sample("photo-filter")
        let result = run(["audit", path, "--min-severity", "info"])
        #expect(result.code == 1)
        #expect(result.err == "")
        #expect(result.out == """
        \(path):21:8: warning: “Zoom 2x” from zoomIn on `zoomView` is cut before it began by “Original, zoom 2x” (default). [announcement-cut-off]
        \(path):50:10: info: “Opening Camera” from activate on `cameraButton` is cut after “Opening Ca” by “Camera Active” (high). [announcement-cut-off]
        \(path): note: text-contrast not run: the snapshot has no screenshot
        0 errors, 1 warning, 1 info (0 suppressed, 0 baselined, 0 below threshold, 1 rule not run)

        """)
    }

    @Test func aDumpRunsWhatItCanAndLocatesElementsByLine() {
        let path = Fixture.shared("wda-xml/shirates-core_ios_KeyboardScreen.xml")
        let result = run(["audit", path, "--min-severity", "info", "--json"])
        #expect(result.code == 1)
        #expect(result.out.contains(#""imported": true"#))
        let notRun = run(["audit", path, "--min-severity", "info"]).out.split(separator: "\n").filter { $0.contains(": note: ") }
            .map { $0.components(separatedBy: ": note: ")[1].components(separatedBy: ":")[0] }
        #expect(notRun == ["redundant-hint not run", "activation-point-outside not run", "toggle-without-trait partly run",
                           "adjustable-no-effect not run", "focus-lost-after-action not run", "modal-without-exit not run",
                           "modal-without-escape not run", "announcement-cut-off not run", "list-without-container not run",
                           "text-contrast not run"])
        #expect(run(["audit", path]).out.contains("\(path):83:1: warning: “About Dictation and Privacy…” is 350 × 33 pt; 44 × 44 pt is recommended. [target-too-small]"))
        let settingsCell = "\(path):44:1: info: “One-Handed Keyboard” acts as a toggle (“Off”) without the toggle trait. [toggle-without-trait]"
        #expect(run(["audit", path, "--min-severity", "info", "--from", "wda-xml"]).out.contains(settingsCell))
        #expect(!run(["audit", path]).out.contains(settingsCell))
    }

    @Test func jsonListsFindingsSuppressionsAndRulesNotRun() throws {
        let path = try temporaryFile("login.axsnap", Fixture.json(#"""
        {"id": "close", "type": "button", "frame": [350, 52, 24, 24], "label": "Close"},
        {"id": "brand", "type": "button", "frame": [16, 120, 361, 44], "label": "Buy button", "auditIgnore": [{"rule": "trait-word-in-label", "reason": "brand"}, "no-such-rule"]}
        """#))
        let result = run(["audit", path, "--json"])
        #expect(result.code == 1)
        #expect(result.err == "\(path):3:155: warning: root.children[1].auditIgnore[1]: unknown audit rule 'no-such-rule' (ignored)\n")
        #expect(result.out.hasPrefix("""
        {
          "file": "\(path)",
          "imported": false,
          "minSeverity": "warning",
          "summary": {
            "errors": 1,
            "warnings": 0,
            "infos": 0,
            "suppressed": 1,
            "baselined": 0,
            "fixed": 0,
            "belowThreshold": 0,
            "notRun": 5
          },
          "findings": [
            {"rule": "target-too-small", "severity": "error", "element": "close", "path": "root.children[0]", "line": 2, "column": 86, "frame": [350, 52, 24, 24], "stop": 1, "message": "`close` is 24 × 24 pt; the minimum is 28 × 28 pt.", "help": "Enlarge its frame.", "related": [], "data": {"width": 24, "height": 24}, "fingerprint": "1e6727f7a05558d9", "baseline": null}
          ],
          "suppressed": [
        """))
        #expect(result.out.contains("""
          "suppressed": [
            {"rule": "trait-word-in-label", "severity": "warning", "element": "brand", "path": "root.children[1]", "line": 3, "column": 2, "frame": [16, 120, 361, 44], "stop": 2, "message": "Label “Buy button” says “button”, which VoiceOver says for the button trait.", "help": "Remove the word; set the trait.", "related": [], "data": {"word": "button", "trait": "button"}, "fingerprint": "c38981100abd885a", "baseline": null, "by": "auditIgnore", "reason": "brand"}
          ],
          "notRun": [
            {"rule": "toggle-without-trait", "reason": "only its value test ran: no action in the snapshot has an effect", "partial": true},
        """))
        #expect(result.out.hasSuffix("""
            {"rule": "text-contrast", "reason": "the snapshot has no screenshot", "partial": false}
          ]
        }

        """))
    }

    @Test func aBaselineKeepsOldFindingsOutAndCountsFixedOnes() throws {
        let children = [#"{"id": "a", "type": "button", "frame": [16, 100, 20, 20], "label": "A"}"#,
                        #"{"id": "b", "type": "button", "frame": [16, 200, 20, 20], "label": "B"}"#]
        let before = try temporaryFile("before.axsnap", Fixture.json(children.joined(separator: ",")))
        let baseline = run(["audit", before, "--json", "--min-severity", "info"])
        let baselinePath = try temporaryFile("baseline.json", baseline.out)
        #expect(run(["audit", before, "--baseline", baselinePath]).out.hasSuffix("0 errors, 0 warnings, 0 infos (0 suppressed, 2 baselined, 0 below threshold, 5 rules not run)\n"))
        #expect(run(["audit", before, "--baseline", baselinePath]).code == 0)
        let after = try temporaryFile("after.axsnap", Fixture.json(children[0] + #", {"id": "c", "type": "link", "frame": [16, 300, 20, 20], "label": "C"}"#))
        let json = run(["audit", after, "--baseline", baselinePath, "--json"])
        #expect(json.code == 1)
        #expect(json.out.contains(#""fixed": 1,"#) && json.out.contains(#""baseline": "new""#) && json.out.contains(#""by": "baseline","#))
        // Regenerating from a run with a baseline keeps the baselined fingerprints.
        let regenerated = try temporaryFile("again.json", run(["audit", before, "--baseline", baselinePath, "--json", "--min-severity", "info"]).out)
        #expect(run(["audit", before, "--baseline", regenerated]).code == 0)
        let refused = run(["audit", before, "--baseline", before])
        #expect(refused.code == 1 && refused.out.isEmpty)
        #expect(refused.err.hasPrefix("\(before):1:1: error: not an `axscope audit --json` output"))
    }

    @Test func selectionAndThreshold() {
        let path = Fixture.sample("nested-views")
        #expect(run(["audit", path, "--rule", "swallowed-actions"]).out.hasSuffix("1 error, 0 warnings, 0 infos (0 suppressed, 0 baselined, 0 below threshold, 0 rules not run)\n"))
        #expect(run(["audit", path, "--rule", "swallowed-actions,target-too-small", "--ignore", "target-too-small"]).out
            == run(["audit", path, "--rule", "swallowed-actions"]).out)
        #expect(run(["audit", path, "--min-severity", "error", "--rule", "unreachable-control,swallowed-actions"]).out
            .hasSuffix("1 error, 0 warnings, 0 infos (0 suppressed, 0 baselined, 1 below threshold, 0 rules not run)\n"))
        #expect(run(["audit", path, "--rule", "unreachable-control", "--min-severity", "error"]).code == 0)
    }

    @Test func wrongUsageIsExitTwoWithNothingOnStandardOutput() {
        for arguments in [["--json", "--sarif"], ["--rule", "no-such-rule"], ["--ignore", "x"], ["--min-severity", "fatal"], ["--from", "png"], ["--frobnicate"]] {
            let result = run(["audit", Fixture.sample("nested-views")] + arguments)
            #expect(result.code == 2 && result.out.isEmpty && result.err.hasPrefix("axscope: "))
        }
        let missing = run(["audit", "/no/such.axsnap"])
        #expect(missing.code == 1 && missing.out.isEmpty)
    }

    @Test func sarifLocatesTheIDKeyAndNamesTheFileAsGiven() throws {
        let result = run(["audit", Fixture.sample("profile-modal"), "--sarif"])
        #expect(result.code == 1)
        let log = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        let runs = log?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [[String: Any]]
        let location = (results?.first?["locations"] as? [[String: Any]])?.first
        let region = (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        #expect(region == ["startLine": 24, "startColumn": 11, "endLine": 24, "endColumn": 30])
        #expect((runs?.first?["automationDetails"] as? [String: String])?["id"] == "axscope/\(Fixture.sample("profile-modal"))/")
        #expect(result.out.contains(#""uri": "file://\#(Fixture.sample("profile-modal"))""#))
        #expect(result.out.contains(#""primaryLocationLineHash": "d48310e606714557:1""#))
        // Each result and notification on one line; the rules spread over lines.
        let uri = "file://\(Fixture.sample("profile-modal"))"
        #expect(result.out.contains("""
                  "toolConfigurationNotifications": [
                    {"associatedRule": {"id": "text-contrast"}, "level": "note", "message": {"text": "text-contrast not run: the snapshot has no screenshot"}}
                  ]
        """))
        #expect(result.out.hasSuffix("""
              "results": [
                {"ruleId": "target-too-small", "ruleIndex": 9, "level": "warning", "message": {"text": "`closeButton` is 60 × 40 pt; 44 × 44 pt is recommended."}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "\(uri)"}, "region": {"startLine": 24, "startColumn": 11, "endLine": 24, "endColumn": 30}}, "logicalLocations": [{"name": "closeButton", "fullyQualifiedName": "/root/children/1/children/1", "kind": "object"}]}], "partialFingerprints": {"axscope/v1": "d48310e606714557", "primaryLocationLineHash": "d48310e606714557:1"}, "properties": {"frame": [317, 416, 60, 40]}}
              ]
            }
          ]
        }

        """))
        #expect(result.out.contains("""
                    {
                      "id": "unlabeled-control",
        """))
    }
}
