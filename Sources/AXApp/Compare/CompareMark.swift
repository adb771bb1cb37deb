import AXDiff
import AXDrawing
import Foundation

/// How a changed stop is marked on a compare canvas (diff.md §9): the colour of its most severe
/// change and a glyph, so that the mark never relies on colour alone.
struct CompareMark: Equatable {
    var level: ChangeLevel
    /// `+` added, `−` removed or unreachable (or merged, split), `↕` moved, `•` changed.
    var glyph: String

    /// The glyph of a change kind, and its rank when one stop has several (the stronger wins).
    static func glyph(of kind: ChangeKind) -> (glyph: String, rank: Int) {
        switch kind {
        case .stopAdded: ("+", 3)
        case .stopRemoved, .stopUnreachable, .stopMerged, .stopSplit: ("−", 3)
        case .orderMoved: ("↕", 2)
        default: ("•", 1)
        }
    }

    /// The mark of each changed stop of side A (`sideA`) or B, by stop index (from 0).
    static func marks(_ changes: [Change], sideA: Bool) -> [Int: CompareMark] {
        var marks: [Int: (mark: CompareMark, rank: Int)] = [:]
        for change in changes {
            guard let stop = sideA ? change.a : change.b else { continue }
            let (glyph, rank) = glyph(of: change.kind)
            let old = marks[stop]
            let level = min(old?.mark.level ?? change.level, change.level)
            let stronger = old.map { rank > $0.rank } ?? true
            marks[stop] = (CompareMark(level: level, glyph: stronger ? glyph : old!.mark.glyph), max(rank, old?.rank ?? 0))
        }
        return marks.mapValues(\.mark)
    }

    /// Red for a regression, amber for a warning, blue for information.
    var colour: Colour {
        switch level {
        case .error: Colour(red: 0.80, green: 0.10, blue: 0.10)
        case .warning: Colour(red: 0.80, green: 0.50, blue: 0.00)
        case .info: Colour(red: 0.10, green: 0.35, blue: 0.85)
        }
    }

    /// The colour as `rrggbb`, for Pango markup.
    var hex: String {
        [colour.red, colour.green, colour.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
    }
}
