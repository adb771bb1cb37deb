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

    /// Reads a dump; `convertedFrom` names the encoding it was converted from, if any.
    static func read(_ bytes: [UInt8], convertedFrom: String? = nil) throws(ImportError) -> ImportedDump {
        let prepared = try XMLPrologue.prepare(bytes, convertedFrom: convertedFrom)
        let reader = WDAXMLReader()
        // A stream parser: `XMLParser(data:)` stops at libxml2's 10,000,000-byte limit.
        let parser = XMLParser(stream: InputStream(data: Data(prepared)))
        parser.shouldResolveExternalEntities = false
        reader.parser = parser
        parser.delegate = reader
        let parsed = parser.parse()
        if let error = reader.firstError { throw error }
        guard parsed else {
            let message = parser.parserError.map { "malformed XML: \(XMLErrorText.describe($0))" } ?? "malformed XML"
            throw ImportError(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), message: message)
        }
        guard let root = reader.root else {
            throw ImportError(line: 1, column: 1, message: "no XCUIElementType element in the XML")
        }
        return ImportedDump(root: root, warnings: reader.warnings)
    }

    func fail(_ parser: XMLParser, _ message: String) {
        guard firstError == nil else { return }
        firstError = ImportError(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), message: message)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        fail(parser, "malformed XML: \(XMLErrorText.describe(parseError))")
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard elementName != "AppiumAUT" else { return }
        if root == nil, !elementName.hasPrefix("XCUIElementType") {
            return fail(parser, "the root element is <\(Echo.escaped(elementName))>, not <AppiumAUT> or an <XCUIElementType…> element: "
                        + "not a WebDriverAgent dump")
        }
        guard stack.count < SnapshotLoader.maximumNodeDepth else {
            return fail(parser, "elements nested deeper than \(SnapshotLoader.maximumNodeDepth) levels")
        }
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
        if let problem = element.frameProblem { return fail(parser, problem) }
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
