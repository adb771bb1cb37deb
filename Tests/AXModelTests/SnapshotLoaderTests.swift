@testable import AXModel
import AXTestSupport
import Testing

@Suite struct SnapshotLoaderTests {
    @Test func loadsTopLevelDefaults() throws {
        let snapshot = try Fixture.snapshot("")
        #expect(snapshot.locale == "en")
        #expect(snapshot.idiom == .phone)
        #expect(snapshot.rowThreshold == 8)
        #expect(snapshot.screen.scale == 3)
        #expect(snapshot.nodes.count == 1)
    }

    /// The few nodes with suppressions or a language are listed, so that no pass over every node
    /// reads each one's extras to find them.
    @Test func listsTheNodesWithAuditIgnoreAndThoseWithALanguage() throws {
        let snapshot = try Fixture.snapshot("""
            {"id": "a", "frame": [0, 0, 10, 10], "language": "fr", "auditIgnore": ["missing-heading"]},
            {"id": "b", "frame": [0, 0, 10, 10], "auditIgnore": []},
            {"id": "c", "frame": [0, 0, 10, 10], "children": [
              {"id": "d", "frame": [0, 0, 10, 10], "auditIgnore": [{"rule": "target-too-small", "reason": "web"}],
               "language": "de"}], "language": "en", "auditIgnore": ["missing-heading"]},
            {"id": "e", "frame": [0, 0, 10, 10], "language": "ko"}
            """)
        #expect(snapshot.nodes.map(\.id) == ["window", "a", "b", "c", "d", "e"])
        // `c`'s members after its children are read after `d`'s: the lists are still in node order.
        #expect(snapshot.nodesWithAuditIgnore == [1, 3, 4])
        #expect(snapshot.nodesWithLanguage == [1, 3, 4, 5])
        #expect(try Fixture.snapshot(#"{"id": "a", "frame": [0, 0, 10, 10]}"#).nodesWithLanguage == [])
    }

