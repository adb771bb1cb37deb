@testable import AXApp
import AXDiff
import Testing

/// How changed stops are marked: the most severe level's colour, the strongest change's glyph.
@Suite struct CompareMarkTests {
    func change(_ kind: ChangeKind, a: Int? = nil, b: Int? = nil) -> Change {
        Change(kind: kind, a: a, b: b, before: .null, after: .null, message: "")
    }

    @Test func eachStopTakesItsMostSevereLevelAndStrongestGlyph() {
        let changes = [change(.stopAdded, b: 0), change(.geometryMoved, a: 1, b: 1), change(.labelLost, a: 1, b: 1),
                       change(.label, a: 2, b: 3), change(.orderMoved, a: 2, b: 3), change(.stopRemoved, a: 4)]
        #expect(CompareMark.marks(changes, sideA: false) == [
            0: CompareMark(level: .info, glyph: "+"), 1: CompareMark(level: .error, glyph: "•"),
            3: CompareMark(level: .warning, glyph: "↕"),
        ])
        #expect(CompareMark.marks(changes, sideA: true) == [
            1: CompareMark(level: .error, glyph: "•"), 2: CompareMark(level: .warning, glyph: "↕"),
            4: CompareMark(level: .warning, glyph: "−"),
        ])
    }

    @Test func levelsAreRedAmberAndBlue() {
        #expect(CompareMark(level: .error, glyph: "•").hex == "cc1a1a")
        #expect(CompareMark(level: .warning, glyph: "•").hex == "cc8000")
        #expect(CompareMark(level: .info, glyph: "•").hex == "1a59d9")
    }
}
