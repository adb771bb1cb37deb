import AXModel

/// The JSON report (diff.md §7).
extension Diff {
    /// Writes the report; `flush` may take the writer's bytes after each pair and change.
    public func writeJSON(to writer: inout JSONWriter, flush: (inout JSONWriter) -> Void) {
        writer.beginObject()
        writer.key("a"); side(a).write(to: &writer)
        writer.key("b"); side(b).write(to: &writer)
        writer.key("navigation"); writer.string(options.navigation.rawValue)
        writer.key("geometryTolerance"); writer.number(options.geometryTolerance)
        writer.key("ignore"); writer.strings(options.filter.ignore)
        writer.key("failOn"); writer.strings(options.filter.failOn)
        writer.key("pairs")
        writer.beginArray()
        for pair in pairing.pairs {
            writer.beginObject()
            writer.key("a"); writeStopRef(a, pair.a, to: &writer)
            writer.key("b"); writeStopRef(b, pair.b, to: &writer)
            writer.key("by"); writer.string(pair.by.rawValue)
            writer.key("moved"); writer.bool(pair.moved)
            writer.endObject()
            flush(&writer)
        }
        writer.endArray()
        writer.key("changes")
        writer.beginArray()
        for change in changes {
            json(change).write(to: &writer)
            flush(&writer)
        }
        writer.endArray()
        writer.key("counts")
        writer.beginObject()
        writer.key("error"); writer.integer(count(.error))
        writer.key("warning"); writer.integer(count(.warning))
        writer.key("info"); writer.integer(count(.info))
        writer.key("ignored"); writer.integer(ignoredCount)
        writer.endObject()
        writer.key("failing"); writer.integer(failingCount)
        writer.endObject()
    }

    /// `{"index", "id"}` of a side's stop, as ``stopRef(_:_:)`` gives it (the stop read in place,
    /// not copied).
    func writeStopRef(_ side: DiffSide, _ index: Int, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("index"); writer.integer(side.stops[index].index)
        writer.key("id"); writer.string(side.stops[index].id)
        writer.endObject()
    }

    func side(_ side: DiffSide) -> JSONOutput {
        .object([
            ("file", .string(side.file)), ("format", .string(side.format)), ("imported", .bool(side.imported)),
            ("locale", .string(side.locale)), ("stops", .number(Double(side.stops.count))),
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
