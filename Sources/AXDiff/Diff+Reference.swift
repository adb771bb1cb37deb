extension Diff {
    /// How a change names its stops (diff.md §6): `B#n ID` (`A-ID→B-ID` when the ids differ),
    /// `A#m ID`, `A#m→B#n ID` for a move, `screen`.
    public func reference(_ change: Change) -> String {
        if change.kind.isScreenKind { return "screen" }
        let stopA = change.a.map { a.stops[$0] }, stopB = change.b.map { b.stops[$0] }
        var id = stopB?.id ?? stopA?.id ?? ""
        if let stopA, let stopB, stopA.id != stopB.id { id = "\(stopA.id)→\(stopB.id)" }
        if change.kind == .orderMoved, let stopA, let stopB { return "A#\(stopA.index)→B#\(stopB.index) \(id)" }
        if let stopB { return "B#\(stopB.index) \(id)" }
        return "A#\(stopA?.index ?? 0) \(id)"
    }

    /// `REF: MESSAGE`.
    public func line(_ change: Change) -> String { "\(reference(change)): \(change.message)" }
}
