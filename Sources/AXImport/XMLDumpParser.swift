import AXModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XML dump (WebDriverAgent's page source, Android's uiautomator dumps): with
/// ``XMLDumpScanner`` when it takes the text, else with Foundation's `XMLParser`, which reports
/// errors where libxml2 finds them. Every attribute is optional.
final class XMLDumpParser<Builder: XMLDumpBuilder>: NSObject, XMLParserDelegate {
    private var tree = Builder()
    /// The first error, where libxml2 found it (Foundation's parser on Linux goes on after errors).
    private var firstError: ImportError?

    /// Reads a dump; `convertedFrom` names the encoding it was converted from, if any. Most dumps
    /// are read by ``XMLDumpScanner``; what it does not take, by `XMLParser`.
    static func read(_ bytes: consuming [UInt8], convertedFrom: String? = nil) throws(ImportError) -> Builder.Dump {
        let prepared = try XMLPrologue.prepare(consume bytes, convertedFrom: convertedFrom)
        if let dump = XMLDumpScanner<Builder>.read(prepared) { return dump }
        return try parse(prepared)
    }

    /// Reads prepared bytes with `XMLParser`.
    static func parse(_ prepared: [UInt8]) throws(ImportError) -> Builder.Dump {
        var prepared = prepared
        XMLProcessingInstructions.blankEmpty(&prepared)
        let reader = XMLDumpParser()
        // A stream parser: `XMLParser(data:)` stops at libxml2's 10,000,000-byte limit.
        let parser = XMLParser(stream: InputStream(data: Data(prepared)))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        if let error = reader.firstError { throw error }
        guard parsed else {
            let message = parser.parserError.map { "malformed XML: \(XMLErrorText.describe($0))" } ?? "malformed XML"
            throw ImportError(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), message: message)
        }
        return try reader.tree.dump()
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
        if let problem = tree.start(elementName, XMLDumpAttributes(attributes), line: parser.lineNumber) { fail(parser, problem) }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        tree.end(elementName)
    }
}

/// WebDriverAgent's XML page source (`<AppiumAUT>` from the Appium driver, or the bare tree).
typealias WDAXMLReader = XMLDumpParser<WDAElementTree>
typealias WDAXMLScanner = XMLDumpScanner<WDAElementTree>

/// WebDriverAgent's `traits` and `customActions` attribute lists.
enum WDATraits {
    /// `"Button, Selected"` → `["Button", "Selected"]`.
    static func split(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
    }

    /// Custom action titles are joined with ","; a title that holds a comma cannot be told apart.
    static func splitActions(_ text: String) -> [String] { split(text) }
}
