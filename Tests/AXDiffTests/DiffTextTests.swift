import AXDiff
import AXModel
import Testing

@Suite struct DiffTextTests {
    func rows(_ labels: [String]) -> [String] {
        labels.enumerated().map { index, label in
            #"{"id": "row\#(index)", "type": "button", "frame": [0, \#(index * 50), 100, 44], "text": "\#(label)"}"#
        }
    }

    @Test func unchangedRunsFarFromChangesCollapse() throws {
        let labels = (1...12).map { "Row \($0)" }
        var edited = labels
        edited[5] = "Changed"
        let diff = try DiffFixture.diff(rows(edited), a: rows(labels))
        #expect(DiffFixture.text(diff).components(separatedBy: "\n\n")[0] == """
              … 2 unchanged
              3. Row 3. Button.
              4. Row 4. Button.
              5. Row 5. Button.
            - 6. Row 6. Button.
            + 6. Changed. Button.
              7. Row 7. Button.
              8. Row 8. Button.
              9. Row 9. Button.
              … 3 unchanged
            """)
    }

    @Test func colourOnlyWhenAsked() throws {
        let diff = try DiffFixture.diff(rows(["B"]), a: rows(["A"]))
        let coloured = DiffText(diff, colour: true).rendered
        #expect(coloured.contains("\u{1B}[31m- 1. A. Button.\u{1B}[0m\n\u{1B}[32m+ 1. B. Button.\u{1B}[0m\n"))
        #expect(!DiffText(diff).rendered.contains("\u{1B}"))
        let lost = try DiffFixture.diff([#"{"id": "row0", "type": "button", "frame": [0, 0, 100, 44]}"#], a: rows(["A"]))
        #expect(DiffText(lost, colour: true).rendered.contains("\u{1B}[31mRegressions (1):\u{1B}[0m\n"))
    }

    @Test func singularCounts() throws {
        let diff = try DiffFixture.diff(rows(["A"]), a: rows(["A", "B"]))
        #expect(DiffText(diff).rendered.hasPrefix("--- a.axsnap (2 stops)\n+++ b.axsnap (1 stop)\n"))
        #expect(DiffText(diff).verdict == "0 regressions, 1 warning, 1 info: pass (--fail-on regression)")
    }

    /// Issue 13: the report is handed on a line at a time (a diff of a million stops is not held
    /// as one string); the pieces make the report.
    @Test func writingHandsOnEachLine() throws {
        let diff = try DiffFixture.diff(rows(["A", "C"]), a: rows(["A", "B"]))
        var bytes: [UInt8] = []
        var pieces: [String] = []
        DiffText(diff).writeText(to: &bytes) { bytes in
            pieces.append(String(decoding: bytes, as: UTF8.self))
            bytes.removeAll()
        }
        pieces.append(String(decoding: bytes, as: UTF8.self))
        #expect(pieces == [
            "--- a.axsnap (2 stops)\n+++ b.axsnap (2 stops)\n  1. A. Button.\n",
            "- 2. B. Button.\n",
            "+ 2. C. Button.\n",
            "\nInfo (1):\n  description.label  B#2 row1: \"B\" → \"C\"\n",
            "\n0 regressions, 0 warnings, 1 info: pass (--fail-on regression)\n",
        ])
        #expect(pieces.joined() == DiffText(diff).rendered)
    }
}
