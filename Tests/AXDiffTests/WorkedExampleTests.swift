import AXDiff
import AXModel
import Testing

/// diff.md §10: every worked example, with its exact output.
@Suite struct WorkedExampleTests {
    @Test func e1InsertionMovesNothing() throws {
        var b = DiffFixture.base
        b.insert(#"{"id": "help", "type": "button", "frame": [150, 120, 90, 44], "text": "Help"}"#, at: 2)
        let diff = try DiffFixture.diff(b)
        #expect(DiffFixture.text(diff) == """
              1. Photos. Heading.
              2. Filter. Button.
            + 3. Help. Button.
              4. Share. Button.
              5. Beach. Image.

            Info (2):
              screen.stopCount  screen: 4 → 5
              stop.added  B#3 help: "Help. Button."

            0 regressions, 0 warnings, 2 infos: pass (--fail-on regression)

            """)
        #expect(diff.pairing.pairs.map(\.moved) == [false, false, false, false])
        #expect(diff.failingCount == 0)
    }

    @Test func e2SwapKeepsTheSmallerSubsequence() throws {
        let b = DiffFixture.base(replacing: 1, with: #"{"id": "filter", "type": "button", "frame": [257, 120, 120, 44], "text": "Filter"}"#)
        let swapped = DiffFixture.base(replacing: 2, with: #"{"id": "share", "type": "button", "frame": [16, 120, 120, 44], "text": "Share"}"#)
        let diff = try DiffFixture.diff([b[0], b[1], swapped[2], b[3]])
        #expect(DiffFixture.text(diff) == """
              1. Photos. Heading.
            + 2. Share. Button.  (moved from 3)
              3. Filter. Button.
            - 3. Share. Button.  (moved to 2)
              4. Beach. Image.

            Warnings (1):
              order.moved  A#3→B#2 share: "Share. Button."
            Info (2):
              geometry.moved  B#2 share: (257, 120) → (16, 120)
              geometry.moved  B#3 filter: (16, 120) → (257, 120)

            0 regressions, 1 warning, 2 infos: pass (--fail-on regression)

            """)
        #expect(diff.pairing.pairs.map { [$0.a + 1, $0.b + 1] } == [[1, 1], [3, 2], [2, 3], [4, 4]])
    }

    @Test func e3LabelChangedIsInfo() throws {
        let diff = try DiffFixture.diff(DiffFixture.base(replacing: 2, with: #"{"id": "share", "type": "button", "frame": [257, 120, 120, 44], "text": "Send"}"#))
        #expect(DiffFixture.text(diff) == """
              1. Photos. Heading.
              2. Filter. Button.
            - 3. Share. Button.
            + 3. Send. Button.
              4. Beach. Image.

            Info (1):
              description.label  B#3 share: "Share" → "Send"

            0 regressions, 0 warnings, 1 info: pass (--fail-on regression)

            """)
    }

    @Test func e3LabelLostIsARegression() throws {
        let diff = try DiffFixture.diff(DiffFixture.base(replacing: 2, with: #"{"id": "share", "type": "button", "frame": [257, 120, 120, 44]}"#))
        #expect(DiffFixture.text(diff) == """
              1. Photos. Heading.
              2. Filter. Button.
            - 3. Share. Button.
            + 3. Button.
              4. Beach. Image.

            Regressions (1):
              description.labelLost  B#3 share: "Share" → none

            1 regression, 0 warnings, 0 infos: fail (--fail-on regression)

            """)
        #expect(diff.failingCount == 1)
    }

    @Test func e4TraitValueAndHint() throws {
        let diff = try DiffFixture.diff(DiffFixture.base(replacing: 1, with: #"{"id": "filter", "type": "switch", "value": "0", "frame": [16, 120, 120, 44], "text": "Filter"}"#))
        #expect(DiffFixture.text(diff) == """
              1. Photos. Heading.
            - 2. Filter. Button.
            + 2. Filter. Switch Button. Off.
              3. Share. Button.
              4. Beach. Image.

            Info (3):
              description.value  B#2 filter: none → "0"
              description.traits  B#2 filter: +switchButton
              description.hint  B#2 filter: none → "Double tap to toggle setting."

            0 regressions, 0 warnings, 3 infos: pass (--fail-on regression)

            """)
        let traits = try #require(diff.changes.first { $0.kind == .traits })
        #expect(diff.json(traits).rendered() == """
            {
              "kind": "description.traits",
              "level": "info",
              "failing": false,
              "a": {
                "index": 2,
                "id": "filter"
              },
              "b": {
                "index": 2,
                "id": "filter"
              },
              "before": ["button"],
              "after": ["button", "switchButton"],
              "added": ["switchButton"],
              "removed": [],
              "message": "+switchButton"
            }
            """)
    }

    @Test func e4LabelTypeLosesTheRole() throws {
        let diff = try DiffFixture.diff(DiffFixture.base(replacing: 1, with: #"{"id": "filter", "type": "label", "frame": [16, 120, 120, 44], "text": "Filter"}"#))
        let lost = diff.changes.filter { $0.kind == .roleLost }.map(diff.line)
        #expect(lost == ["B#2 filter: +staticText -button"])
        #expect(diff.count(.error) == 1)
    }

    @Test func e5HiddenControlIsUnreachable() throws {
        let diff = try DiffFixture.diff(DiffFixture.base(replacing: 2, with: #"{"id": "share", "type": "button", "frame": [257, 120, 120, 44], "text": "Share", "accessibilityHidden": true}"#))
        #expect(DiffFixture.text(diff) == """
              1. Photos. Heading.
              2. Filter. Button.
            - 3. Share. Button.
              3. Beach. Image.

            Regressions (1):
              stop.unreachable  A#3 share: "Share. Button."; hidden because `accessibilityHidden` on `share`
            Info (1):
              screen.stopCount  screen: 4 → 3

            1 regression, 0 warnings, 1 info: fail (--fail-on regression)

            """)
    }

    @Test func e5IsHiddenIsRemoved() throws {
        let diff = try DiffFixture.diff(DiffFixture.base(replacing: 2, with: #"{"id": "share", "type": "button", "frame": [257, 120, 120, 44], "text": "Share", "isHidden": true}"#))
        #expect(diff.changes.map { "\($0.kind.rawValue) \($0.level.rawValue) \(diff.line($0))" } == [
            "screen.stopCount info screen: 4 → 3",
            "stop.removed warning A#3 share: \"Share. Button.\"; hidden because `isHidden` on `share`",
        ])
        #expect(diff.failingCount == 0)
    }

    @Test func e6RenamedIdPairsByLabelAndRole() throws {
        let diff = try DiffFixture.diff(DiffFixture.base(replacing: 1, with: #"{"id": "filterButton", "type": "button", "frame": [16, 120, 120, 44], "text": "Filter"}"#))
        #expect(diff.changes.isEmpty)
        #expect(diff.pairing.pairs.map(\.by.rawValue) == ["id", "label+role", "id", "id"])
    }

    @Test func e7WithinToleranceThenBeyond() throws {
        let b = DiffFixture.base(replacing: 3, with: #"{"id": "photo", "type": "image", "frame": [16.4, 180.6, 361, 300], "label": "Beach"}"#)
        #expect(try DiffFixture.diff(b).changes.isEmpty)
        var options = DiffOptions()
        options.geometryTolerance = 0.5
        let diff = try DiffFixture.diff(b, options: options)
        #expect(diff.changes.map { "\($0.kind.rawValue)  \(diff.line($0))" } == ["geometry.moved  B#4 photo: (16, 180) → (16.4, 180.6)"])
    }

    static let german = [
        #"{"id": "title", "type": "label", "frame": [16, 60, 361, 34], "text": "Fotos", "addTraits": ["header"]}"#,
        #"{"id": "filter", "type": "button", "frame": [16, 120, 120, 44], "text": "Filtern"}"#,
        #"{"id": "share", "type": "button", "frame": [257, 120, 120, 44], "text": "Teilen"}"#,
        #"{"id": "photo", "type": "image", "frame": [16, 180, 361, 300], "label": "Strand"}"#,
    ]

    @Test func e8Locale() throws {
        let diff = try DiffFixture.diff(WorkedExampleTests.german, bExtra: #", "locale": "de""#)
        #expect(DiffFixture.text(diff) == """
            - 1. Photos. Heading.
            + 1. Fotos. Überschrift.
            - 2. Filter. Button.
            + 2. Filtern. Taste.
            - 3. Share. Button.
            + 3. Teilen. Taste.
            - 4. Beach. Image.
            + 4. Strand. Bild.

            Info (5):
              screen.locale  screen: en → de
              description.label  B#1 title: "Photos" → "Fotos"
              description.label  B#2 filter: "Filter" → "Filtern"
              description.label  B#3 share: "Share" → "Teilen"
              description.label  B#4 photo: "Beach" → "Strand"

            0 regressions, 0 warnings, 5 infos: pass (--fail-on regression)

            """)
    }

    @Test func e8WithLocaleOption() throws {
        var options = DiffOptions()
        options.localeGiven = true
        let diff = try DiffFixture.diff(WorkedExampleTests.german, bExtra: #", "locale": "de""#, options: options, locale: "en")
        let text = DiffFixture.text(diff)
        #expect(text.contains("+ 1. Fotos. Heading.\n"))
        #expect(!text.contains("screen.locale"))
        #expect(diff.changes.count == 4)
    }
}
