import AXCommandLine
import AXTestSupport
import Foundation
import Testing

@Suite struct DiffCommandTests {
    /// diff.md §10's base snapshot A.
    static let base = Fixture.json("""
        {"id": "title", "type": "label", "frame": [16, 60, 361, 34], "text": "Photos", "addTraits": ["header"]},
        {"id": "filter", "type": "button", "frame": [16, 120, 120, 44], "text": "Filter"},
        {"id": "share", "type": "button", "frame": [257, 120, 120, 44], "text": "Share"},
        {"id": "photo", "type": "image", "frame": [16, 180, 361, 300], "label": "Beach"}
        """)

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("axscope-diff")
        _ = try write("a.axsnap", DiffCommandTests.base)
    }

    func write(_ name: String, _ text: String) throws -> String {
        try folder.write(name, text)
    }

    /// Writes `b.axsnap` as the base with `old` replaced by `new`.
    func edited(_ old: String, _ new: String) throws -> String {
        try write("b.axsnap", DiffCommandTests.base.replacingOccurrences(of: old, with: new))
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let console = CapturingConsole()
        let code = CommandLineTool.run(["diff"] + arguments, console: console)
        return (code, console.output, console.errors)
    }

    /// Runs with the folder's files given by name; the output names them without the folder.
    func runHere(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let prefix = folder.url.path + "/"
        let result = run(arguments.map { $0.hasSuffix(".axsnap") ? prefix + $0 : $0 })
        func strip(_ text: String) -> String {
            text.replacingOccurrences(of: "file://" + prefix, with: "").replacingOccurrences(of: prefix, with: "")
        }
        return (result.code, strip(result.out), strip(result.err))
    }

    var hiddenShare: (String, String) { (#""text": "Share"}"#, #""text": "Share", "accessibilityHidden": true}"#) }

    @Test func regressionFailsWithTheFullReport() throws {
        _ = try edited(hiddenShare.0, hiddenShare.1)
        let result = runHere(["a.axsnap", "b.axsnap"])
        #expect(result.code == 1)
        #expect(result.err == "")
        // The body is diff.md's E5 (WorkedExampleTests); the command adds the header and fails.
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(2) == ["--- a.axsnap (4 stops)", "+++ b.axsnap (3 stops)"])
        #expect(lines.suffix(2) == ["1 regression, 0 warnings, 1 info: fail (--fail-on regression)", ""])
        #expect(lines.count == 14)
    }

    @Test func noChangePrintsOnlyTheVerdict() {
        let result = runHere(["a.axsnap", "a.axsnap"])
        #expect(result.code == 0)
        #expect(result.out == "--- a.axsnap (4 stops)\n+++ a.axsnap (4 stops)\n0 regressions, 0 warnings, 0 infos: pass (--fail-on regression)\n")
    }

    @Test func sarifLocatesTheRegressionInA() throws {
        _ = try edited(hiddenShare.0, hiddenShare.1)
        let result = runHere(["a.axsnap", "b.axsnap", "--sarif"])
        #expect(result.code == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        #expect((run["automationDetails"] as? [String: String]) == ["id": "axscope-diff/b.axsnap/"])
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        #expect(rules.count == 28)
        #expect(rules[2]["name"] as? String == "StopUnreachable")
        #expect((rules[2]["defaultConfiguration"] as? [String: String]) == ["level": "error"])
        #expect((rules[0]["defaultConfiguration"] as? [String: String]) == ["level": "note"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["screen.stopCount", "stop.unreachable"])
        let unreachable = results[1]
        #expect(unreachable["level"] as? String == "error")
        #expect(unreachable["baselineState"] as? String == "absent")
        #expect(unreachable["ruleIndex"] as? Int == 2)
        #expect((unreachable["partialFingerprints"] as? [String: String]) == [
            "axscope/v1": "8c50572445dbfead", "primaryLocationLineHash": "8c50572445dbfead:1",
        ])
        let location = try #require((unreachable["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: String]) == ["uri": "a.axsnap"])
        #expect((physical["region"] as? [String: Int]) == ["startLine": 4, "startColumn": 2, "endLine": 4, "endColumn": 15])
        #expect((location["logicalLocations"] as? [[String: String]]) == [
            ["name": "share", "fullyQualifiedName": "/root/children/2", "kind": "object"],
        ])
        // Other `screen.*` changes sit on B's first stop.
        let count = try #require((results[0]["locations"] as? [[String: Any]])?.first?["logicalLocations"] as? [[String: String]])
        #expect(count == [["name": "title", "fullyQualifiedName": "/root/children/0", "kind": "object"]])
    }

    @Test func jsonHasEveryTopLevelKey() throws {
        _ = try edited(#""text": "Share"}"#, #""text": "Send"}"#)
        let result = runHere(["a.axsnap", "b.axsnap", "--json", "--ignore", "geometry", "--fail-on", "warning,description.label"])
        #expect(result.code == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(document.keys.sorted() == ["a", "b", "changes", "counts", "failOn", "failing", "geometryTolerance", "ignore",
                                           "navigation", "pairs"])
        let a = try #require(document["a"] as? [String: Any])
        #expect(a.keys.sorted() == ["file", "format", "imported", "locale", "modal", "stops"])
        #expect(a["format"] as? String == "axsnap")
        #expect(a["imported"] as? Bool == false)
        #expect(a["stops"] as? Int == 4)
        #expect(a["modal"] as? [String] == [])
        #expect(document["ignore"] as? [String] == ["geometry"])
        #expect(document["failOn"] as? [String] == ["warning", "description.label"])
        #expect((document["counts"] as? [String: Int]) == ["error": 0, "warning": 0, "info": 1, "ignored": 0])
        #expect(document["failing"] as? Int == 1)
        let pairs = try #require(document["pairs"] as? [[String: Any]])
        #expect(pairs.map { $0["by"] as? String } == ["id", "id", "id", "id"])
    }

    @Test func ignoreLeavesChangesOutAndCountsThem() throws {
        _ = try edited(#""text": "Share"}"#, #""text": "Send"}"#)
        let result = runHere(["a.axsnap", "b.axsnap", "--ignore=description.label"])
        #expect(result.code == 0)
        #expect(result.out.hasSuffix("""
            - 3. Share. Button.
            + 3. Send. Button.
              4. Beach. Image.

            0 regressions, 0 warnings, 0 infos, 1 ignored: pass (--fail-on regression)

            """))
    }

    @Test func failOnTerms() throws {
        _ = try edited(hiddenShare.0, hiddenShare.1)
        #expect(runHere(["a.axsnap", "b.axsnap", "--fail-on", "none"]).code == 0)
        #expect(runHere(["a.axsnap", "b.axsnap", "--ignore", "stop"]).code == 0)
        _ = try edited(#""text": "Share"}"#, #""text": "Send"}"#)
        #expect(runHere(["a.axsnap", "b.axsnap"]).code == 0)
        #expect(runHere(["a.axsnap", "b.axsnap", "--fail-on", "any"]).code == 1)
        #expect(runHere(["a.axsnap", "b.axsnap", "--fail-on", "description"]).code == 1)
        #expect(runHere(["a.axsnap", "b.axsnap", "--fail-on", "description.labelLost"]).code == 0)
    }

    @Test func stateIsSetOnBothSidesBeforeDeriving() throws {
        let a = try write("state.axsnap", Fixture.json("""
            {"id": "title", "type": "label", "frame": [16, 60, 361, 34], "text": "Photos"},
            {"id": "share", "type": "button", "frame": [257, 120, 120, 44], "text": "Share", "visibleWhen": "canShare"}
            """, extra: #", "state": {"canShare": true}"#))
        #expect(run([a, a, "--state", "canShare=false"]).code == 0)
        let result = run([a, a, "--state", "canShare=!canShare", "--state", "missing=1 + 1", "--json"])
        #expect(result.code == 0)
        #expect(result.out.contains(#""stops": 1"#))
        let refused = run([a, a, "--state", "canShare=nothing.here"])
        #expect(refused.code == 1)
        #expect(refused.out == "")
        #expect(refused.err.hasPrefix("\(a): error: --state canShare=nothing.here: "))
    }

    @Test func importedFromMarksASideImported() throws {
        let imported = DiffCommandTests.base.replacingOccurrences(of: #""screen""#, with: #""importedFrom": {"format": "wda-xml", "file": "x.xml"}, "screen""#)
            .replacingOccurrences(of: #""text": "Share"}"#, with: #""text": "Share", "hint": "Shares it.", "customActions": [{"name": "Copy", "effects": []}]}"#)
        _ = try write("b.axsnap", imported)
        let result = runHere(["a.axsnap", "b.axsnap", "--json"])
        #expect(result.code == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let b = try #require(document["b"] as? [String: Any])
        #expect(b["format"] as? String == "axsnap")
        #expect(b["imported"] as? Bool == true)
        #expect((document["changes"] as? [Any])?.count == 0)
        let pairs = try #require(document["pairs"] as? [[String: Any]])
        #expect(pairs.map { $0["by"] as? String } == ["label+role", "label+role", "label+role", "label+role"])
    }

    @Test func ignoreIdsPairsByLabelAndRole() throws {
        _ = try edited(#""id": "filter""#, #""id": "other""#)
        let result = runHere(["a.axsnap", "b.axsnap", "--ignore-ids", "--json"])
        #expect(result.code == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let pairs = try #require(document["pairs"] as? [[String: Any]])
        #expect(pairs.map { $0["by"] as? String } == ["label+role", "label+role", "label+role", "label+role"])
    }

    @Test func differentScreenSizesWarnNamingB() throws {
        _ = try edited(#""width": 393, "height": 852}"#, #""width": 390, "height": 844}"#)
        let result = runHere(["a.axsnap", "b.axsnap"])
        #expect(result.code == 0)
        #expect(result.err == "b.axsnap: warning: screen size 390×844 differs from a.axsnap's 393×852; compared as they are\n")
    }

    @Test func refusedInputPrintsNothing() {
        let result = runHere(["a.axsnap", "missing.axsnap"])
        #expect(result.code == 1)
        #expect(result.out == "")
        #expect(result.err == "missing.axsnap:1:1: error: cannot read the file: it does not exist\n")
        let forced = runHere(["a.axsnap", "a.axsnap", "--from-b", "wda-xml"])
        #expect(forced.code == 1)
        #expect(forced.out == "")
    }

    @Test(arguments: [
        ["a.axsnap"], ["a.axsnap", "b", "c"], ["-", "-"], ["a", "b", "--json", "--sarif"], ["a", "b", "--window", "--json"],
        ["a", "b", "--bogus"], ["a", "b", "--ignore", "stop.gone"], ["a", "b", "--ignore", "regression"],
        ["a", "b", "--ignore", "description.label."], ["a", "b", "--fail-on", "errors"], ["a", "b", "--geometry-tolerance", "-1"],
        ["a", "b", "--geometry-tolerance", "nan"], ["a", "b", "--geometry-tolerance", "x"], ["a", "b", "--navigation", "tree"],
        ["a", "b", "--from", "html"], ["a", "b", "--state", "=1"], ["a", "b", "--state", "x"], ["a", "b", "--state", "x=1 +"],
        ["missing.axsnap", "b", "--fail-on", "errors"],
    ])
    func usageErrors(_ arguments: [String]) {
        let result = runHere(arguments)
        #expect(result.code == 2)
        #expect(result.out == "")
        #expect(result.err.hasPrefix("axscope: "))
    }

    /// diff.md §10 E6: a WebDriverAgent dump of the same screen pairs every stop by label and
    /// role, under its generated ids, with no change.
    @Test func dumpOfTheSameScreenPairsByLabelAndRole() throws {
        let dump = try write("screen.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" enabled="true" visible="true" x="0" y="0" width="393" height="852" name="Photos" label="Photos">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="393" height="852">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="16" y="60" width="361" height="34" name="Photos" label="Photos" traits="Header,StaticText">
                  </XCUIElementTypeStaticText>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="16" y="120" width="120" height="44" name="Filter" label="Filter">
                  </XCUIElementTypeButton>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="257" y="120" width="120" height="44" name="share-button" label="Share">
                  </XCUIElementTypeButton>
                  <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="true" x="16" y="180" width="361" height="300" name="Beach" label="Beach">
                  </XCUIElementTypeImage>
                </XCUIElementTypeWindow>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """)
        let text = runHere(["a.axsnap", dump])
        #expect(text.code == 0)
        #expect(text.out == "--- a.axsnap (4 stops)\n+++ screen.xml (4 stops)\n0 regressions, 0 warnings, 0 infos: pass (--fail-on regression)\n")
        let json = runHere(["a.axsnap", dump, "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let pairs = try #require(document["pairs"] as? [[String: Any]])
        #expect(pairs.map { "\(($0["b"] as? [String: Any])?["id"] ?? "") \($0["by"] ?? "")" } == [
            "Photos-2 label+role", "Filter label+role", "share-button label+role", "Beach label+role",
        ])
        #expect((document["b"] as? [String: Any])?["format"] as? String == "wda-xml")
    }

    @Test func sarifLocatesADumpsElementByLine() throws {
        let a = Fixture.shared("wda-xml/shirates-core_ios_SettingsTopScreen.xml")
        let b = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/SettingsTopScreen-edited.xml").path
        let result = run([a, b, "--sarif"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let results = try #require((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let removed = try #require(results.first { $0["ruleId"] as? String == "stop.removed" })
        let physical = try #require((removed["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: String]) == ["uri": "file://" + a])
        #expect((physical["region"] as? [String: Int]) == ["startLine": 95])
        #expect(removed["baselineState"] as? String == "absent")
    }

    /// Tried as a new user would: a WebDriverAgent dump of Settings, and a copy edited as a code
    /// change would (the Privacy row's text emptied, the Maps row removed, a Wallet row inserted
    /// after Safari, which moves News down one row).
    @Test func editedRealDump() {
        let a = Fixture.shared("wda-xml/shirates-core_ios_SettingsTopScreen.xml")
        let b = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/SettingsTopScreen-edited.xml").path
        let result = run([a, b])
        // The emptied row is still one stop (import.md R5), now without a label: a regression.
        #expect(result.code == 1)
        #expect(result.out == """
            --- \(a) (16 stops)
            +++ \(b) (16 stops)
              … 1 unchanged
              2. Sign in to your iPhone: Set up iCloud, the App Store, and more. Button.
              3. General. Button.
              4. Accessibility. Button.
            - 5. Privacy. Button.
            + 5. Button.
              6. Passwords. Button.
              7. Safari. Button.
            + 8. Wallet. Button.
              9. News. Button.
            - 9. Maps. Button.
              10. Shortcuts. Button.
              11. Health. Button.
              12. Siri & Search. Button.
              … 4 unchanged

            Regressions (1):
              description.labelLost  B#5 Privacy→cell: "Privacy" → none
            Warnings (1):
              stop.removed  A#9 Maps: "Maps. Button."; not in B
            Info (2):
              stop.added  B#8 Wallet: "Wallet. Button."
              geometry.moved  B#9 News: (0, 538) → (0, 582)

            1 regression, 1 warning, 2 infos: fail (--fail-on regression)

            """)
    }
}
