import AXDiff
import Testing

@Suite struct PairComparisonTests {
    /// `KIND REF: MESSAGE` of every change between one node in A and its edited copy in B.
    func changes(_ a: String, _ b: String, imported: Bool = false) throws -> [String] {
        let diff = try Diff(DiffFixture.side([a], file: "a"), DiffFixture.side([b], file: "b", imported: imported))
        return diff.changes.map { "\($0.kind.rawValue) \(diff.line($0))" }
    }

    func button(_ extra: String) -> String {
        #"{"id": "send", "type": "button", "frame": [16, 100, 100, 44], "text": "Send"\#(extra)}"#
    }

    @Test func customActionsPairByNameThenPosition() throws {
        let a = button(#", "customActions": [{"name": "Reply", "effects": []}, {"name": "Delete", "effects": []}, {"name": "Flag", "effects": []}]"#)
        let b = button(#", "customActions": [{"name": "Delete", "effects": []}, {"name": "Answer", "effects": []}]"#)
        let actual = try changes(a, b)
        #expect(actual == [
            "actions.custom.removed B#1 send: - \"Flag\"",
            "actions.custom.renamed B#1 send: \"Reply\" → \"Answer\"",
        ])
        let added = try changes(b, a)
        #expect(added == ["actions.custom.added B#1 send: + \"Flag\"", "actions.custom.renamed B#1 send: \"Answer\" → \"Reply\""])
    }

    @Test func standardActionsByKind() throws {
        let actual = try changes(button(#", "actions": {"activate": [], "escape": []}"#), button(#", "actions": {"magicTap": []}"#))
        #expect(actual == [
            "actions.standard.added B#1 send: + \"magicTap\"",
            "actions.standard.removed B#1 send: - \"activate\"",
            "actions.standard.removed B#1 send: - \"escape\"",
        ])
    }

    @Test func importedSidesCompareNoActionsHintsShapesOrContainers() throws {
        let a = button(#", "hint": "Sends it", "customActions": [{"name": "Flag", "effects": []}], "contentShape": {"shape": "circle"}, "activationPoint": [20, 110]"#)
        let actual = try changes(a, button(""), imported: true)
        #expect(actual == [])
    }

    @Test func geometryBeyondTheTolerance() throws {
        let moved = #"{"id": "send", "type": "button", "frame": [18, 100, 130, 44], "text": "Send"}"#
        let actual = try changes(button(""), moved)
        #expect(actual == ["geometry.moved B#1 send: (16, 100) → (18, 100)", "geometry.resized B#1 send: 100×44 → 130×44"])
    }

    @Test func shapesAndActivationPoints() throws {
        let actual = try changes(button(#", "contentShape": {"shape": "roundedRect", "cornerRadius": 8}, "activationPoint": [20, 110]"#),
                                 button(#", "contentShape": {"shape": "roundedRect", "cornerRadius": 8.5}, "activationPoint": [20, 120]"#))
        #expect(actual == ["geometry.activationPoint B#1 send: (20, 110) → (20, 120)"])
        let paths = try changes(button(#", "contentShape": {"shape": "path", "d": "M 0 0 L 10 0 Z"}"#),
                                button(#", "contentShape": {"shape": "path", "d": "m 0 0 l 10.5 0 z"}"#))
        #expect(paths == [])
        let other = try changes(button(#", "contentShape": {"shape": "path", "d": "M 0 0 L 10 0 Z"}"#),
                                button(#", "contentShape": {"shape": "path", "d": "M 0 0 L 10 5 Z"}"#))
        #expect(other == [#"geometry.shape B#1 send: path "M 0 0 L 10 0 Z" → path "M 0 0 L 10 5 Z""#])
        let kind = try changes(button(""), button(#", "contentShape": {"shape": "capsule"}"#))
        #expect(kind == ["geometry.shape B#1 send: rect → capsule"])
    }

    @Test func directTouch() throws {
        let actual = try changes(button(""), button(#", "directTouch": {"options": ["silentOnTouch"]}"#))
        #expect(actual == ["description.traits B#1 send: +allowsDirectInteraction",
                           "directTouch.changed B#1 send: none → [silentOnTouch]"])
        let imported = try changes(button(#", "directTouch": {"options": []}"#), button(#", "directTouch": {"options": ["silentOnTouch"]}"#),
                                   imported: true)
        #expect(imported == [])
    }

    @Test func spokenOnlyWhenNothingElseExplainsIt() throws {
        let german = try changes(button(""), button(#", "language": "de""#))
        #expect(german == [#"description.spoken B#1 send: "Send. Button." → "Send. Taste.""#])
        let both = try changes(button(""), button(#", "language": "de", "value": "1""#))
        #expect(both == [#"description.value B#1 send: none → "1""#])
    }

    @Test func containerChains() throws {
        let row = #"{"id": "one", "type": "button", "frame": [0, 0, 100, 40], "text": "One"}"#
        let list = { (id: String, label: String) in
            #"{"id": "\#(id)", "type": "view", "frame": [0, 0, 393, 200], "containerType": "list", "label": "\#(label)", "children": [\#(row)]}"#
        }
        let moved = try Diff(DiffFixture.side([list("list", "Mail")], file: "a"), DiffFixture.side([row], file: "b"))
        #expect(moved.changes.map { "\($0.kind.rawValue) \(moved.line($0))" } == [#"container.changed B#1 one: list list → none"#])
        #expect(moved.changes[0].before.rendered() == """
            {
              "id": "list",
              "kind": "list",
              "label": "Mail"
            }
            """)
        let renamed = try Diff(DiffFixture.side([list("list", "Mail")], file: "a"), DiffFixture.side([list("inbox", "Mail")], file: "b"))
        #expect(renamed.changes.map(\.kind) == [.containerChanged])
        let generated = try Diff(DiffFixture.side([list("list", "Mail")], file: "a", ignoreIds: true),
                                 DiffFixture.side([list("inbox", "mail ")], file: "b", ignoreIds: true))
        #expect(generated.changes.isEmpty)
    }

    @Test func roleLostOnlyFromAControlOrHeader() throws {
        let image = #"{"id": "send", "type": "image", "frame": [16, 100, 100, 44], "label": "Send"}"#
        let lost = try changes(button(""), image)
        #expect(lost == ["description.roleLost B#1 send: +image -button"])
        let header = #"{"id": "send", "type": "label", "frame": [16, 100, 100, 44], "text": "Send", "addTraits": ["header"]}"#
        let plain = #"{"id": "send", "type": "label", "frame": [16, 100, 100, 44], "text": "Send"}"#
        let fromHeader = try changes(header, plain)
        #expect(fromHeader == ["description.roleLost B#1 send: -header"])
        let toHeader = try changes(plain, header)
        #expect(toHeader == ["description.traits B#1 send: +header"])
    }
}
