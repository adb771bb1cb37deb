import AXModel

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
        var bytes: [UInt8] = []
        writeText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``rendered`` to `bytes`, calling `flush` after each line of the spoken order and
    /// each change (to hand on and empty them).
    public func writeText(to bytes: inout [UInt8], flush: (inout [UInt8]) -> Void = { _ in }) {
        bytes.appendText("--- \(diff.a.file) (\(DiffText.count(diff.a.stops.count, "stop")))\n")
        bytes.appendText("+++ \(diff.b.file) (\(DiffText.count(diff.b.stops.count, "stop")))\n")
        let order = spokenOrder()
        if order.contains(where: { $0.mark != .same }) {
            let moved = diff.pairing.pairs.filter(\.moved)
            let movedTo = Dictionary(uniqueKeysWithValues: moved.map { ($0.a, $0.b) })
            let movedFrom = Dictionary(uniqueKeysWithValues: moved.map { ($0.b, $0.a) })
            for line in collapsed(order) {
                let text: String
                switch line.content {
                case .a(let index):
                    text = DiffText.stopLine(diff.a.stops[index], movedTo[index].map { "  (moved to \(diff.b.stops[$0].index))" })
                case .b(let index):
                    text = DiffText.stopLine(diff.b.stops[index], movedFrom[index].map { "  (moved from \(diff.a.stops[$0].index))" })
                case .hidden(let count):
                    text = "… \(count) unchanged"
                }
                bytes.appendText(paint(line.mark.rawValue + " " + text, line.colour) + "\n")
                flush(&bytes)
            }
            bytes.appendText("\n")
        }
        var printedGroup = false
        for (level, title, colourCode) in [(ChangeLevel.error, "Regressions", Colour.red),
                                           (.warning, "Warnings", .yellow), (.info, "Info", nil)] {
            let count = diff.count(level)
            guard count > 0 else { continue }
            bytes.appendText(paint("\(title) (\(count)):", colourCode) + "\n")
            for change in diff.changes where change.level == level {
                bytes.appendText("  \(change.kind.rawValue)  \(diff.line(change))\n")
                flush(&bytes)
            }
            printedGroup = true
        }
        if printedGroup { bytes.appendText("\n") }
        bytes.appendText(verdict + "\n")
    }

    /// `E regressions, W warnings, I infos[, G ignored]: pass|fail (--fail-on TERMS)`.
    public var verdict: String {
        var parts = [DiffText.count(diff.count(.error), "regression"),
                     DiffText.count(diff.count(.warning), "warning"),
                     DiffText.count(diff.count(.info), "info")]
        if diff.ignoredCount > 0 { parts.append("\(diff.ignoredCount) ignored") }
        let result = diff.failingCount > 0 ? "fail" : "pass"
        return parts.joined(separator: ", ") + ": \(result) (--fail-on \(diff.options.filter.failOn.joined(separator: ",")))"
    }

    /// `1 stop`, `4 stops`.
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    enum Colour: String {
        case red = "31", green = "32", yellow = "33"
    }

    /// A line of the spoken order; its text is made only if it is printed.
    struct Line {
        var mark: Mark
        var content: Content
        var colour: Colour?

        /// Unchanged, only in A, only in B.
        enum Mark: String { case same = " ", removed = "-", added = "+" }

        enum Content {
            /// A stop of A, a stop of B, or a collapsed run of this many unchanged lines.
            case a(Int), b(Int), hidden(Int)
        }
    }

    /// `N. DESCRIPTION`, then where it moved.
    static func stopLine(_ stop: ComparedStop, _ moved: String?) -> String { "\(stop.index). \(stop.description)\(moved ?? "")" }

    func paint(_ text: String, _ code: Colour?) -> String {
        guard colour, let code else { return text }
        return "\u{1B}[\(code.rawValue)m\(text)\u{1B}[0m"
    }

    /// The spoken order as a unified diff whose common lines are the kept pairs.
    func spokenOrder() -> [Line] {
        let kept = diff.pairing.pairs.filter { !$0.moved }
        // Borrowed, not copied stop by stop.
        let same = diff.a.stops.withUnsafeBufferPointer { stopsA in
            diff.b.stops.withUnsafeBufferPointer { stopsB in kept.map { stopsA[$0.a].sameDescription(as: stopsB[$0.b]) } }
        }
        var lines: [Line] = []
        lines.reserveCapacity(max(diff.a.stops.count, diff.b.stops.count))
        var nextA = 0, nextB = 0
        for (pair, same) in zip(kept, same) {
            for index in nextA..<pair.a { lines.append(Line(mark: .removed, content: .a(index), colour: .red)) }
            for index in nextB..<pair.b { lines.append(Line(mark: .added, content: .b(index), colour: .green)) }
            if same {
                lines.append(Line(mark: .same, content: .b(pair.b)))
            } else {
                lines.append(Line(mark: .removed, content: .a(pair.a), colour: .red))
                lines.append(Line(mark: .added, content: .b(pair.b), colour: .green))
            }
            (nextA, nextB) = (pair.a + 1, pair.b + 1)
        }
        for index in nextA..<diff.a.stops.count { lines.append(Line(mark: .removed, content: .a(index), colour: .red)) }
        for index in nextB..<diff.b.stops.count { lines.append(Line(mark: .added, content: .b(index), colour: .green)) }
        return lines
    }

    /// Each run of unchanged lines further than `context` lines from every change becomes one
    /// `… K unchanged` line.
    func collapsed(_ lines: [Line]) -> [Line] {
        var distance = Array(repeating: Int.max, count: lines.count)
        var last = Int.min / 2
        for (position, line) in lines.enumerated() {
            if line.mark != .same { last = position }
            distance[position] = position - last
        }
        last = Int.max / 2
        for position in lines.indices.reversed() {
            if lines[position].mark != .same { last = position }
            distance[position] = min(distance[position], last - position)
        }
        var result: [Line] = []
        var hidden = 0
        for (position, line) in lines.enumerated() {
            if distance[position] > DiffText.context {
                hidden += 1
                continue
            }
            if hidden > 0 { result.append(Line(mark: .same, content: .hidden(hidden))) }
            hidden = 0
            result.append(line)
        }
        if hidden > 0 { result.append(Line(mark: .same, content: .hidden(hidden))) }
        return result
    }
}
