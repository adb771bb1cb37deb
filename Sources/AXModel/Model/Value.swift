/// A value of the snapshot's state or of an expression.
public enum Value: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case text(String)

    /// The value as text: a whole number without a decimal point, a bool as `true`/`false`.
    public var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Value.format(value)
        case .text(let value): value
        }
    }

    /// The value as messages show it: text quoted and escaped (``Echo``), anything else as ``text``.
    public var quoted: String {
        if case .text(let text) = self { return Echo.quoted(text) }
        return text
    }

    /// The name of the value's type, for messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .text: "text"
        }
    }

    /// Formats a number as the format prints it: whole numbers without a decimal point.
    public static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
