import AXModel

/// How messages write numbers, sizes and names (audit.md §2).
enum Format {
    /// At most two decimals: `24`, `43.9`, `4.48`.
    static func number(_ value: Double) -> String { Value.format((value * 100).rounded() / 100) }

    /// How a message names a node (audit.md §2, as AXScope decides for dumps): the id in
    /// backticks where the id is the author's (an authored snapshot). In a dump the importer
    /// generated the ids from the labels, so the node is named by what VoiceOver speaks for it, its
    /// label or text in “ ”, followed by the app's own `identifier` where it has a different one;
    /// the generated id only when it has neither label nor text.
    static func name(_ snapshot: Snapshot, _ node: Int) -> String {
        var bytes: [UInt8] = []
        writeName(snapshot, node, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The label or text a dump's node is named by (``shortName(_:)``), nil in an authored
    /// snapshot or when it has none.
    static func spokenName(_ snapshot: Snapshot, _ node: Int) -> String? {
        guard snapshot.importedFrom != nil else { return nil }
        let element = snapshot.nodes[node]
        return [element.label, element.text].lazy.compactMap { $0.flatMap(shortName) }.first
    }

    /// A text as a message names an element by it: white space runs as one space, at most 80
    /// characters (the 80th an ellipsis); nil when nothing is left.
    static func shortName(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if words.isEmpty { return nil }
        return words.count > 80 ? String(words.prefix(79)) + "…" : words
    }

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

    /// Appends ``name(_:_:)`` to `bytes`.
    static func writeName(_ snapshot: Snapshot, _ node: Int, to bytes: inout [UInt8]) {
        guard let spoken = spokenName(snapshot, node) else {
            return writeCode(snapshot.nodes[node].id, to: &bytes)
        }
        bytes.appendText("“")
        bytes.appendText(spoken)
        bytes.appendText("”")
        if let identifier = snapshot.nodes[node].identifier, !identifier.isEmpty, identifier != spoken {
            bytes.appendText(" (")
            writeCode(identifier, to: &bytes)
            bytes.appendText(")")
        }
    }

    private static func writeCode(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "`"))
        bytes.appendText(text)
        bytes.append(UInt8(ascii: "`"))
    }

    /// A number for `data`, rounded to two decimals.
    static func json(_ value: Double) -> JSONOutput { .number((value * 100).rounded() / 100) }
}
