import AXModel

/// How messages write numbers, sizes and names (audit.md §2).
enum Format {
    /// At most two decimals: `24`, `43.9`, `4.48`.
    static func number(_ value: Double) -> String { Value.format((value * 100).rounded() / 100) }

    /// `24 × 24 pt`.
    static func size(_ frame: Rect) -> String { "\(number(frame.width)) × \(number(frame.height)) pt" }

    /// A node id in backticks.
    static func id(_ snapshot: Snapshot, _ node: Int) -> String { "`\(snapshot.nodes[node].id)`" }

    /// A number for `data`, rounded to two decimals.
    static func json(_ value: Double) -> JSONOutput { .number((value * 100).rounded() / 100) }
}
