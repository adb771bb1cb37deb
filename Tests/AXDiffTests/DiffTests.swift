@testable import AXDiff
import AXEngine
import Testing

@Suite struct DiffTests {
    let title = #"{"id": "title", "type": "label", "frame": [16, 60, 361, 34], "text": "Photos", "addTraits": ["header"]}"#
    let done = #"{"id": "done", "type": "button", "frame": [16, 120, 100, 44], "text": "Done"}"#

    @Test func firstStopAndCountWhenOneSideIsEmpty() throws {
        let diff = try DiffFixture.diff([], a: [title])
        #expect(diff.changes.map { "\($0.kind.rawValue) \(diff.line($0))" } == [
            "screen.stopCount screen: 1 → 0",
            #"screen.firstStop screen: "Photos. Heading." → none"#,
            #"stop.removed A#1 title: "Photos. Heading."; not in B"#,
        ])
        #expect(diff.json(diff.changes[1]).rendered().contains(#""b": null"#))
    }

    @Test func modalScopesCompareByTypeAndId() throws {
        let sheet = { (id: String) in
            #"{"id": "\#(id)", "type": "view", "frame": [0, 400, 393, 400], "accessibilityViewIsModal": true, "children": [\#(self.done)]}"#
        }
        let same = try DiffFixture.diff([title, sheet("sheet")], a: [title, sheet("sheet")])
        #expect(same.changes.isEmpty)
        #expect(same.a.modalScope.map(\.id) == ["sheet"])
        let renamed = try DiffFixture.diff([title, sheet("dialog")], a: [title, sheet("sheet")])
        #expect(renamed.changes.map { "\($0.kind.rawValue) \(renamed.line($0))" } == ["screen.modal screen: sheet → dialog"])
    }

    @Test func reportOrderIsScreenThenBThenA() throws {
        let b = [#"{"id": "new", "type": "button", "frame": [16, 0, 100, 44], "text": "New"}"#,
                 #"{"id": "title", "type": "label", "frame": [16, 60, 361, 34], "text": "Pictures", "addTraits": ["header"]}"#]
        let diff = try DiffFixture.diff(b, a: [title, done])
        #expect(diff.changes.map { "\($0.kind.rawValue) \(diff.line($0))" } == [
            #"screen.firstStop screen: "Photos. Heading." → "New. Button.""#,
            #"stop.added B#1 new: "New. Button.""#,
            #"description.label B#2 title: "Photos" → "Pictures""#,
            #"stop.removed A#2 done: "Done. Button."; not in B"#,
        ])
    }

    @Test func changesSortInReportOrderKeepingTiesAsMade() {
        // Ties (same rank, kind and message) stay in the order made, as a stable sort keeps them.
        let made: [(ChangeKind, Int?, Int?, String)] = [
            (.stopRemoved, 3, nil, "c"), (.label, 1, 4, "x"), (.stopRemoved, 3, nil, "a"),
            (.stopAdded, nil, 4, "same"), (.screenStopCount, nil, nil, "2 → 3"), (.stopAdded, nil, 4, "same"),
            (.stopRemoved, 0, nil, "z"), (.label, 2, 4, "x"), (.stopAdded, nil, 1, "b"),
        ]
        var changes = made.enumerated().map { made, change in
            Change(kind: change.0, a: change.1, b: change.2, before: .number(Double(made)), after: .null, message: change.3)
        }
        Diff.sortInReportOrder(&changes)
        func line(_ change: Change) -> String {
            guard case .number(let made) = change.before else { return "" }
            return "\(Int(made)) \(change.kind.rawValue) \(change.a.map(String.init) ?? "-") \(change.b.map(String.init) ?? "-") \(change.message)"
        }
        #expect(changes.map(line) == [
            "4 screen.stopCount - - 2 → 3",
            "8 stop.added - 1 b",
            "3 stop.added - 4 same",
            "5 stop.added - 4 same",
            "1 description.label 1 4 x",
            "7 description.label 2 4 x",
            "6 stop.removed 0 - z",
            "2 stop.removed 3 - a",
            "0 stop.removed 3 - c",
        ])
        var shuffled = changes.reversed() as [Change]
        Diff.sortInReportOrder(&shuffled)
        #expect(shuffled.map(\.message) == changes.map(\.message))
    }

    @Test func groupedNavigationComparesGroupStopsOnly() throws {
        let group = { (label: String) in
            #"{"id": "card", "type": "view", "frame": [0, 100, 393, 100], "childBehavior": "contain", "label": "\#(label)", "children": [{"id": "like", "type": "button", "frame": [16, 120, 100, 44], "text": "Like"}]}"#
        }
        let edited = group("Post").replacingOccurrences(of: "Like", with: "Love")
        var options = DiffOptions()
        options.navigation = .grouped
        let grouped = try Diff(DiffFixture.side([group("Post")], file: "a", navigation: .grouped),
                               DiffFixture.side([edited], file: "b", navigation: .grouped), options: options)
        #expect(grouped.changes.isEmpty)
        #expect(grouped.a.stops.map { "\($0.id) \($0.role.rawValue) \($0.description)" } == ["card group Post"])
        let flat = try DiffFixture.diff([edited], a: [group("Post")])
        #expect(flat.changes.map { flat.line($0) } == [#"B#1 like: "Like" → "Love""#])
    }
}
