/// A JSON value for output, with object keys in the order given. For documents built as a whole
/// (an import's snapshot); large outputs stream through ``JSONWriter`` without building one.
public enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    public static func optional(_ text: String?) -> JSONOutput { text.map(JSONOutput.string) ?? .null }
    public static func strings(_ texts: [String]) -> JSONOutput { .array(texts.map(JSONOutput.string)) }
    public static func numbers(_ values: [Double]) -> JSONOutput { .array(values.map(JSONOutput.number)) }

    /// Pretty-printed with two-space indentation; arrays of scalars stay on one line.
    public func rendered() -> String {
        var writer = JSONWriter()
        write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Writes the value as ``rendered()`` prints it.
    public func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let flag): writer.bool(flag)
        case .number(let number): writer.number(number)
        case .string(let text): writer.string(text)
        case .array(let items):
            writer.beginArray(inline: items.allSatisfy(\.isScalar))
            for item in items { item.write(to: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for (key, value) in members {
                writer.key(text: key)
                value.write(to: &writer)
            }
            writer.endObject()
        }
    }

    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
