/// An element with audit findings, as the Problems layer marks it: outlined in its worst
/// severity's colour with a badge (✕, !, i; the count when above one) at its top right.
public struct ProblemMark: Sendable, Hashable {
    /// The worst severity of the element's findings, most severe first.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case error, warning, info

        /// Lower is more severe.
        var rank: Int { Level.allCases.firstIndex(of: self) ?? 0 }

        /// The badge's sign, so the mark never relies on colour alone.
        public var glyph: String {
            switch self {
            case .error: "✕"
            case .warning: "!"
            case .info: "i"
            }
        }

        /// Its colour, dark enough for white text and drawn over a halo on either palette.
        var colour: Colour {
            switch self {
            case .error: Colour(red: 0.80, green: 0.05, blue: 0.10)
            case .warning: Colour(red: 0.62, green: 0.33, blue: 0.0)
            case .info: Colour(red: 0.10, green: 0.35, blue: 0.80)
            }
        }
    }

    public var node: Int
    public var level: Level
    /// How many findings the element has.
    public var count: Int

    /// One mark per node of `findings` (each a node and its severity's word: `error`, `warning`,
    /// `info`), at its worst level, in the order the nodes first appear.
    public static func marks(of findings: [(node: Int, severity: String)]) -> [ProblemMark] {
        var marks: [ProblemMark] = []
        var position: [Int: Int] = [:]
        for finding in findings {
            guard let level = Level(rawValue: finding.severity) else { continue }
            guard let index = position[finding.node] else {
                position[finding.node] = marks.count
                marks.append(ProblemMark(node: finding.node, level: level, count: 1))
                continue
            }
            marks[index].count += 1
            if level.rank < marks[index].level.rank { marks[index].level = level }
        }
        return marks
    }

    /// The badge's text: the glyph, and the count when above one.
    var badge: String { count > 1 ? "\(level.glyph) \(count)" : level.glyph }
}
