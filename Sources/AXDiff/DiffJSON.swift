import AXModel

/// The JSON report (diff.md §7).
extension Diff {
    public var json: JSONOutput {
        .object([
            ("a", side(a)), ("b", side(b)),
            ("navigation", .string(options.navigation.rawValue)),
            ("geometryTolerance", .number(options.geometryTolerance)),
            ("ignore", .strings(options.filter.ignore)),
            ("failOn", .strings(options.filter.failOn)),
            ("pairs", .array(pairing.pairs.map { pair in
                .object([("a", stopRef(a, pair.a)), ("b", stopRef(b, pair.b)), ("by", .string(pair.by.rawValue)),
                         ("moved", .bool(pair.moved))])
            })),
            ("changes", .array(changes.map(json))),
            ("counts", .object([
                ("error", .number(Double(changes(.error).count))), ("warning", .number(Double(changes(.warning).count))),
                ("info", .number(Double(changes(.info).count))), ("ignored", .number(Double(ignoredCount))),
            ])),
            ("failing", .number(Double(failingCount))),
        ])
    }

    func side(_ side: DiffSide) -> JSONOutput {
        .object([
            ("file", .string(side.file)), ("format", .string(side.format)), ("imported", .bool(side.imported)),
            ("locale", .string(side.snapshot.locale)), ("stops", .number(Double(side.stops.count))),
            ("modal", .strings(side.modalScope.map(\.id))),
        ])
    }

    /// `{"index", "id"}` of a stop (index from 0 in, from 1 out).
    func stopRef(_ side: DiffSide, _ index: Int?) -> JSONOutput {
        guard let index else { return .null }
        return .object([("index", .number(Double(side.stops[index].index))), ("id", .string(side.stops[index].id))])
    }

    /// One change as JSON.
    public func json(_ change: Change) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("kind", .string(change.kind.rawValue)), ("level", .string(change.level.rawValue)),
            ("failing", .bool(change.failing)), ("a", stopRef(a, change.a)), ("b", stopRef(b, change.b)),
            ("before", change.before), ("after", change.after),
        ]
        if let added = change.addedTraits, let removed = change.removedTraits {
            members += [("added", .strings(added)), ("removed", .strings(removed))]
        }
        members.append(("message", .string(change.message)))
        if change.kind.isStopKind { members.append(("reason", .optional(change.reason))) }
        switch change.kind {
        case .stopMerged: members.append(("into", stopRef(b, change.into?.first)))
        case .stopSplit: members.append(("into", .array((change.into ?? []).map { stopRef(b, $0) })))
        default: break
        }
        return .object(members)
    }
}
