@testable import AXDiff
import Testing

@Suite struct FateTests {
    /// `KIND LEVEL REF: MESSAGE` of the `stop.*` changes.
    func fates(_ a: [String], _ b: [String]) throws -> [String] {
        let diff = try DiffFixture.diff(b, a: a)
        return diff.changes.filter(\.kind.isStopKind).map { "\($0.kind.rawValue) \($0.level.rawValue) \(diff.line($0))" }
    }

    let star = #"{"id": "star", "type": "button", "frame": [300, 20, 40, 40], "label": "Favourite"}"#
    let title = #"{"id": "title", "type": "label", "frame": [16, 20, 200, 40], "text": "Beach"}"#

    @Test func mergedIntoACombineElement() throws {
        let b = [#"{"id": "row", "type": "view", "frame": [0, 0, 393, 80], "childBehavior": "combine", "children": [\#(title), \#(star)]}"#]
        let actual = try fates([title, star], b); #expect(actual == [
            "stop.added info B#1 row: \"Beach. Button.\"",
            "stop.merged info A#1 title: \"Beach\"; part of B#1 row",
            "stop.merged info A#2 star: \"Favourite. Button.\"; part of B#1 row",
        ])
        let diff = try DiffFixture.diff(b, a: [title, star])
        let merged = try #require(diff.changes.first { $0.kind == .stopMerged })
        #expect(diff.json(merged).rendered().hasSuffix("""
              "reason": "part of B#1 row",
              "into": {
                "index": 1,
                "id": "row"
              }
            }
            """))
    }

    @Test func splitIntoTheStopsInside() throws {
        let a = [#"{"id": "row", "type": "view", "frame": [0, 0, 393, 80], "childBehavior": "combine", "children": [\#(title), \#(star)]}"#]
        let actual = try fates(a, [#"{"id": "row", "type": "view", "frame": [0, 0, 393, 80], "children": [\#(title), \#(star)]}"#]); #expect(actual == [
            "stop.added info B#1 title: \"Beach\"; part of A#1 row",
            "stop.added info B#2 star: \"Favourite. Button.\"; part of A#1 row",
            "stop.split info A#1 row: \"Beach. Button.\"; split into B#1 title, B#2 star",
        ])
    }

    @Test func noLongerAnElementIsUnreachable() throws {
        let a = [#"{"id": "card", "type": "view", "frame": [0, 0, 393, 80], "isAccessibilityElement": true, "label": "Card"}"#]
        let actual = try fates(a, [#"{"id": "card", "type": "view", "frame": [0, 0, 393, 80], "label": "Card"}"#]); #expect(actual == [
            "stop.unreachable warning A#1 card: \"Card\"; no longer an element",
        ])
    }

    @Test func offScreenForEveryoneIsRemoved() throws {
        let hidden = [#"{"id": "star", "type": "button", "frame": [300, 20, 40, 40], "label": "Favourite", "alpha": 0}"#]
        #expect(try fates([star], hidden) == ["stop.removed warning A#1 star: \"Favourite. Button.\"; hidden because `alpha` is 0 on `star`"])
        let gone = [#"{"id": "star", "type": "button", "frame": [300, 20, 40, 40], "label": "Favourite", "visibleWhen": "false"}"#]
        #expect(try fates([star], gone) == ["stop.removed warning A#1 star: \"Favourite. Button.\"; `visibleWhen` is false on `star`"])
        #expect(try fates([star, title], [title]) == ["stop.removed warning A#2 star: \"Favourite. Button.\"; not in B"])
    }

    @Test func hiddenByAModalViewIsARegression() throws {
        let sheet = #"{"id": "sheet", "type": "view", "frame": [0, 400, 393, 452], "accessibilityViewIsModal": true, "children": [{"id": "ok", "type": "button", "frame": [16, 420, 100, 44], "text": "OK"}]}"#
        let diff = try DiffFixture.diff([star, sheet], a: [star])
        #expect(diff.changes.map { "\($0.kind.rawValue) \($0.level.rawValue) \(diff.line($0))" } == [
            "screen.firstStop warning screen: \"Favourite. Button.\" → \"OK. Button.\"",
            "screen.modal warning screen: none → sheet",
            "stop.added info B#1 ok: \"OK. Button.\"",
            "stop.unreachable error A#1 star: \"Favourite. Button.\"; outside the modal view `sheet`",
        ])
    }

    @Test func decorativeImageThatWasNoControlIsAWarning() throws {
        let image = #"{"id": "photo", "type": "image", "frame": [0, 100, 393, 300], "label": "Beach"}"#
        let decorative = #"{"id": "photo", "type": "image", "frame": [0, 100, 393, 300], "label": "Beach", "decorative": true}"#
        #expect(try fates([image], [decorative]) == ["stop.unreachable warning A#1 photo: \"Beach. Image.\"; decorative image"])
    }

    static let save = #"{"id": "save", "type": "button", "frame": [0, 0, 100, 100], "label": "Save"}"#
    static let go = #"{"id": "go", "type": "button", "frame": [0, 0, 100, 100], "label": "Go"}"#
    static let other = #"{"id": "other", "type": "label", "frame": [0, 0, 100, 100], "text": "Other"}"#
    static func next(height: Int) -> String { #"{"id": "next", "type": "button", "frame": [0, 0, 100, \#(height)], "label": "Next"}"# }

    /// A's stop, B's combine row's members, the counterpart's node index (the members are 2, 3, 4).
    static let counterparts: [(stop: String, members: String, node: Int?)] = [
        // By label key: its role first, then the nearest, then the first.
        (save, #"""
            {"id": "t", "type": "label", "frame": [0, 0, 100, 100], "text": "Save"},
            {"id": "b1", "type": "button", "frame": [200, 0, 100, 100], "label": "save"},
            {"id": "b2", "type": "button", "frame": [400, 0, 100, 100], "label": "Save "}
            """#, 3),
        (save, #"""
            {"id": "t1", "type": "label", "frame": [300, 0, 100, 100], "text": "Save"},
            {"id": "t2", "type": "label", "frame": [50, 0, 100, 100], "text": "Save"}
            """#, 3),
        // By place, of its role or type: twice its area, half of it shared, is an overlap of
        // exactly 0.5; a little more area is under.
        (go, [other, next(height: 200), #"{"id": "page", "type": "button", "frame": [0, 0, 300, 300], "label": "Page"}"#]
            .joined(separator: ",\n"), 3),
        (go, [other, next(height: 201)].joined(separator: ",\n"), nil),
        // Widths within a few steps of what a double holds at x = 256: measured, they overlap by
        // 0.83 though one area is 2.6 times the other.
        (#"{"id": "go", "type": "button", "frame": [256, 0, 9e-14, 100], "label": "Go"}"#,
         #"{"id": "next", "type": "button", "frame": [256, 0, 3.5e-14, 100], "label": "Next"}"#, 2),
    ]

    @Test(arguments: counterparts.indices) func counterpartWithoutAuthoredIds(_ index: Int) throws {
        let (stop, members, node) = FateTests.counterparts[index]
        let row = #"{"id": "row", "type": "view", "frame": [0, 0, 600, 300], "childBehavior": "combine", "children": [\#(members)]}"#
        let a = try DiffFixture.side([stop], file: "a", ignoreIds: true), b = try DiffFixture.side([row], file: "b", ignoreIds: true)
        #expect(Fate.counterparts(of: [0], from: a, in: b) == [node])
    }

    @Test func counterpartsOfSeveralStopsComeInTheOrderAsked() throws {
        let a = try DiffFixture.side([FateTests.save, FateTests.go], file: "a", ignoreIds: true)
        let members = #"""
            {"id": "t", "type": "label", "frame": [300, 0, 100, 100], "text": "Save"},
            {"id": "next", "type": "button", "frame": [0, 0, 100, 200], "label": "Next"}
            """#
        let row = #"{"id": "row", "type": "view", "frame": [0, 0, 600, 300], "childBehavior": "combine", "children": [\#(members)]}"#
        let b = try DiffFixture.side([row], file: "b", ignoreIds: true)
        #expect(Fate.counterparts(of: [1, 0], from: a, in: b) == [3, 2])
        #expect(Fate.counterparts(of: [0, 1], from: a, in: b) == [2, 3])
    }

    @Test func stopsSharingALabelKeyEachFindTheirNearest() throws {
        let stops = [0, 200, 400].map { #"{"id": "s\#($0)", "type": "button", "frame": [\#($0), 0, 100, 100], "label": "Save"}"# }
        let a = try DiffFixture.side(stops, file: "a", ignoreIds: true)
        // The labels (2 and 3) overlap the first and third stops; the second stop is as near to
        // neither, and takes the first met.
        let members = #"""
            {"id": "t1", "type": "label", "frame": [400, 0, 100, 100], "text": "Save"},
            {"id": "t2", "type": "label", "frame": [0, 0, 100, 100], "text": "save"}
            """#
        let row = #"{"id": "row", "type": "view", "frame": [0, 0, 600, 300], "childBehavior": "combine", "children": [\#(members)]}"#
        let b = try DiffFixture.side([row], file: "b", ignoreIds: true)
        #expect(Fate.counterparts(of: [0, 1, 2], from: a, in: b) == [3, 2, 2])
        #expect(Fate.counterparts(of: [2, 0], from: a, in: b) == [2, 3])
    }
}