    /// `visibleWhen` is kept beside the nodes, an entry for each node once one has it (the last
    /// node's among them, and a node's whose condition comes after its children).
    @Test func keepsTheConditionsBesideTheNodes() throws {
        let snapshot = try Fixture.snapshot("""
            {"id": "a", "frame": [0, 0, 10, 10], "children": [
              {"id": "b", "frame": [0, 0, 10, 10]}], "visibleWhen": "on"},
            {"id": "c", "frame": [0, 0, 10, 10]},
            {"id": "d", "frame": [0, 0, 10, 10], "visibleWhen": "!on"}
            """, extra: #", "state": {"on": true}"#)
        #expect(snapshot.conditions.map { $0?.source } == [nil, "on", nil, nil, "!on"])
        #expect(snapshot.visibleWhen(4)?.source == "!on" && snapshot.visibleWhen(2) == nil && snapshot.visibleWhen(9) == nil)
        let none = try Fixture.snapshot(#"{"id": "a", "frame": [0, 0, 10, 10]}"#)
        #expect(none.conditions.isEmpty && none.visibleWhen(1) == nil)
    }

    /// Whether any node is modal, by the flag or the trait (declared, added, not removed).
    @Test func tellsWhetherSomeNodeIsModal() throws {
        func hasModal(_ node: String) throws -> Bool {
            try Fixture.snapshot(#"{"id": "a", "frame": [0, 0, 10, 10], "children": [{"id": "b", "frame": [0, 0, 1, 1]\#(node)}]}"#).hasModalNodes
        }
        #expect(try !hasModal(""))
        #expect(try hasModal(#", "accessibilityViewIsModal": true"#))
        #expect(try !hasModal(#", "accessibilityViewIsModal": false"#))
        #expect(try hasModal(#", "traits": ["isModal"]"#))
        #expect(try hasModal(#", "addTraits": ["isModal"]"#))
        #expect(try !hasModal(#", "addTraits": ["isModal"], "removeTraits": ["isModal"]"#))
    }

    @Test func nodeDefaultsComeFromTheType() throws {
        let snapshot = try Fixture.snapshot("""
            {"id": "s", "type": "switch", "frame": [0, 0, 10, 10]},
            {"id": "v", "frame": [0, 0, 10, 10], "addTraits": ["isToggle", "isHeader"], "removeTraits": ["isHeader"]},
            {"id": "k", "type": "button", "frame": [0, 0, 10, 10], "directTouch": {"options": ["silentOnTouch"]}}
            """)
        #expect(snapshot.node(id: "s")?.effectiveTraits == [.button, .switchButton])
        #expect(snapshot.node(id: "s")?.isElement == true)
        #expect(snapshot.node(id: "v")?.effectiveTraits == [.switchButton])
        #expect(snapshot.node(id: "v")?.isElement == false)
        #expect(snapshot.node(id: "k")?.effectiveTraits == [.button, .allowsDirectInteraction])
        #expect(snapshot.node(id: "k")?.directTouch == [.silentOnTouch])
    }

    @Test func readsShapesBlocksActionsAndState() throws {
        let snapshot = try Fixture.snapshot("""
            {"id": "a", "type": "button", "frame": [0, 0, 40, 30],
             "contentShape": {"shape": "path", "d": "M 0 0 L 40 0 L 20 30 Z"},
             "valueBlock": {"expr": "on ? 'yes' : 'no'", "captured": "no"},
             "actions": {"activate": [{"set": "on", "to": "!on"}, {"announce": "Done", "priority": "high", "delay": 0.5}]},
             "customActions": [{"name": "Delete", "effects": [{"focus": "b"}]}]},
            {"id": "b", "type": "label", "frame": [0, 40, 10, 10], "contentShape": {"shape": "roundedRect", "cornerRadius": 8}}
            """, extra: #", "state": {"on": true, "count": 2, "name": "x"}"#)
        let a = try #require(snapshot.node(id: "a"))
        guard case .path(let path) = a.contentShape else { Issue.record("not a path"); return }
        #expect(path.commands == [.move(Point(x: 0, y: 0)), .line(Point(x: 40, y: 0)), .line(Point(x: 20, y: 30)), .close])
        #expect(a.valueBlock?.captured == "no")
        #expect(a.valueBlock?.expression?.source == "on ? 'yes' : 'no'")
        #expect(a.action(.activate)?.effects.count == 2)
        #expect(a.action(.activate)?.effects[1] == Effect(kind: .announce(.literal("Done"), priority: .high), delay: 0.5))
        #expect(a.customActions == [CustomAction(name: "Delete", effects: [Effect(kind: .focus("b"), delay: 0)])])
        #expect(snapshot.node(id: "b")?.contentShape == .roundedRect(cornerRadius: 8))
        #expect(snapshot.state.map(\.name) == ["on", "count", "name"])
        #expect(snapshot.state[1].value == .number(2))
    }

    @Test func refusesFilesAboveTheSizeLimit() throws {
        let text = Array(Fixture.json("").utf8)
        #expect(throws: Diagnostic(severity: .error, file: "big.axsnap", location: AXModel.SourceLocation(line: 1, column: 1), path: "",
                                   message: "file of \(text.count) bytes is larger than the limit of 100 bytes")) {
            try SnapshotLoader.load(bytes: text, fileName: "big.axsnap", maximumSize: 100)
        }
        #expect(throws: Diagnostic(severity: .error, file: "big.axsnap", location: AXModel.SourceLocation(line: 1, column: 1), path: "",
                                   message: "file of \(text.count + 1_048_576) bytes is larger than the limit of 1 MiB")) {
            try SnapshotLoader.load(bytes: text + Array(repeating: 0x20, count: 1_048_576), fileName: "big.axsnap", maximumSize: 1_048_576)
        }
        #expect(SnapshotLoader.maximumFileSize == 256 * 1_048_576)
        _ = try SnapshotLoader.load(bytes: text, fileName: "small.axsnap", maximumSize: text.count)
    }

