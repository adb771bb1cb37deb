import AXModel

/// Reads the XML most dumps are (WebDriverAgent's page source, Android's uiautomator dumps)
/// straight from their bytes: UTF-8 elements and attributes, white space and comments, handing
/// each element to a ``XMLDumpBuilder``. Foundation's `XMLParser` made a dictionary and a string
/// for every attribute of every element, most of the time of an import.
///
/// Anything else gives nil, and the dump is read by `XMLParser` (``XMLDumpParser``), which reports errors where
/// libxml2 finds them: any error (of XML or of the dump), an entity other than the predefined
/// five and character references, CDATA, a processing instruction, a namespace, a carriage
/// return, a tab or line feed inside an attribute value (which XML turns into spaces), a name
/// beyond ASCII. What it reads, it reads as `XMLParser` does, lines included.
struct XMLDumpScanner<Builder: XMLDumpBuilder> {
    /// Longer names and attribute values, more attributes (checked for duplicates pairwise) and
    /// deeper nesting (counting `<AppiumAUT>`, which makes no element) are left to libxml2.
    static var maximumNameLength: Int { 1000 }
    static var maximumValueLength: Int { 1_000_000 }
    static var maximumAttributes: Int { 256 }
    static var maximumNesting: Int { 2 * SnapshotLoader.maximumNodeDepth }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1
    private var tree = Builder()
    private var attributes = XMLDumpAttributes<Builder.Attribute>()
    /// The names of the open elements, to match their end tags.
    private var open: [Range<Int>] = []
    /// The attributes of the element being read so far; the names it reads, a bit each by
    /// ``XMLDumpAttribute/position``; the others', to find a name given twice.
    private var attributeCount = 0
    private var seenNames: UInt64 = 0
    private var otherNames: [Range<Int>] = []
    /// Element names and few-valued attributes (types, classes) made into strings once: a dump has
    /// few of them.
    private var names: [(bytes: [UInt8], text: String)] = []
    /// An attribute value with its entities replaced.
    private var decoded: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The dump in `bytes`, or nil when it is left to `XMLParser`.
    static func read(_ bytes: [UInt8]) -> Builder.Dump? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = XMLDumpScanner(bytes: buffer)
            return scanner.document()
        }
    }

    private mutating func document() -> Builder.Dump? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        guard skipMisc(), position < bytes.count, rootElement(), skipMisc(), position == bytes.count else { return nil }
        return try? tree.dump()
    }

    /// The root element and everything inside it, without recursion.
    private mutating func rootElement() -> Bool {
        guard startTag() else { return false }
        while !open.isEmpty {
            guard skipText(), position + 1 < bytes.count else { return false }
            let read = switch bytes[position + 1] {
            case UInt8(ascii: "/"): endTag()
            case UInt8(ascii: "!"): skipComment()
            case UInt8(ascii: "?"): false
            default: startTag()
            }
            guard read else { return false }
        }
        return true
    }

    // MARK: Tags

    /// `<name attribute="value" …>` or `…/>`, from its `<`.
    private mutating func startTag() -> Bool {
        position += 1
        guard let name = scanName() else { return false }
        attributes.removeAll()
        attributeCount = 0
        seenNames = 0
        otherNames.removeAll(keepingCapacity: true)
        var isEmpty = false
        while true {
            let spaced = skipSpace()
            guard position < bytes.count else { return false }
            if bytes[position] == UInt8(ascii: ">") {
                break
            } else if bytes[position] == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else { return false }
                isEmpty = true
                break
            }
            guard spaced, attribute() else { return false }
        }
        // libxml2 reports the element where its tag ends.
        let tagLine = line
        position += isEmpty ? 2 : 1
        let elementName = text(of: name)
        guard tree.start(elementName, attributes, line: tagLine) == nil else { return false }
        if isEmpty { tree.end(elementName) } else { open.append(name) }
        return open.count <= Self.maximumNesting
    }

    /// `name="value"` (or `'value'`) in a start tag.
    private mutating func attribute() -> Bool {
        guard attributeCount < Self.maximumAttributes, let name = scanName(), !equal(name, xmlnsName) else { return false }
        attributeCount += 1
        // A name given twice: known names by a bit each, others pairwise (a dump has few).
        let key = Builder.Attribute.table.lookup(UnsafeBufferPointer(rebasing: bytes[name]))
        if let key {
            let bit: UInt64 = 1 << key.rawValue
            guard seenNames & bit == 0 else { return false }
            seenNames |= bit
        } else {
            guard !otherNames.contains(where: { equal($0, name) }) else { return false }
            otherNames.append(name)
        }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return false }
        position += 1
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else { return false }
        let quote = bytes[position]
        position += 1
        let start = position
        var hasEntities = false
        while position < bytes.count, bytes[position] != quote {
            skipPlainValueBytes(quote: quote)
            guard position < bytes.count, bytes[position] != quote else { break }
            switch bytes[position] {
            case UInt8(ascii: "<"), 0..<0x20: return false
            case UInt8(ascii: "&"):
                guard entity(at: position) != nil else { return false }
                hasEntities = true
                position = bytes[position...].firstIndex(of: UInt8(ascii: ";"))! + 1
            case 0x80...:
                guard let length = characterLength(at: position) else { return false }
                position += length
            default:
                position += 1
            }
        }
        guard position < bytes.count, position - start <= Self.maximumValueLength else { return false }
        let value = start..<position
        position += 1
        guard let key else { return true }
        attributes[key] = hasEntities ? decodedText(value) : key.isFewValued ? text(of: value) : String(decoding: bytes[value], as: UTF8.self)
        return true
    }

    /// Moves past the bytes of an attribute value that need no check: printable ASCII other than
    /// the quote, `<` and `&`.
    private mutating func skipPlainValueBytes(quote: UInt8) {
        var at = position
        let end = bytes.count
        while at < end {
            let byte = bytes[at]
            guard byte >= 0x20, byte < 0x80, byte != quote, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") else { break }
            at += 1
        }
        position = at
    }

    /// `</name>`, from its `<`; it must close the innermost open element.
    private mutating func endTag() -> Bool {
        position += 2
        guard let name = scanName() else { return false }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">"), let opened = open.popLast(), equal(opened, name) else {
            return false
        }
        position += 1
        tree.end(text(of: name))
        return true
    }

    /// An ASCII name: a letter or `_`, then letters, digits, `_`, `-` and `.`.
    private mutating func scanName() -> Range<Int>? {
        let start = position
        guard position < bytes.count, Self.isNameStart(bytes[position]) else { return nil }
        position += 1
        while position < bytes.count, Self.isNameStart(bytes[position]) || Self.isDigitDashOrDot(bytes[position]) {
            position += 1
        }
        return position - start <= Self.maximumNameLength ? start..<position : nil
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    private static func isDigitDashOrDot(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    // MARK: Between tags

    /// Skips white space (no carriage return); whether there was any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"): break
            default: return position > start
            }
            position += 1
        }
        return position > start
    }

    /// Skips white space and comments outside the root element.
    private mutating func skipMisc() -> Bool {
        while true {
            skipSpace()
            guard bytes[position...].starts(with: "<!--".utf8) else { return true }
            guard skipComment() else { return false }
        }
    }

    /// Skips the text between tags up to the next `<`: characters XML allows, without entities.
    private mutating func skipText() -> Bool {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "<"): return true
            case UInt8(ascii: "\n"): line += 1; position += 1
            case UInt8(ascii: "\t"): position += 1
            case 0..<0x20, UInt8(ascii: "&"): return false
            case UInt8(ascii: "]") where bytes[position...].starts(with: "]]>".utf8): return false
            case 0x80...:
                guard let length = characterLength(at: position) else { return false }
                position += length
            default: position += 1
            }
        }
        return false
    }

    /// Skips `<!-- … -->` from its `<`; no `--` inside.
    private mutating func skipComment() -> Bool {
        guard bytes[position...].starts(with: "<!--".utf8) else { return false }
        position += 4
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "-") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "-"):
                guard position + 2 < bytes.count, bytes[position + 2] == UInt8(ascii: ">") else { return false }
                position += 3
                return true
            case UInt8(ascii: "\n"): line += 1; position += 1
            case UInt8(ascii: "\t"): position += 1
            case 0..<0x20: return false
            case 0x80...:
                guard let length = characterLength(at: position) else { return false }
                position += length
            default: position += 1
            }
        }
        return false
    }

    // MARK: Characters

    /// The length of the UTF-8 sequence at `offset` when it is a character XML allows (not
    /// U+FFFE or U+FFFF); nil for anything else.
    private func characterLength(at offset: Int) -> Int? {
        func continues(_ count: Int, second: ClosedRange<UInt8> = 0x80...0xBF) -> Int? {
            guard offset + count < bytes.count, second.contains(bytes[offset + 1]) else { return nil }
            for next in offset + 2..<offset + 1 + count where bytes[next] & 0xC0 != 0x80 { return nil }
            return count + 1
        }
        switch bytes[offset] {
        case 0xC2...0xDF: return continues(1)
        case 0xE0: return continues(2, second: 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE: return continues(2)
        case 0xED: return continues(2, second: 0x80...0x9F)
        case 0xEF:
            guard let length = continues(2) else { return nil }
            return bytes[offset + 1] == 0xBF && bytes[offset + 2] >= 0xBE ? nil : length
        case 0xF0: return continues(3, second: 0x90...0xBF)
        case 0xF1...0xF3: return continues(3)
        case 0xF4: return continues(3, second: 0x80...0x8F)
        default: return nil
        }
    }

    /// The character `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` or a character reference at
    /// `offset` stands for, when it is one XML allows; its `;` ends it.
    private func entity(at offset: Int) -> Unicode.Scalar? {
        guard let end = bytes[offset..<min(bytes.count, offset + 12)].firstIndex(of: UInt8(ascii: ";")) else { return nil }
        let name = bytes[offset + 1..<end]
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard name.first == UInt8(ascii: "#") else { return nil }
        let digits = name.dropFirst()
        let isHex = digits.first == UInt8(ascii: "x")
        guard let code = UInt32(String(decoding: isHex ? digits.dropFirst() : digits, as: UTF8.self), radix: isHex ? 16 : 10),
              !(isHex ? digits.dropFirst() : digits).contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }),
              code == 0x9 || code == 0xA || code == 0xD || (0x20...0xD7FF).contains(code) || (0xE000...0xFFFD).contains(code)
                || (0x10000...0x10FFFF).contains(code) else { return nil }
        return Unicode.Scalar(code)
    }

    // MARK: Strings


    /// Whether the bytes in `range` are `text`.
    private func equal(_ range: Range<Int>, _ text: [UInt8]) -> Bool {
        guard range.count == text.count else { return false }
        for (offset, byte) in text.enumerated() where bytes[range.lowerBound + offset] != byte { return false }
        return true
    }

    /// Whether the bytes in `range` and `other` are the same.
    private func equal(_ range: Range<Int>, _ other: Range<Int>) -> Bool {
        guard range.count == other.count else { return false }
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != bytes[other.lowerBound + offset] { return false }
        return true
    }

    /// The bytes in `range` as a string, made once for each distinct name.
    private mutating func text(of range: Range<Int>) -> String {
        if let known = names.first(where: { equal(range, $0.bytes) }) { return known.text }
        let text = String(decoding: bytes[range], as: UTF8.self)
        if names.count < 64 { names.append((Array(bytes[range]), text)) }
        return text
    }

    /// An attribute value with its entities replaced by their characters.
    private mutating func decodedText(_ range: Range<Int>) -> String {
        decoded.removeAll(keepingCapacity: true)
        var offset = range.lowerBound
        while offset < range.upperBound {
            guard bytes[offset] == UInt8(ascii: "&"), let scalar = entity(at: offset) else {
                decoded.append(bytes[offset])
                offset += 1
                continue
            }
            decoded.append(contentsOf: String(scalar).utf8)
            offset = bytes[offset...].firstIndex(of: UInt8(ascii: ";"))! + 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }
}

/// The attribute name a namespace declaration has; a dump with one is left to libxml2.
private let xmlnsName = Array("xmlns".utf8)
