import AXModel
import Foundation

/// One element of a foreign dump (WebDriverAgent XML or JSON, XCUITest `debugDescription`), as
/// read, before it is mapped to a snapshot node.
final class ImportedElement {
    /// The XCUIElement type without its prefix: `Button`, `Cell`, `StaticText`, …
    let type: String
    var name: String?
    var label: String?
    var value: String?
    var placeholder: String?
    var enabled: Bool?
    var visible: Bool?
    var accessible: Bool?
    var nativeAccessibilityElement: Bool?
    var hittable: Bool?
    var selected = false
    var focused = false
    var frame: Rect?
    /// WebDriverAgent's `traits` names, as written.
    var traits: [String]?
    var customActions: [String] = []
    /// The line where the element starts in the dump, for warnings.
    var line: Int
    var children: [ImportedElement] = []
    /// What the import rules made of it.
    var decision = ImportDecision()
    /// What the rules ask of its type.
    private(set) lazy var facts = TypeFacts.of(type)

    init(type: String, line: Int) {
        self.type = type
        self.line = line
    }

    /// Frees the subtree without recursion (a dump 40,000 levels deep overflowed the stack here):
    /// each descendant gives its children to the work list before it goes.
    deinit {
        var pending = children
        children = []
        while let element = pending.popLast() {
            pending += element.children
            element.children = []
        }
    }

    /// `Cell "General" (line 31)`, to name the element in warnings and notes.
    var reference: String {
        let title = label ?? name
        return "\(type)\(title.map { " \"\($0)\"" } ?? "") (line \(line))"
    }

    /// Every element of the subtree, parents before children in document order, each with its
    /// parent; without recursion.
    func forEachInSubtree(_ body: (ImportedElement, ImportedElement?) -> Void) {
        var pending: [(ImportedElement, ImportedElement?)] = [(self, nil)]
        while let (element, parent) = pending.popLast() {
            body(element, parent)
            pending.append(contentsOf: element.children.reversed().map { ($0, element) })
        }
    }

    /// The elements below this one (not itself) in document order, without recursion.
    var descendants: [ImportedElement] {
        var result: [ImportedElement] = []
        var pending = Array(children.reversed())
        while let element = pending.popLast() {
            result.append(element)
            pending.append(contentsOf: element.children.reversed())
        }
        return result
    }

    /// The text unless it is empty or only white space.
    static func present(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }

    /// A frame from `[x, y, width, height]` as read; nil unless all four are there, finite, and
    /// the size is not negative.
    static func frame(_ numbers: [Double?]) -> Rect? {
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
              x.isFinite, y.isFinite, width.isFinite, height.isFinite, width >= 0, height >= 0 else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The type with the `XCUIElementType` prefix removed.
    static func shortType(_ raw: String) -> String {
        // By bytes: the prefix is ASCII, and comparing or dropping characters walks grapheme
        // clusters. Only a non-ASCII byte after it can join its last letter into another character.
        let prefix: StaticString = "XCUIElementType"
        let length = prefix.utf8CodeUnitCount
        var text = raw
        let short: String?? = text.withUTF8 { bytes in
            guard bytes.count >= length, memcmp(bytes.baseAddress!, prefix.utf8Start, length) == 0 else { return .some(nil) }
            guard bytes.count == length || bytes[length] < 0x80 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[length...]), as: UTF8.self)
        }
        guard let short else {
            return raw.hasPrefix(prefix.description) ? String(raw.dropFirst(length)) : raw
        }
        return short ?? raw
    }
}

/// What a reader found: the root element and problems that did not stop it.
struct ImportedDump {
    var root: ImportedElement
    var warnings: [String] = []
}

/// A dump that cannot be read, located in its file.
struct ImportError: Error {
    var line: Int
    var column: Int
    var message: String
}