    /// An importer's own conversion of a 256 MiB dump may be larger than the dump (issue 13: a
    /// 238 MiB WebDriverAgent XML gives 468 MiB) but must fit the tape's 32-bit offsets.
    @Test func acceptsConvertedTextUpToFourTimesTheInputLimit() {
        #expect(SnapshotLoader.maximumConvertedSize == 1_024 * 1_048_576)
        #expect(SnapshotLoader.maximumConvertedSize < Int(Int32.max))
    }

    @Test func warnsAboutUnknownKeys() throws {
        let loaded = try Fixture.load(Fixture.json(#"{"id": "a", "frame": [0, 0, 1, 1], "colour": "red"}"#, extra: #", "future": 1"#))
        #expect(loaded.warnings.map(\.description) == [
            "test.axsnap:1:77: warning: future: unknown key 'future' (ignored)",
            "test.axsnap:2:120: warning: root.children[0].colour: unknown key 'colour' (ignored)",
        ])
    }

    @Test func warnsAboutASwitchValueThatIsNoState() throws {
        let loaded = try Fixture.load(Fixture.json(#"""
            {"id": "a", "type": "switch", "value": "on", "frame": [0, 0, 1, 1]}, {"id": "b", "type": "switch", "value": "2", "frame": [0, 0, 1, 1]}
            """#))
        #expect(loaded.warnings.map(\.description) == [
            #"test.axsnap:2:124: warning: root.children[0].value: a switch's value is the state UIKit reports, "1", "0" or "2"; found "on" (spoken as is)"#,
        ])
    }

    @Test func warnsAboutZoomActionsWithoutSupportsZoom() throws {
        let loaded = try Fixture.load(Fixture.json(#"""
            {"id": "a", "frame": [0, 0, 1, 1], "actions": {"zoomOut": []}},
            {"id": "b", "frame": [0, 0, 1, 1], "traits": ["supportsZoom"], "actions": {"zoomIn": []}}
            """#))
        #expect(loaded.warnings.map(\.description) == [
            "test.axsnap:2:131: warning: root.children[0].actions.zoomOut: only an element with the trait 'supportsZoom' offers zoom actions; this one never runs",
        ])
    }

    @Test func warnsAboutEffectKeysThatBelongToAnotherKindOfEffect() throws {
        let loaded = try Fixture.load(Fixture.json(#"""
            {"id": "a", "frame": [0, 0, 1, 1], "actions": {"activate": [{"announce": "Hi", "to": "1"}, {"set": "x", "to": "1", "priority": "high"}]}}
            """#))
        #expect(loaded.warnings.map(\.description) == [
            "test.axsnap:2:164: warning: root.children[0].actions.activate[0].to: 'to' applies only to 'set' effects (ignored)",
            "test.axsnap:2:200: warning: root.children[0].actions.activate[1].priority: 'priority' applies only to 'announce' effects (ignored)",
        ])
    }

    func node(_ text: String) -> String? {
        Fixture.error(Fixture.json(text))
    }

    @Test func refusesWrongTypesWithPathLineAndColumn() {
        #expect(node(#"{"id": "a", "frame": "wide"}"#)
            == #"test.axsnap:2:106: error: root.children[0].frame: expected [x, y, width, height], found the string "wide""#)
        #expect(node(#"{"id": "a", "frame": [0, 0, -1, 4]}"#)
            == "test.axsnap:2:113: error: root.children[0].frame[2]: width must not be negative, found -1")
        #expect(node(#"{"id": "a", "frame": [0, 0, 1, 1], "isHidden": "yes"}"#)
            == #"test.axsnap:2:132: error: root.children[0].isHidden: expected true or false, found the string "yes""#)
    }

    @Test func refusesMissingKeysAndBadIds() {
        #expect(node(#"{"frame": [0, 0, 1, 1]}"#) == "test.axsnap:2:85: error: root.children[0]: missing required key 'id'")
        #expect(node(#"{"id": "a b", "frame": [0, 0, 1, 1]}"#)
            == "test.axsnap:2:92: error: root.children[0].id: invalid id 'a b': expected 1 to 128 of A–Z a–z 0–9 _ . : -")
        #expect(Fixture.error(#"{"format": "axsnap", "version": 1, "root": {}}"#)
            == "test.axsnap:1:1: error: missing required key 'screen'")
        #expect(Fixture.error(#"{"format": "axsnap", "version": 2}"#)
            == "test.axsnap:1:33: error: version: format version 2 is newer than this AXScope reads (version 1); update AXScope")
    }

    @Test func refusesCustomContentWithoutLabelOrValue() throws {
        #expect(node(#"{"id": "a", "frame": [0, 0, 1, 1], "customContent": [{"label": "Price", "important": true}]}"#)
            == "test.axsnap:2:138: error: root.children[0].customContent[0]: missing required key 'value'")
        #expect(node(#"{"id": "a", "frame": [0, 0, 1, 1], "customContent": [{"label": "A", "value": "1"}, {"value": "5"}]}"#)
            == "test.axsnap:2:168: error: root.children[0].customContent[1]: missing required key 'label'")
        let loaded = try Fixture.snapshot(#"{"id": "a", "frame": [0, 0, 1, 1], "customContent": [{"label": "SKU", "value": ""}]}"#)
        #expect(loaded.nodes[1].customContent == [CustomContent(label: "SKU", value: "", important: false)])
    }

    @Test func refusesDuplicateIdsPointingAtBoth() {
        #expect(node(#"{"id": "window", "frame": [0, 0, 1, 1]}"#)
            == "test.axsnap:2:92: error: root.children[0].id: duplicate id 'window' (first used by root at line 2)")
    }

    @Test func refusesAnEmptyCustomActionNameAndAStateNameExpressionsCannotRead() {
        #expect(node(#"{"id": "a", "frame": [0, 0, 1, 1], "customActions": [{"name": "", "effects": []}]}"#)
            == #"test.axsnap:2:147: error: root.children[0].customActions[0].name: a custom action needs a name VoiceOver can speak, found """#)
        #expect(node(#"{"id": "a", "frame": [0, 0, 1, 1], "actions": {"activate": [{"set": "is on", "to": "true"}]}}"#)
            == "test.axsnap:2:153: error: root.children[0].actions.activate[0].set: state name 'is on' is not a name expressions can use (letters, digits, '_' and '.')")
    }

    @Test func refusesBadReferences() {
        #expect(node(#"{"id": "a", "frame": [0, 0, 1, 1], "accessibilityElements": ["window"]}"#)
            == "test.axsnap:2:146: error: root.children[0].accessibilityElements[0]: 'window' is not in the subtree of 'a'")
        #expect(node(#"{"id": "a", "frame": [0, 0, 1, 1], "actions": {"activate": [{"focus": "nowhere"}]}}"#)
            == "test.axsnap:2:155: error: root.children[0].actions.activate[0].focus: no node has the id 'nowhere'")
    }

    @Test func refusesUnknownTraitsShapesAndBadExpressions() {
        #expect(node(#"{"id": "a", "frame": [0, 0, 1, 1], "traits": ["button", "shiny"]}"#)
            == "test.axsnap:2:141: error: root.children[0].traits[1]: unknown trait 'shiny'")
        #expect(node(#"{"id": "a", "frame": [0, 0, 1, 1], "visibleWhen": "on &&"}"#)
            == "test.axsnap:2:141: error: root.children[0].visibleWhen: expression does not parse: expected a value, found the end of the expression")
        #expect(node(#"{"id": "a", "frame": [0, 0, 1, 1], "contentShape": {"shape": "path", "d": "M 0 0 X"}}"#)
            == "test.axsnap:2:166: error: root.children[0].contentShape.d: invalid path data: unknown path command 'X'")
    }

    @Test func refusesATreeDeeperThan512Levels() {
        let depth = 3_000
        let open = (0..<depth).map { #"{"id": "n\#($0)", "frame": [0, 0, 1, 1], "children": ["# }.joined()
        let text = #"{"format": "axsnap", "version": 1, "screen": {"width": 1, "height": 1}, "root": "#
            + open + String(repeating: "]}", count: depth) + "}"
        let message = Fixture.error(text)
        #expect(message?.hasSuffix(": node tree deeper than 512 levels") == true)
        #expect(message?.hasPrefix("test.axsnap:1:") == true)
    }

    @Test func refusesInvalidJSONWithItsLocation() {
        #expect(Fixture.error("{\"format\": \"axsnap\",\n  \"version\": 1e400}")
            == "test.axsnap:2:14: error: invalid JSON: number out of range: it does not fit a double")
        #expect(Fixture.error("{\"format\": \"axsnap\",\n") == "test.axsnap:2:1: error: invalid JSON: expected a key in double quotes, found the end of the file")
    }
}

