import AXModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads WebDriverAgent's XML page source (`<AppiumAUT>` from the Appium driver, or the bare
/// tree) with Foundation's `XMLParser`. Every attribute is optional.
final class WDAXMLReader: NSObject, XMLParserDelegate {
    private var stack: [ImportedElement] = []
    private var root: ImportedElement?
    private var warnings: [String] = []
    private weak var parser: XMLParser?
    /// The first error, where libxml2 found it (Foundation's parser on Linux goes on after errors).
    private var firstError: ImportError?

    static func read(_ bytes: [UInt8]) throws(ImportError) -> ImportedDump {
        let reader = WDAXMLReader()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        reader.parser = parser
        parser.delegate = reader
        let parsed = parser.parse()
        if let error = reader.firstError { throw error }
        guard parsed else {
            let message = parser.parserError.map { "malformed XML: \(WDAXMLReader.describe($0))" } ?? "malformed XML"
            throw ImportError(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), message: message)
        }
        guard let root = reader.root else {
            throw ImportError(line: 1, column: 1, message: "no XCUIElementType element in the XML")
        }
        return ImportedDump(root: root, warnings: reader.warnings)
    }

    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let reason = nsError.userInfo[NSLocalizedDescriptionKey] as? String { return reason }
        // libxml2's error numbers, which Foundation passes on without a description on Linux.
        switch nsError.code {
        case 76: return "an end tag does not match its start tag"
        case 77: return "an unfinished tag"
        case 5: return "content after the root element, or the document ends before its elements are closed"
        case 4: return "the document is empty"
        case 38: return "'<' inside an attribute value"
        case 39, 40, 41: return "an attribute is not written as name=\"value\""
        case 42: return "an attribute appears twice"
        case 65: return "a space is required here"
        case 73: return "a tag is not closed with '>'"
        case 9: return "an invalid character"
        case 26, 27: return "an unknown entity (&…;)"
        default: return "XML error \(nsError.code)"
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        firstError = ImportError(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                                 message: "malformed XML: \(WDAXMLReader.describe(parseError))")
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard elementName != "AppiumAUT" else { return }
        let element = ImportedElement(type: ImportedElement.shortType(attributes["type"] ?? elementName), line: parser.lineNumber)
        element.name = attributes["name"]
        element.label = attributes["label"]
        element.value = attributes["value"]
        element.placeholder = attributes["placeholderValue"]
        element.enabled = attributes["enabled"].map(WDAXMLReader.flag)
        element.visible = attributes["visible"].map(WDAXMLReader.flag)
        element.accessible = attributes["accessible"].map(WDAXMLReader.flag)
        element.nativeAccessibilityElement = attributes["nativeAccessibilityElement"].map(WDAXMLReader.flag)
        element.hittable = attributes["hittable"].map(WDAXMLReader.flag)
        element.selected = attributes["selected"].map(WDAXMLReader.flag) ?? false
        element.focused = attributes["focused"].map(WDAXMLReader.flag) ?? false
        element.traits = attributes["traits"].map(WDATraits.split)
        element.customActions = attributes["customActions"].map(WDATraits.splitActions) ?? []
        let numbers = ["x", "y", "width", "height"].map { attributes[$0].flatMap(Double.init) }
        element.frame = ImportedElement.frame(numbers)
        if element.frame == nil, numbers.contains(where: { $0 != nil }) {
            warnings.append("\(element.reference): incomplete or invalid frame; the parent's frame is used")
        }
        if let parent = stack.last { parent.children.append(element) } else if root == nil { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard elementName != "AppiumAUT", !stack.isEmpty else { return }
        stack.removeLast()
    }

    static func flag(_ text: String) -> Bool { text == "true" || text == "1" || text == "YES" }
}

/// WebDriverAgent's `traits` and `customActions` attribute lists.
enum WDATraits {
    /// `"Button, Selected"` → `["Button", "Selected"]`.
    static func split(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Custom action titles are joined with ","; a title that holds a comma cannot be told apart.
    static func splitActions(_ text: String) -> [String] { split(text) }
}
