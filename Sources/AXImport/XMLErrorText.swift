import Foundation

/// What libxml2's error numbers mean, in words: Foundation passes them on without a description on
/// Linux. Each says what was found and what XML allows there.
enum XMLErrorText {
    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let reason = nsError.userInfo[NSLocalizedDescriptionKey] as? String, !reason.isEmpty { return reason }
        return messages[nsError.code] ?? "the text is not well-formed XML here (a tag, attribute or entity is broken)"
    }

    static let messages: [Int: String] = [
        1: "the document exceeds the parser's limits",
        2: "out of memory while reading the XML",
        3: "no XML at the start: expected '<'",
        4: "the document is empty: expected an element",
        5: "content after the root element, or the document ends before its elements are closed",
        6: "an invalid character reference '&#x…;': expected hexadecimal digits",
        7: "an invalid character reference '&#…;': expected decimal digits",
        8: "an invalid character reference: it names no allowed character",
        9: "a character XML does not allow (a control character or invalid UTF-8)",
        23: "an entity reference without its ';'",
        26: "an unknown entity (&…;): only &amp; &lt; &gt; &quot; &apos; and character references are allowed",
        27: "an unknown entity (&…;): only &amp; &lt; &gt; &quot; &apos; and character references are allowed",
        31: "an unknown encoding in the XML declaration: expected UTF-8",
        32: "an unsupported encoding in the XML declaration: expected UTF-8",
        33: "an attribute value without its opening quote",
        34: "an attribute value without its closing quote",
        38: "'<' inside an attribute value: write &lt;",
        39: "an attribute is not written as name=\"value\"",
        40: "an attribute is not written as name=\"value\"",
        41: "an attribute without a value: expected name=\"value\"",
        42: "an attribute appears twice in one element",
        45: "a comment without its closing '-->'",
        47: "a processing instruction without its closing '?>'",
        57: "an XML declaration without its closing '?>'",
        61: "a document type declaration without its closing '>'",
        63: "a CDATA section without its closing ']]>'",
        64: "a processing instruction named 'xml' away from the start of the document",
        65: "a space is required here",
        68: "a name is required here (an element or attribute name)",
        73: "a tag is not closed with '>'",
        74: "an end tag '</' was expected",
        75: "'=' is required between an attribute's name and value",
        76: "an end tag does not match its start tag",
        77: "an unfinished tag",
        81: "bytes that are not valid in the declared encoding: expected UTF-8",
        85: "the elements are not well balanced: an end tag is missing or extra",
        86: "extra content after the root element",
        89: "an entity that refers to itself",
        96: "an XML declaration without its version: expected <?xml version=\"1.0\"?>",
    ]
}
