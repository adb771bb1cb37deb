import AXModel

/// The wrappings of WebDriverAgent's JSON source (import.md R1): a bare node, Appium's
/// `{"value": node}` and the 2016 WebDriverAgent's `{"value": {"tree": node}}`; and both forms
/// of `rect`.
enum WDAJSONEnvelope {
    /// The root node inside `top`: `value` and then `tree` are unwrapped when the object around
    /// them is not itself a node (it has no `type`).
    static func node(in document: JSONDocument, _ top: JSONDocument.Value) -> JSONDocument.Value {
        var node = top
        for key in ["value", "tree"] where document.kind(node) == .object && document.member(node, "type") == nil {
            if let wrapped = document.member(node, key), document.kind(wrapped) == .object { node = wrapped }
        }
        return node
    }

    /// The page source a WebDriverAgent answer carries as a string, `{"value": "<?xml …"}` (what
    /// `GET /source` returns over HTTP), or nil when `bytes` is no such answer.
    static func embeddedSource(_ bytes: [UInt8]) -> [UInt8]? {
        guard let document = try? JSONParser.parse(bytes), document.kind(document.root) == .object,
              document.member(document.root, "type") == nil,
              let value = document.member(document.root, "value"), let text = document.string(value) else { return nil }
        let source = Array(text.utf8)
        return ImportFormat.detect(source) == nil ? nil : source
    }

    /// Whether `value` looks like a node: an object with a type, children or a frame (a node
    /// without `type` is an `Other`).
    static func isNode(in document: JSONDocument, _ value: JSONDocument.Value) -> Bool {
        document.kind(value) == .object && ["type", "children", "rect", "frame"].contains { document.member(value, $0) != nil }
    }

    /// `rect` as `{x, y, width, height}` or `{origin: {x, y}, size: {width, height}}`.
    static func rect(in document: JSONDocument, _ rect: JSONDocument.Value) -> Rect? {
        // Each object's members read once (a lookup by key reads every key of the object).
        func members(_ object: JSONDocument.Value) -> [(name: String, value: JSONDocument.Value)] {
            var result: [(name: String, value: JSONDocument.Value)] = []
            document.forEachMember(object) { key, value in result.append((document.string(key) ?? "", value)) }
            return result
        }
        func member(_ members: [(name: String, value: JSONDocument.Value)], _ key: String) -> JSONDocument.Value? {
            members.first { $0.name == key }?.value
        }
        func numbers(_ object: [(name: String, value: JSONDocument.Value)], _ keys: [String]) -> [Double?] {
            keys.map { key in member(object, key).flatMap(document.number) }
        }
        let outer = members(rect)
        if let origin = member(outer, "origin"), let size = member(outer, "size") {
            return ImportedElement.frame(numbers(members(origin), ["x", "y"]) + numbers(members(size), ["width", "height"]))
        }
        return ImportedElement.frame(numbers(outer, ["x", "y", "width", "height"]))
    }
}
