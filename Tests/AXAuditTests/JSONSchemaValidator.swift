import Foundation

/// A JSON Schema (draft-04) validator for the keywords the SARIF 2.1.0 schema uses: `type`,
/// `properties`, `additionalProperties`, `required`, `items`, `minItems`, `uniqueItems`, `enum`,
/// `$ref` (local), `minimum`, `maximum`, `pattern`, `anyOf`, `oneOf`. `format` is an annotation
/// here, as in most validators. Any other keyword is reported, so the subset cannot silently shrink.
struct JSONSchemaValidator {
    let root: [String: Any]
    static let known: Set<String> = ["type", "properties", "additionalProperties", "required", "items", "minItems",
                                     "uniqueItems", "enum", "$ref", "minimum", "maximum", "pattern", "anyOf", "oneOf",
                                     "format", "description", "default", "$schema", "title", "id", "definitions"]

    /// The problems of `value` against the root schema, as `JSON-POINTER: message`.
    func validate(_ value: Any) -> [String] { validate(value, root, at: "") }

    func validate(_ value: Any, _ schema: [String: Any], at path: String) -> [String] {
        var problems = schema.keys.filter { !Self.known.contains($0) }.map { "\(path): unsupported keyword \($0)" }
        if let reference = schema["$ref"] as? String {
            guard let target = resolve(reference) else { return problems + ["\(path): unresolved \(reference)"] }
            problems += validate(value, target, at: path)
        }
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [type as? String ?? ""]
            if !types.contains(where: { matches(value, $0) }) { problems.append("\(path): expected \(types.joined(separator: "|"))") }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { equal($0, value) }) {
            problems.append("\(path): \(value) is not one of \(options.map { "\($0)" }.joined(separator: ", "))")
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for name in schema["required"] as? [String] ?? [] where object[name] == nil {
                problems.append("\(path): missing \(name)")
            }
            for (name, member) in object {
                if let sub = properties[name] as? [String: Any] {
                    problems += validate(member, sub, at: "\(path)/\(name)")
                } else if let additional = schema["additionalProperties"] {
                    if let allowed = additional as? Bool, !allowed { problems.append("\(path): unexpected property \(name)") }
                    if let sub = additional as? [String: Any] { problems += validate(member, sub, at: "\(path)/\(name)") }
                }
            }
        }
        if let array = value as? [Any], !(value is [String: Any]) {
            if let minimum = schema["minItems"] as? Int, array.count < minimum { problems.append("\(path): fewer than \(minimum) items") }
            if schema["uniqueItems"] as? Bool == true {
                for i in array.indices where array[..<i].contains(where: { equal($0, array[i]) }) {
                    problems.append("\(path)/\(i): duplicate item")
                }
            }
            if let items = schema["items"] as? [String: Any] {
                for (i, item) in array.enumerated() { problems += validate(item, items, at: "\(path)/\(i)") }
            }
        }
        if let number = number(value) {
            if let minimum = schema["minimum"].flatMap(self.number), number < minimum { problems.append("\(path): below \(minimum)") }
            if let maximum = schema["maximum"].flatMap(self.number), number > maximum { problems.append("\(path): above \(maximum)") }
        }
        if let text = value as? String, let pattern = schema["pattern"] as? String,
           text.range(of: pattern, options: .regularExpression) == nil {
            problems.append("\(path): “\(text)” does not match \(pattern)")
        }
        if let options = schema["anyOf"] as? [[String: Any]], !options.contains(where: { validate(value, $0, at: path).isEmpty }) {
            problems.append("\(path): matches none of anyOf")
        }
        if let options = schema["oneOf"] as? [[String: Any]], options.filter({ validate(value, $0, at: path).isEmpty }).count != 1 {
            problems.append("\(path): does not match exactly one of oneOf")
        }
        return problems
    }

    func resolve(_ reference: String) -> [String: Any]? {
        guard reference.hasPrefix("#/") else { return nil }
        var current: Any = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard let object = current as? [String: Any], let next = object[String(part)] else { return nil }
            current = next
        }
        return current as? [String: Any]
    }

    /// Whether a parsed value is a JSON `true` or `false` (on Linux an `NSNumber` 0 or 1 also
    /// casts to `Bool`; a boolean's type encoding is `c`).
    func isBool(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// A JSON number (not a bool) as a double.
    func number(_ value: Any) -> Double? {
        if isBool(value) { return nil }
        switch value {
        case let int as Int: return Double(int)
        case let double as Double: return double
        default: return nil
        }
    }

    func matches(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any] && !(value is [String: Any])
        case "string": value is String
        case "boolean": isBool(value)
        case "integer": number(value).map { $0 == $0.rounded() } ?? false
        case "number": number(value) != nil
        case "null": value is NSNull
        default: false
        }
    }

    func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? String, let b = b as? String { return a == b }
        if let a = number(a), let b = number(b) { return a == b }
        if let a = a as? Bool, let b = b as? Bool { return a == b }
        return a is NSNull && b is NSNull
    }
}
