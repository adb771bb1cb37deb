import AXModel

/// How messages write numbers, sizes and names (audit.md §2).
enum Format {
    /// At most two decimals: `24`, `43.9`, `4.48`.
    static func number(_ value: Double) -> String { Value.format((value * 100).rounded() / 100) }

    /// A node id in backticks.
    static func id(_ snapshot: Snapshot, _ node: Int) -> String { "`\(snapshot.nodes[node].id)`" }

    /// Appends ``number(_:)`` to `bytes`.
    static func writeNumber(_ value: Double, to bytes: inout [UInt8]) {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            bytes.appendDecimal(Int64(rounded))
        } else {
            bytes.appendText(Value.format(rounded))
        }
    }

    /// Appends `24 × 24 pt` to `bytes`.
    static func writeSize(_ frame: Rect, to bytes: inout [UInt8]) {
        writeNumber(frame.width, to: &bytes)
        bytes.appendText(" × ")
        writeNumber(frame.height, to: &bytes)
        bytes.appendText(" pt")
    }

    /// Appends ``id(_:_:)`` to `bytes`.
    static func writeID(_ snapshot: Snapshot, _ node: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "`"))
        bytes.appendText(snapshot.nodes[node].id)
        bytes.append(UInt8(ascii: "`"))
    }

    /// A number for `data`, rounded to two decimals.
    static func json(_ value: Double) -> JSONOutput { .number((value * 100).rounded() / 100) }
}
