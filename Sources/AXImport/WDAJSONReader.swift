import AXModel
import Foundation

/// Reads WebDriverAgent's JSON page source (`/source?format=json`, bare or inside Appium's
/// `{"value": …}`): `type`, `name`, `label`, `value`, `rect` or `frame`, `isEnabled`, `isVisible`,
/// `isAccessible`, `children`, … Flags may be `"1"`/`"0"` or booleans. Parsed with the project's
/// own JSON parser, so errors are located; nesting is walked without recursion.
enum WDAJSONReader {
    static func read(_ bytes: [UInt8]) throws(ImportError) -> ImportedDump {
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONParser.parse(bytes)
        } catch {
            let location = JSONDocument.location(in: bytes, offset: error.offset)
            throw ImportError(line: location.line, column: location.column, message: "malformed JSON: \(error.message)")
        }
        let top = WDAJSONEnvelope.node(in: document, document.root)
        guard WDAJSONEnvelope.isNode(in: document, top) else {
            let location = document.location(top)
            throw ImportError(line: location.line, column: location.column,
                              message: "expected a WebDriverAgent source object (bare, {\"value\": …} or {\"value\": {\"tree\": …}})")
        }
        var warnings: [String] = []
        let lines = LineStarts(bytes)
        let (root, rootChildren) = try element(document, top, lines, &warnings)
        var pending = [(root, rootChildren, 1)]
        while let (parent, children, depth) = pending.popLast() {
            guard let children, document.kind(children) == .array else { continue }
            for child in document.elements(children) where document.kind(child) == .object {
                guard depth < SnapshotLoader.maximumNodeDepth else {
                    let location = LineTable(bytes).location(ofOffset: document.offset(child))
                    throw ImportError(line: location.line, column: location.column,
                                      message: "elements nested deeper than \(SnapshotLoader.maximumNodeDepth) levels")
                }
                let (made, grandchildren) = try element(document, child, lines, &warnings)
                parent.children.append(made)
                pending.append((made, grandchildren, depth + 1))
            }
        }
        return ImportedDump(root: root, warnings: warnings)
    }

    /// The element `value` describes, and its `children` member.
    private static func element(_ document: JSONDocument, _ value: JSONDocument.Value, _ lines: LineStarts,
                                _ warnings: inout [String]) throws(ImportError) -> (ImportedElement, JSONDocument.Value?) {
        // The members read, found in one pass: looking each key up in the object made a string of
        // every key of the element for each of the twenty lookups.
        var members = [JSONDocument.Value?](repeating: nil, count: Key.allCases.count)
        document.forEachMember(value) { key, member in
            if let known = document.string(key).flatMap(Key.init(name:)), members[known.rawValue] == nil { members[known.rawValue] = member }
        }
        func text(_ key: Key) -> String? {
            guard let member = members[key.rawValue] else { return nil }
            if let string = document.string(member) { return string }
            return document.number(member).map(Value.format)
        }
        func flag(_ key: Key) -> Bool? {
            guard let member = members[key.rawValue] else { return nil }
            if let bool = document.bool(member) { return bool }
            if let number = document.number(member) { return number != 0 }
            return document.string(member).map(WDAElementTree.flag)
        }
        let element = ImportedElement(type: ImportedElement.shortType(text(.type) ?? "Other"), line: lines.line(ofOffset: document.offset(value)))
        element.name = text(.name) ?? text(.rawIdentifier)
        element.label = text(.label)
        element.value = text(.value)
        element.placeholder = text(.placeholderValue)
        element.enabled = flag(.isEnabled) ?? flag(.enabled)
        element.visible = flag(.isVisible) ?? flag(.visible)
        element.accessible = flag(.isAccessible) ?? flag(.accessible)
        element.nativeAccessibilityElement = flag(.nativeAccessibilityElement)
        element.hittable = flag(.isHittable) ?? flag(.hittable)
        element.selected = flag(.isSelected) ?? flag(.selected) ?? false
        element.focused = flag(.hasFocus) ?? flag(.focused) ?? false
        element.traits = text(.traits).map(WDATraits.split)
        element.customActions = text(.customActions).map(WDATraits.splitActions) ?? []
        if let rect = members[Key.rect.rawValue], document.kind(rect) == .object {
            element.frame = WDAJSONEnvelope.rect(in: document, rect)
        } else if let frame = text(.frame) {
            element.frame = DebugDescriptionReader.frame(frame)
        }
        if let problem = element.frameProblem { throw ImportError(line: element.line, column: 1, message: problem) }
        if element.frame == nil { warnings.append("\(element.reference): no usable frame; the parent's frame is used") }
        return (element, members[Key.children.rawValue])
    }

    /// The keys of an element the reader uses.
    private enum Key: Int, CaseIterable {
        case type, name, rawIdentifier, label, value, placeholderValue, isEnabled, enabled, isVisible, visible, isAccessible,
             accessible, nativeAccessibilityElement, isHittable, hittable, isSelected, selected, hasFocus, focused, traits,
             customActions, rect, frame, children

        static let names = allCases.map { String(describing: $0) }

        init?(name: String) {
            guard let index = Key.names.firstIndex(of: name) else { return nil }
            self.init(rawValue: index)
        }
    }
}

/// The line of a byte offset. ``LineTable`` also counts characters for columns, which the reader
/// does not need for each element (a quarter of its time).
private struct LineStarts {
    /// Byte offset where each line starts.
    private var starts = [0]

    init(_ bytes: [UInt8]) {
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    }

    /// The line (from 1) of `offset`.
    func line(ofOffset offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}
