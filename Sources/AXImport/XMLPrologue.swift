import Foundation
import AXModel

/// Checks the start of an XML dump before libxml2 sees it.
///
/// libxml2 crashes on some declared encodings (UTF-32, UTF-7) and expands entities a document type
/// declaration defines (a few hundred bytes can expand to gigabytes). Inputs reach the readers as
/// UTF-8 (``InputReader`` converts UTF-16 and UTF-32 with a byte-order mark), so the declaration is
/// checked, then blanked out; a document type declaration is refused: no dump has one.
enum XMLPrologue {
    /// Encodings a declaration may name: UTF-8 and its subset.
    static let acceptedEncodings: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii"]
    /// The longest XML declaration looked for.
    static let maximumDeclarationLength = 1024

    /// `input` ready for libxml2. `convertedFrom` names the encoding the text was converted from
    /// (by its byte-order mark), which the declaration may then name too.
    /// Takes `input`, so that the declaration is blanked without a copy.
    static func prepare(_ input: consuming [UInt8], convertedFrom: String? = nil) throws(ImportError) -> [UInt8] {
        var bytes = consume input
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }
        func fail(_ offset: Int, _ message: String) -> ImportError {
            let location = JSONDocument.location(in: bytes, offset: offset)
            return ImportError(line: location.line, column: location.column, message: message)
        }
        func starts(_ text: String, at offset: Int) -> Bool { bytes[offset...].starts(with: text.utf8) }
        func find(_ text: String, from offset: Int) -> Int? {
            let needle = Array(text.utf8)
            var i = offset
            while i + needle.count <= bytes.count {
                if bytes[i] == needle[0], bytes[i..<i + needle.count].elementsEqual(needle) { return i }
                i += 1
            }
            return nil
        }
        skipSpace()
        if starts("<?xml", at: position), position + 5 < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position + 5]) {
            let start = position
            let limit = min(bytes.count, start + maximumDeclarationLength)
            guard let end = bytes[start..<limit].indices.first(where: { starts("?>", at: $0) }) else {
                throw fail(start, "the XML declaration '<?xml …' is not closed with '?>' within \(maximumDeclarationLength) bytes")
            }
            let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
            if let encoding = declaredEncoding(declaration), !acceptedEncodings.contains(encoding.lowercased()),
               !(convertedFrom.map { encoding.uppercased().hasPrefix($0) } ?? false) {
                throw fail(start, "the XML declaration names the encoding \(Echo.quoted(encoding)); dumps are read as UTF-8 "
                           + "(or UTF-16 or UTF-32 with a byte-order mark): save the file as UTF-8")
            }
            for i in start..<end + 2 where bytes[i] != 0x0A { bytes[i] = 0x20 }
            position = end + 2
        }
        while true {
            skipSpace()
            if starts("<!--", at: position) {
                guard let end = find("-->", from: position + 4) else { return bytes }
                position = end + 3
            } else if starts("<?", at: position) {
                guard let end = find("?>", from: position + 2) else { return bytes }
                position = end + 2
            } else if starts("<!DOCTYPE", at: position) {
                throw fail(position, "a document type declaration (<!DOCTYPE …>) is not allowed in a dump: "
                           + "its entities could expand without bound; expected the <AppiumAUT> or <XCUIElementType…> element")
            } else if position < bytes.count, bytes[position] == UInt8(ascii: "<") {
                return bytes
            } else {
                let line = bytes[position..<min(bytes.count, position + 200)].prefix { $0 != 0x0A }
                let found = position < bytes.count ? Echo.quoted(String(decoding: line, as: UTF8.self)) : "the end of the file"
                throw fail(position, "expected an XML element ('<'), found \(found)")
            }
        }
    }

    /// The value of `encoding="…"` in an XML declaration.
    static func declaredEncoding(_ declaration: String) -> String? {
        guard let range = declaration.range(of: #"encoding\s*=\s*("[^"]*"|'[^']*')"#, options: .regularExpression) else { return nil }
        let match = declaration[range]
        guard let quote = match.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return nil }
        return String(match[match.index(after: quote)..<match.index(before: match.endIndex)])
    }
}
