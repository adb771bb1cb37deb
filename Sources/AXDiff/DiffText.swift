/// The text report (diff.md §6): a unified diff of the spoken order, then the changes by level,
/// then the verdict.
public struct DiffText {
    public let diff: Diff
    /// ANSI colours, for a terminal without `NO_COLOR`.
    public let colour: Bool

    public init(_ diff: Diff, colour: Bool = false) {
        self.diff = diff
        self.colour = colour
    }

    /// Unchanged lines this close to a `-` or `+` line are printed.
    static let context = 3

    public var rendered: String {
        var out = "--- \(diff.a.file) (\(DiffText.count(diff.a.stops.count, "stop")))\n"
        out += "+++ \(diff.b.file) (\(DiffText.count(diff.b.stops.count, "stop")))\n"
        let order = spokenOrder()
        if order.contains(where: { $0.mark != " " }) {
            for line in collapsed(order) { out += paint(line.mark + " " + line.text, line.colour) + "\n" }
            out += "\n"
        }
        var printedGroup = false
        for (level, title, colourCode) in [(ChangeLevel.error, "Regressions", Colour.red),
                                           (.warning, "Warnings", .yellow), (.info, "Info", nil)] {
            let changes = diff.changes(level)
            guard !changes.isEmpty else { continue }
            out += paint("\(title) (\(changes.count)):", colourCode) + "\n"
            for change in changes { out += "  \(change.kind.rawValue)  \(diff.line(change))\n" }
            printedGroup = true
        }
        if printedGroup { out += "\n" }
        return out + verdict + "\n"
    }

    /// `E regressions, W warnings, I infos[, G ignored]: pass|fail (--fail-on TERMS)`.
    public var verdict: String {
        var parts = [DiffText.count(diff.changes(.error).count, "regression"),
                     DiffText.count(diff.changes(.warning).count, "warning"),
                     DiffText.count(diff.changes(.info).count, "info")]
        if diff.ignoredCount > 0 { parts.append("\(diff.ignoredCount) ignored") }
        let result = diff.failingCount > 0 ? "fail" : "pass"
        return parts.joined(separator: ", ") + ": \(result) (--fail-on \(diff.options.filter.failOn.joined(separator: ",")))"
    }

    /// `1 stop`, `4 stops`.
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    enum Colour: String {
        case red = "31", green = "32", yellow = "33"
    }

    struct Line {
        var mark: String
        var text: String
        var colour: Colour?
    }

    func paint(_ text: String, _ code: Colour?) -> String {
        guard colour, let code else { return text }
        return "\u{1B}[\(code.rawValue)m\(text)\u{1B}[0m"
    }

    /// The spoken order as a unified diff whose common lines are the kept pairs.
    func spokenOrder() -> [Line] {
        var lines: [Line] = []
        let pairing = diff.pairing
        let moved = pairing.pairs.filter(\.moved)
        let movedTo = Dictionary(uniqueKeysWithValues: moved.map { ($0.a, $0.b) })
        let movedFrom = Dictionary(uniqueKeysWithValues: moved.map { ($0.b, $0.a) })
        func removed(_ index: Int) -> Line {
            let stop = diff.a.stops[index]
            let moved = movedTo[index].map { "  (moved to \(diff.b.stops[$0].index))" } ?? ""
            return Line(mark: "-", text: "\(stop.index). \(stop.description)\(moved)", colour: .red)
        }
        func added(_ index: Int) -> Line {
            let stop = diff.b.stops[index]
            let moved = movedFrom[index].map { "  (moved from \(diff.a.stops[$0].index))" } ?? ""
            return Line(mark: "+", text: "\(stop.index). \(stop.description)\(moved)", colour: .green)
        }
        var nextA = 0, nextB = 0
        for pair in pairing.pairs where !pair.moved {
            lines += (nextA..<pair.a).map(removed) + (nextB..<pair.b).map(added)
            let stopA = diff.a.stops[pair.a], stopB = diff.b.stops[pair.b]
            if stopA.description == stopB.description {
                lines.append(Line(mark: " ", text: "\(stopB.index). \(stopB.description)"))
            } else {
                lines += [removed(pair.a), added(pair.b)]
            }
            (nextA, nextB) = (pair.a + 1, pair.b + 1)
        }
        return lines + (nextA..<diff.a.stops.count).map(removed) + (nextB..<diff.b.stops.count).map(added)
    }

    /// Each run of unchanged lines further than `context` lines from every change becomes one
    /// `… K unchanged` line.
    func collapsed(_ lines: [Line]) -> [Line] {
        var distance = Array(repeating: Int.max, count: lines.count)
        var last = Int.min / 2
        for (position, line) in lines.enumerated() {
            if line.mark != " " { last = position }
            distance[position] = position - last
        }
        last = Int.max / 2
        for position in lines.indices.reversed() {
            if lines[position].mark != " " { last = position }
            distance[position] = min(distance[position], last - position)
        }
        var result: [Line] = []
        var hidden = 0
        for (position, line) in lines.enumerated() {
            if distance[position] > DiffText.context {
                hidden += 1
                continue
            }
            if hidden > 0 { result.append(Line(mark: " ", text: "… \(hidden) unchanged")) }
            hidden = 0
            result.append(line)
        }
        if hidden > 0 { result.append(Line(mark: " ", text: "… \(hidden) unchanged")) }
        return result
    }
}
