import AXModel
import Foundation

/// Reads the text of an XCUIElement's `debugDescription` as pasted from a test log:
///
///     Attributes: Application, pid: 4242, label: 'Settings'
///     Element subtree:
///      →Application, 0x600000c8c1e0, pid: 4242, label: 'Settings'
///         Window (Main), 0x600000c8c2c0, {{0.0, 0.0}, {390.0, 844.0}}
///           Cell, 0x600000c8c3a0, {{0.0, 248.0}, {390.0, 45.0}}, identifier: 'General', label: 'General'
///     Path to element:
///
/// Indentation is nesting; `{{x, y}, {w, h}}` is the frame; `identifier`, `label`,
/// `placeholderValue` are quoted (a label may itself hold quotes), `value` is not; flags such as
/// `Selected`, `Disabled`, `Focused` follow. Reading stops at `Path to element:`.
enum DebugDescriptionReader {
    static let keys = ["identifier", "label", "placeholderValue", "value", "title"]
    static let flags = ["Selected", "Disabled", "Focused", "Enabled", "Keyboard Focused", "Hittable", "Not Hittable"]

    static func read(_ bytes: [UInt8]) throws(ImportError) -> ImportedDump {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ImportError(line: 1, column: 1, message: "the text is not valid UTF-8")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.trimmingSuffix(while: { $0 == "\r" })) }
        var first = 0
        if let subtree = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Element subtree:" }) {
            first = subtree + 1
        } else if let attributes = lines.firstIndex(where: { $0.hasPrefix("Attributes:") }) {
            first = attributes + 1
        }
        if let end = lines.firstIndex(where: { ["Path to element:", "Query chain:"].contains($0.trimmingCharacters(in: .whitespaces)) }), end >= first {
            lines = Array(lines[..<end])
        }
        var stack: [(indent: Int, element: ImportedElement)] = []
        var root: ImportedElement?
        var warnings: [String] = []
        for number in first..<lines.count {
            let line = lines[number]
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let indent = line.prefix { $0 == " " || $0 == "→" || $0 == "\t" }.count
            let element = try parseLine(String(line.dropFirst(indent)), line: number + 1, column: indent + 1, warnings: &warnings)
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            if let parent = stack.last?.element {
                parent.children.append(element)
            } else if root == nil {
                root = element
            } else {
                throw ImportError(line: number + 1, column: indent + 1,
                                  message: "a second top-level element: the subtree must have one root (check the indentation)")
            }
            stack.append((indent, element))
        }
        guard let root else { throw ImportError(line: max(1, first + 1), column: 1, message: "no elements: expected lines such as 'Button, 0x…, {{x, y}, {w, h}}'") }
        return ImportedDump(root: root, warnings: warnings)
    }

    /// One element line without its indentation.
    static func parseLine(_ text: String, line: Int, column: Int, warnings: inout [String]) throws(ImportError) -> ImportedElement {
        let characters = Array(text)
        var position = 0
        func fail(_ message: String) -> ImportError { ImportError(line: line, column: column + position, message: message) }
        let typeEnd = characters.firstIndex(of: ",") ?? characters.count
        var type = String(characters[..<typeEnd]).trimmingCharacters(in: .whitespaces)
        if let paren = type.firstIndex(of: "(") { type = type[..<paren].trimmingCharacters(in: .whitespaces) }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw fail("expected an element type such as 'Button' at the start of the line, found '\(String(characters[..<typeEnd]))'")
        }
        let element = ImportedElement(type: ImportedElement.shortType(type), line: line)
        position = typeEnd
        func rest() -> String { String(characters[position...]) }
        func startsBoundary(at index: Int) -> Bool {
            // A ", " followed by a known key or flag, or the end of the line.
            guard index < characters.count else { return true }
            guard index + 1 < characters.count, characters[index] == ",", characters[index + 1] == " " else { return false }
            let after = String(characters[(index + 2)...])
            return keys.contains { after.hasPrefix("\($0): ") } || flags.contains { flag in
                after.hasPrefix(flag) && (after.count == flag.count || after.dropFirst(flag.count).hasPrefix(","))
            } || after.hasPrefix("{{") || after.hasPrefix("0x") || after.hasPrefix("pid: ")
        }
        while position < characters.count {
            guard rest().hasPrefix(", ") else { throw fail("expected ', ' between attributes") }
            position += 2
            let token = rest()
            if token.hasPrefix("0x") || token.hasPrefix("pid: ") {
                position = (position..<characters.count).first { startsBoundary(at: $0) } ?? characters.count
            } else if token.hasPrefix("{{") {
                guard let close = token.range(of: "}}") else { throw fail("unterminated frame: expected {{x, y}, {width, height}}") }
                let frameText = String(token[..<close.upperBound])
                guard let frame = frame(frameText) else { throw fail("malformed frame '\(frameText)': expected {{x, y}, {width, height}}") }
                element.frame = frame
                position += frameText.count
            } else if let key = keys.first(where: { token.hasPrefix("\($0): ") }) {
                position += key.count + 2
                let value: String
                if position < characters.count, characters[position] == "'" {
                    let start = position + 1
                    guard let end = (start..<characters.count).first(where: { characters[$0] == "'" && startsBoundary(at: $0 + 1) }) else {
                        throw fail("unterminated quoted \(key)")
                    }
                    value = String(characters[start..<end])
                    position = end + 1
                } else {
                    let end = (position..<characters.count).first { startsBoundary(at: $0) } ?? characters.count
                    value = String(characters[position..<end])
                    position = end
                }
                switch key {
                case "identifier": element.name = value
                case "label", "title": element.label = value
                case "placeholderValue": element.placeholder = value
                default: element.value = value
                }
            } else if let flag = flags.first(where: { token.hasPrefix($0) && startsBoundary(at: position + $0.count) }) {
                switch flag {
                case "Selected": element.selected = true
                case "Disabled": element.enabled = false
                case "Focused", "Keyboard Focused": element.focused = true
                case "Not Hittable": element.hittable = false
                default: break
                }
                position += flag.count
            } else {
                let end = (position..<characters.count).first { startsBoundary(at: $0) } ?? characters.count
                warnings.append("\(element.reference): ignored '\(String(characters[position..<end]))'")
                position = end
            }
        }
        if element.frame == nil, element.type != "Application" {
            warnings.append("\(element.reference): no frame; the parent's frame is used")
        }
        return element
    }

    /// `{{x, y}, {w, h}}` → a rectangle.
    static func frame(_ text: String) -> Rect? {
        ImportedElement.frame(text.split(whereSeparator: { "{}, ".contains($0) }).map { Double($0) })
    }
}

extension Substring {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let last = result.last, predicate(last) { result.removeLast() }
        return result
    }
}