@Suite struct SnapshotLoaderStreamingTests {
    @Test func membersAfterTheChildrenBelongToTheirNode() throws {
        let snapshot = try Fixture.snapshot("""
            {"id": "group", "children": [{"id": "inner", "frame": [0, 0, 5, 5], "label": "In"}],
             "frame": [0, 0, 10, 10], "label": "Group", "accessibilityElements": ["inner"]}
            """)
        #expect(snapshot.nodes.map(\.id) == ["window", "group", "inner"])
        #expect(snapshot.nodes[1].label == "Group")
        #expect(snapshot.nodes[1].frame == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(snapshot.nodes[1].children == [2])
        #expect(snapshot.nodes[1].accessibilityElements == [2])
        #expect(snapshot.nodes[2].parent == 1)
    }

    @Test func aSyntaxErrorComesBeforeAnErrorInANode() {
        #expect(Fixture.error(Fixture.json(#"{"id": "a", "frame": "wide"}"#) + " x")
            == "test.axsnap:2:117: error: invalid JSON: unexpected 'x' after the end of the document")
    }

    @Test func theTopObjectIsCheckedBeforeTheNodes() {
        let text = #"{"format": "axsnap", "version": 1, "root": {"id": "a b", "frame": [0, 0, 1, 1]}, "title": 5, "screen": {"width": 1, "height": 1}}"#
        #expect(Fixture.error(text) == "test.axsnap:1:91: error: title: expected a string, found the number 5")
        #expect(Fixture.error(text.replacingOccurrences(of: #""title": 5, "#, with: ""))
            == "test.axsnap:1:51: error: root.id: invalid id 'a b': expected 1 to 128 of A–Z a–z 0–9 _ . : -")
    }

    @Test func anIdWrittenAfterItsChildrenIsIndexedAndCheckedForDuplicates() throws {
        let snapshot = try Fixture.snapshot(#"{"frame": [0, 0, 1, 1], "children": [{"id": "b", "frame": [0, 0, 1, 1]}], "id": "a"}"#)
        #expect(snapshot.index["a"] == 1 && snapshot.index["b"] == 2 && snapshot.index["window"] == 0)
        #expect(snapshot.ids.capacity == 16)
        #expect(Fixture.error(Fixture.json(#"{"frame": [0, 0, 1, 1], "children": [{"id": "b", "frame": [0, 0, 1, 1]}], "id": "b"}"#))
            == "test.axsnap:2:165: error: root.children[0].id: duplicate id 'b' (first used by root.children[0].children[0] at line 2)")
    }

    @Test func aDuplicateIdNamesTheNodeThatCameFirst() {
        #expect(Fixture.error(Fixture.json(#"{"id": "a", "frame": [0, 0, 1, 1], "children": [{"id": "b", "frame": [0, 0, 1, 1]}]}, {"id": "b", "frame": [0, 0, 1, 1]}"#))
            == "test.axsnap:2:178: error: root.children[1].id: duplicate id 'b' (first used by root.children[0].children[0] at line 2)")
    }
}
