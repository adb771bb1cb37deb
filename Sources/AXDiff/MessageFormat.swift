import AXModel

/// How change messages write values (diff.md §6): strings quoted, `none` for null, numbers as in
/// JSON, `X → Y`.
enum MessageFormat {
    static func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        return "\"\(text)\""
    }

    static func change(_ before: String, _ after: String) -> String { "\(before) → \(after)" }

    static func number(_ value: Double) -> String { Value.format(value) }

    static func point(_ x: Double, _ y: Double) -> String { "(\(number(x)), \(number(y)))" }

    static func size(_ frame: Rect) -> String { "\(number(frame.width))×\(number(frame.height))" }

    static func frame(_ frame: Rect) -> JSONOutput { .numbers(frame.array) }

    /// A list of names, or `none` when empty.
    static func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
}
