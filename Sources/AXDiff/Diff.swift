import AXModel

/// What changed for a VoiceOver user between two sides (diff.md): the pairs of stops and the
/// changes, filtered and judged by the options.
public struct Diff: Sendable {
    public let a: DiffSide
    public let b: DiffSide
    public let options: DiffOptions
    public let pairing: Pairing
    /// Every change not ignored, in report order (§7).
    public let changes: [Change]
    /// How many changes `--ignore` left out.
    public let ignoredCount: Int
    /// How many changes fail.
    public let failingCount: Int
    /// How many changes not ignored are errors, warnings and infos.
    private let levelCounts: [Int]

    public init(_ a: DiffSide, _ b: DiffSide, options: DiffOptions = DiffOptions()) {
        self.a = a
        self.b = b
        self.options = options
        let pairing = Pairing(a, b), tolerance = options.geometryTolerance
        self.pairing = pairing
        var all = Diff.screenChanges(a, b, pairing, options)
        let full = !a.imported && !b.imported
        // Borrowed, not copied stop by stop.
        let unchanged = a.stops.withUnsafeBufferPointer { stopsA in
            b.stops.withUnsafeBufferPointer { stopsB in
                pairing.pairs.map { PairComparison.unchanged(stopsA[$0.a], stopsB[$0.b], tolerance: tolerance) }
            }
        }
        for (pair, unchanged) in zip(pairing.pairs, unchanged) {
            if pair.moved {
                all.append(Change(kind: .orderMoved, a: pair.a, b: pair.b, before: .number(Double(a.stops[pair.a].index)),
                                  after: .number(Double(b.stops[pair.b].index)), message: MessageFormat.quoted(b.stops[pair.b].description)))
            }
            if unchanged { continue }
            all += PairComparison(a: a.stops[pair.a], b: b.stops[pair.b], indexA: pair.a, indexB: pair.b, tolerance: options.geometryTolerance,
                                  full: full, authored: !a.generatedIds && !b.generatedIds).changes()
        }
        // Last, in room made for them: none comes after to outgrow it (the sort sets the order).
        Diff.appendStopChanges(a, b, pairing, to: &all)
        // In place: a copy of a million changes is hundreds of megabytes.
        let found = all.count
        all.removeAll { options.filter.ignores($0.kind) }
        ignoredCount = found - all.count
        for position in all.indices { all[position].failing = options.filter.fails(all[position]) }
        Diff.sortInReportOrder(&all)
        changes = all
        var counts = [0, 0, 0], failing = 0
        for change in all {
            counts[change.level.position] += 1
            if change.failing { failing += 1 }
        }
        levelCounts = counts
        failingCount = failing
    }

    /// `screen.*` in table order, then changes with a B stop by B index, then the rest by A index;
    /// ties by table order, then message.
    static func reportOrder(_ x: Change, _ y: Change) -> Bool {
        func rank(_ change: Change) -> (Int, Int) {
            if change.kind.isScreenKind { return (0, 0) }
            if let b = change.b { return (1, b) }
            return (2, change.a ?? 0)
        }
        let (rx, ry) = (rank(x), rank(y))
        if rx != ry { return rx < ry }
        if x.kind != y.kind { return x.kind < y.kind }
        return x.message < y.message
    }

    /// Sorts `changes` by ``reportOrder(_:_:)`` as a stable sort would. The sort moves indices, and
    /// the changes then follow them in place: sorting the changes themselves would take a buffer
    /// of half their count, and at a million changes of a screen against an empty one each change
    /// moved costs its whole size.
    static func sortInReportOrder(_ changes: inout [Change]) {
        var order = Array(changes.indices)
        changes.withUnsafeBufferPointer { changes in
            order.sort { x, y in
                if reportOrder(changes[x], changes[y]) { return true }
                return x < y && !reportOrder(changes[y], changes[x])
            }
        }
        // Each position takes the change `order` names for it, a cycle of moves at a time; a
        // position done names itself.
        for start in order.indices where order[start] != start {
            let first = changes[start]
            var position = start
            while true {
                let source = order[position]
                order[position] = position
                if source == start {
                    changes[position] = first
                    break
                }
                changes[position] = changes[source]
                position = source
            }
        }
    }

