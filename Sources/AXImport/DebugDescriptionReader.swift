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
    static let keyWords = keys.map { Array("\($0): ") }
    static let flagWords = flags.map { Array($0) }
    static let separator = Array(", ")
    static let addressWord = Array("0x"), pidWord = Array("pid: "), frameWord = Array("{{")
    static let boundaryWords = [frameWord, addressWord, pidWord]

    static func read(_ bytes: [UInt8]) throws(ImportError) -> ImportedDump {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let offset = DebugDescriptionReader.invalidUTF8Offset(bytes)
            let location = JSONDocument.location(in: bytes, offset: offset)
            throw ImportError(line: location.line, column: location.column,
                              message: String(format: "invalid UTF-8: byte 0x%02X; a debugDescription is UTF-8 text", bytes[offset]))
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.trimmingSuffix(while: { $0 == "\r" })) }
        var first = 0
        if let subtree = lines.firstIndex(where: { $0.trimmingWhitespace == "Element subtree:" }) {
            first = subtree + 1
        } else if let attributes = lines.firstIndex(where: { $0.hasPrefix("Attributes:") }) {
            first = attributes + 1
        }
        if let end = lines.firstIndex(where: { ["Path to element:", "Query chain:"].contains($0.trimmingWhitespace) }), end >= first {
            lines = Array(lines[..<end])
        }
        var stack: [(indent: Int, element: ImportedElement)] = []
        var root: ImportedElement?
        var warnings: [String] = []
        for number in first..<lines.count {
            let line = lines[number]
            guard !line.trimmingWhitespace.isEmpty else { continue }
            let indent = line.prefix { $0 == " " || $0 == "→" || $0 == "\t" }.count
            let element = try parseLine(String(line.dropFirst(indent)), line: number + 1, column: indent + 1, warnings: &warnings)
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            guard stack.count < SnapshotLoader.maximumNodeDepth else {
                throw ImportError(line: number + 1, column: indent + 1,
                                  message: "elements nested deeper than \(SnapshotLoader.maximumNodeDepth) levels")
            }
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
        var type = String(characters[..<typeEnd]).trimmingWhitespace
        if let paren = type.firstIndex(of: "(") { type = type[..<paren].trimmingWhitespace }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw fail("expected an element type such as 'Button' at the start of the line, found \(Echo.quoted(String(characters[..<typeEnd])))")
        }
        let element = ImportedElement(type: ImportedElement.shortType(type), line: line)
        position = typeEnd
        /// Whether `word` is written at `index`, compared in place: copying the rest of the line
        /// for each comparison made long lines quadratic.
        func has(_ word: [Character], at index: Int) -> Bool {
            index + word.count <= characters.count && characters[index..<index + word.count].elementsEqual(word)
        }
        func startsBoundary(at index: Int) -> Bool {
            // A ", " followed by a known key or flag, or the end of the line.
            guard index < characters.count else { return true }
            guard has(separator, at: index) else { return false }
            let after = index + 2
            return keyWords.contains { has($0, at: after) } || flagWords.contains { flag in
                has(flag, at: after) && (after + flag.count == characters.count || characters[after + flag.count] == ",")
            } || boundaryWords.contains { has($0, at: after) }
        }
        func nextBoundary(from index: Int) -> Int {
            (index..<characters.count).first { startsBoundary(at: $0) } ?? characters.count
        }
        while position < characters.count {
            guard has(separator, at: position) else {
                throw fail("expected ', ' between attributes, found \(Echo.quoted(String(characters[position...])))")
            }
            position += 2
            if has(addressWord, at: position) || has(pidWord, at: position) {
                position = nextBoundary(from: position)
            } else if has(frameWord, at: position) {
                guard let close = (position..<characters.count - 1).first(where: { characters[$0] == "}" && characters[$0 + 1] == "}" }) else {
                    throw fail("unterminated frame: expected {{x, y}, {width, height}}")
                }
                let frameText = String(characters[position...close + 1])
                guard let frame = frame(frameText) else { throw fail("malformed frame \(Echo.quoted(frameText)): expected {{x, y}, {width, height}}") }
                element.frame = frame
                if let problem = element.frameProblem { throw fail(problem) }
                position = close + 2
            } else if let index = keyWords.firstIndex(where: { has($0, at: position) }) {
                let key = keys[index]
                position += keyWords[index].count
                let value: String
                if position < characters.count, characters[position] == "'" {
                    let start = position + 1
                    guard let end = (start..<characters.count).first(where: { characters[$0] == "'" && startsBoundary(at: $0 + 1) }) else {
                        throw fail("unterminated quoted \(key)")
                    }
                    value = String(characters[start..<end])
                    position = end + 1
                } else {
                    let end = nextBoundary(from: position)
                    value = String(characters[position..<end])
                    position = end
                }
                switch key {
                case "identifier": element.name = value
                case "label", "title": element.label = value
                case "placeholderValue": element.placeholder = value
                default: element.value = value
                }
            } else if let index = flagWords.firstIndex(where: { has($0, at: position) && startsBoundary(at: position + $0.count) }) {
                switch flags[index] {
                case "Selected": element.selected = true
                case "Disabled": element.enabled = false
                case "Focused", "Keyboard Focused": element.focused = true
                case "Not Hittable": element.hittable = false
                default: break
                }
                position += flagWords[index].count
            } else {
                let end = nextBoundary(from: position)
                warnings.append("\(element.reference): ignored \(Echo.quoted(String(characters[position..<end])))")
                position = end
            }
        }
        if element.frame == nil, element.type != "Application" {
            warnings.append("\(element.reference): no frame; the parent's frame is used")
        }
        return element
    }

    /// Where the first byte that is not valid UTF-8 is (the text is known to hold one).
    static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        return min(offset, bytes.count - 1)
    }

    /// `{{x, y}, {w, h}}` → a rectangle.
    static func frame(_ text: String) -> Rect? {
        let separators: [UInt8] = [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: " ")]
        return ImportedElement.frame(text.utf8.split(whereSeparator: separators.contains).map { Double(String(decoding: $0, as: UTF8.self)) })
    }
}

extension Substring {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let last = result.last, predicate(last) { result.removeLast() }
        return result
    }
}