    /// How many changes not ignored are of one level.
    public func count(_ level: ChangeLevel) -> Int { levelCounts[level.position] }

    static func screenChanges(_ a: DiffSide, _ b: DiffSide, _ pairing: Pairing, _ options: DiffOptions) -> [Change] {
        var result: [Change] = []
        if a.stops.count != b.stops.count {
            result.append(Change(kind: .screenStopCount, a: nil, b: nil, before: .number(Double(a.stops.count)),
                                 after: .number(Double(b.stops.count)), message: "\(a.stops.count) → \(b.stops.count)"))
        }
        let firstA = a.stops.first, firstB = b.stops.first
        if firstA != nil || firstB != nil, firstA == nil || firstB == nil || pairing.partnerOfA[0] != 0 {
            result.append(Change(kind: .screenFirstStop, a: firstA.map { _ in 0 }, b: firstB.map { _ in 0 },
                                 before: .optional(firstA?.description), after: .optional(firstB?.description),
                                 message: MessageFormat.change(MessageFormat.quoted(firstA?.description),
                                                               MessageFormat.quoted(firstB?.description))))
        }
        let authored = !a.generatedIds && !b.generatedIds
        func scope(_ side: DiffSide) -> [String] {
            side.modalScope.map { "\($0.kind)\u{0}" + (authored ? $0.id : LabelKey.of($0.label) ?? "") }
        }
        if scope(a) != scope(b) {
            let idsA = a.modalScope.map(\.id), idsB = b.modalScope.map(\.id)
            result.append(Change(kind: .screenModal, a: nil, b: nil, before: .strings(idsA), after: .strings(idsB),
                                 message: MessageFormat.change(MessageFormat.list(idsA), MessageFormat.list(idsB))))
        }
        if !options.localeGiven, a.locale != b.locale {
            result.append(Change(kind: .screenLocale, a: nil, b: nil, before: .string(a.locale),
                                 after: .string(b.locale),
                                 message: MessageFormat.change(a.locale, b.locale)))
        }
        return result
    }

    /// `stop.*`: the fate of every stop without pair, appended to `result` in room made for them
    /// all (a screen against an empty one has a change for each of its stops).
    static func appendStopChanges(_ a: DiffSide, _ b: DiffSide, _ pairing: Pairing, to result: inout [Change]) {
        let removed = a.stops.indices.filter { pairing.partnerOfA[$0] == nil }
        let added = b.stops.indices.filter { pairing.partnerOfB[$0] == nil }
        // The counterparts first: the tables that find them are gone before the changes' room is made.
        let removedCounterparts = Fate.counterparts(of: removed, from: a, in: b)
        let addedCounterparts = Fate.counterparts(of: added, from: b, in: a)
        result.reserveCapacity(result.count + removed.count + added.count)
        for (index, counterpart) in zip(removed, removedCounterparts) {
            let stop = a.stops[index]
            let fate = Fate.of(stop, counterpart: counterpart, from: a, in: b, removed: true)
            let level: ChangeLevel? = fate.kind == .stopUnreachable ? (stop.isControl ? .error : .warning) : nil
            var change = Change(kind: fate.kind, level: level, a: index, b: nil, before: .string(stop.description),
                                after: .null, message: message(stop, fate.reason))
            change.reason = fate.reason
            change.into = fate.into
            result.append(change)
        }
        for (index, counterpart) in zip(added, addedCounterparts) {
            let stop = b.stops[index]
            let fate = Fate.of(stop, counterpart: counterpart, from: b, in: a, removed: false)
            var change = Change(kind: .stopAdded, a: nil, b: index, before: .null, after: .string(stop.description),
                                message: message(stop, fate.reason))
            change.reason = fate.reason
            result.append(change)
        }
    }

    static func message(_ stop: ComparedStop, _ reason: String?) -> String {
        MessageFormat.quoted(stop.description) + (reason.map { "; " + $0 } ?? "")
    }
}
