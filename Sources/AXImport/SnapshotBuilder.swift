import AXModel

/// Turns an imported element tree into an `.axsnap` document, deciding which elements VoiceOver
/// would find (README, "Importing dumps"). What cannot be carried over faithfully becomes a
/// warning naming the element and, on the node, an `importNotes` entry the inspector shows.
struct SnapshotBuilder {
    static let maximumDepth = 512

    private var writer: JSONWriter

    private var usedIDs: Set<String> = []
    /// The next number to try after each id base: counting from 2 for every unnamed element was
    /// quadratic (20,000 unnamed buttons took 22 s).
    private var nextSuffix: [String: Int] = [:]
    private(set) var warnings: [(line: Int, message: String)] = []
    /// The line where each node's element starts, in document order (the audit's locations).
    private(set) var lines: [Int] = []
    /// Whether everything written is within what the loader takes (see ``Output/isKnownToLoad``).
    private var isKnownToLoad = true

    /// Where the text goes as it is made, if anywhere; the writer is emptied into it.
    private let sink: Importer.Sink?
    /// The bytes handed to ``sink`` so far.
    private var handedOver = 0

    private init(writer: JSONWriter, sink: Importer.Sink?) {
        self.writer = writer
        self.sink = sink
    }

    /// What the builder made: the `.axsnap` text as UTF-8 (without its final newline), the
    /// warnings and the line of each node's element.
    struct Output {
        /// The text, or what ``sink`` has not been given of it.
        var bytes: [UInt8]
        /// The size of the whole text.
        var size: Int
        var warnings: [(line: Int, message: String)]
        var lines: [Int]
        /// Whether the loader takes the text for certain: every id valid and the screen within its
        /// limits (frames are checked as they are read, the rest is written from known names).
        /// When false, only loading it tells, and says why not.
        var isKnownToLoad: Bool
    }

    /// The document for `dump`, written straight into bytes as it is decided (a tree of
    /// ``JSONOutput`` values first took more time and memory than the dump's own elements); each
    /// element's children are let go once written. `origin` is recorded as `importedFrom`
    /// (audit.md §12); `capacity` is the expected size. With a `sink`, the text is handed to it
    /// in pieces of about 64 KiB as it is made.
    static func build(_ dump: ImportedDump, source: ImportFormat, title: String, screenshot: String?,
                      origin: (format: ImportFormat, file: String)? = nil, capacity: Int = 1 << 16, sink: Importer.Sink? = nil) throws(ImportError) -> Output {
        var builder = SnapshotBuilder(writer: JSONWriter(capacity: sink == nil ? capacity : 1 << 17), sink: sink)
        let root = dump.root
        try checkDepth(root)
        let screen = builder.screenFrame(root)
        let limit = SnapshotLoader.maximumCoordinate
        builder.isKnownToLoad = screen.width > 0 && screen.width <= limit && screen.height > 0 && screen.height <= limit
        ImportRules.apply(to: root, screen: screen, warnings: &builder.warnings)
        builder.writer.beginObject()
        builder.writer.key("format")
        builder.writer.string("axsnap")
        builder.writer.key("version")
        builder.writer.integer(1)
        builder.writer.key("title")
        builder.writer.string(title)
        builder.writer.key("platform")
        builder.writer.string("ios")
        builder.writer.key("screen")
        builder.writer.object { writer in
            writer.key("width")
            writer.number(screen.width)
            writer.key("height")
            writer.number(screen.height)
            writer.key("scale")
            writer.integer(3)
        }
        if let screenshot {
            builder.writer.key("screenshot")
            builder.writer.string(screenshot)
        }
        if let origin {
            builder.writer.key("importedFrom")
            builder.writer.object { writer in
                writer.key("format")
                writer.string(origin.format.rawValue)
                writer.key("file")
                writer.string(origin.file)
            }
        }
        builder.writer.key("root")
        builder.node(root, isRoot: true)
        builder.writer.endObject()
        return Output(bytes: builder.writer.bytes, size: builder.handedOver + builder.writer.count, warnings: dump.warnings.map { (0, $0) } + builder.warnings, lines: builder.lines,
                      isKnownToLoad: builder.isKnownToLoad)
    }

    /// Refuses trees deeper than the snapshot format allows, before anything recurses.
    static func checkDepth(_ root: ImportedElement) throws(ImportError) {
        var pending = [(root, 1)]
        while let (element, depth) = pending.popLast() {
            guard depth <= maximumDepth else {
                throw ImportError(line: element.line, column: 1, message: "the tree is deeper than \(maximumDepth) levels")
            }
            pending.append(contentsOf: element.children.map { ($0, depth + 1) })
        }
    }

    /// The screen (import.md R1): the root's frame, else its first window's.
    mutating func screenFrame(_ root: ImportedElement) -> Rect {
        if let frame = root.frame, frame.width > 0, frame.height > 0 { return Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
        let framed = root.children.filter { $0.frame.map { $0.width > 0 && $0.height > 0 } ?? false }
        if let window = (framed.first { $0.type == "Window" } ?? framed.first)?.frame {
            return Rect(x: 0, y: 0, width: window.maxX, height: window.maxY)
        }
        warnings.append((root.line, "\(root.reference): no screen size in the dump; 390 × 844 points assumed"))
        return Rect(x: 0, y: 0, width: 390, height: 844)
    }

    /// Writes the node for `element` from what the rules decided (the root is an ordinary node).
    private mutating func node(_ element: ImportedElement, isRoot: Bool) {
        if let sink, writer.count >= 1 << 16 {
            sink(writer.bytes)
            handedOver += writer.count
            writer.removeAll()
        }
        lines.append(element.line)
        let decision = element.decision
        let id = uniqueID(element)
        writer.beginObject()
        writer.key("id")
        writer.string(id)
        writer.key("type")
        writer.string(element.facts.snapshotType ?? "view")
        writer.key("frame")
        writer.beginArray(inline: true)
        for number in [decision.frame.x, decision.frame.y, decision.frame.width, decision.frame.height] { writer.number(number) }
        writer.endArray()
        writer.key("isAccessibilityElement")
        writer.bool(decision.isElement)
        if decision.isElement, decision.ignoresChildren {
            writer.key("childBehavior")
            writer.string("ignore")
        }
        if decision.groupsChildren {
            writer.key("shouldGroupAccessibilityChildren")
            writer.bool(true)
        }
        if let priority = decision.sortPriority {
            writer.key("sortPriority")
            writer.number(priority)
        }
        if let label = decision.label {
            writer.key("label")
            writer.string(label)
        }
        if let value = decision.value {
            writer.key("value")
            writer.string(value)
        }
        if let text = visibleText(element, label: decision.label, value: decision.value) {
            writer.key("text")
            writer.string(text)
        }
        if let name = PropertyRule.nonEmpty(element.name), name != decision.label {
            writer.key("identifier")
            writer.string(name)
        }
        if let traits = decision.traits {
            writer.key("traits")
            writeStrings(traits)
        }
        if !decision.addTraits.isEmpty {
            writer.key("addTraits")
            writeStrings(decision.addTraits)
        }
        if decision.directTouch {
            writer.key("directTouch")
            writer.object { writer in
                writer.key("options")
                writer.strings([])
            }
        }
        if element.facts.isModal {
            writer.key("accessibilityViewIsModal")
            writer.bool(true)
        }
        var notes = decision.notes
        if !element.customActions.isEmpty {
            writer.key("customActions")
            writer.array(element.customActions) { writer, name in
                writer.object { writer in
                    writer.key("name")
                    writer.string(name)
                    writer.key("effects")
                    writer.strings([])
                }
            }
            if element.customActions.count > 1 {
                notes.append("custom action titles were split at commas; a title that holds a comma would be split too")
            }
        }
        if element.visible == false {
            notes.append("R3: WebDriverAgent reported visible=\"false\"; kept, because real dumps report it for elements that are on screen")
        }
        if element.hittable == false { notes.append("reported as not hittable") }
        if element.frame == nil, !isRoot { notes.append("the dump gave no frame; the parent's frame is used") }
        if element.facts.snapshotType == nil {
            warnings.append((element.line, "\(element.reference): unknown element type '\(element.type)'; imported as a view"))
            notes.append("unknown element type '\(element.type)', imported as a view")
        }
        if !notes.isEmpty {
            writer.key("importNotes")
            writeStrings(notes)
        }
        if !element.children.isEmpty {
            writer.key("children")
            writer.beginArray()
            for child in element.children { node(child, isRoot: false) }
            element.children = []
            writer.endArray()
        }
        writer.endObject()
    }

    /// An array of strings on one line (``JSONWriter/strings(_:)`` is generic, and not
    /// specialized across modules: it took an iterator call for each string).
    private mutating func writeStrings(_ texts: [String]) {
        writer.beginArray(inline: true)
        for text in texts { writer.string(text) }
        writer.endArray()
    }

    /// What the canvas writes in the node: a text's label, a field's value or placeholder.
    func visibleText(_ element: ImportedElement, label: String?, value: String?) -> String? {
        switch element.type {
        case "StaticText", "Button", "Link", "MenuItem": label
        // A field's placeholder shows (and is read) only while it is empty; `text` would also
        // become the label, so a filled field gets none.
        case "TextField", "SearchField", "TextView": value == nil ? PropertyRule.nonEmpty(element.placeholder) : nil
        case "SecureTextField": PropertyRule.nonEmpty(element.placeholder)
        default: nil
        }
    }

    /// The element's name when it makes a valid id, else its type; numbered when taken.
    mutating func uniqueID(_ element: ImportedElement) -> String {
        var base = PropertyRule.nonEmpty(element.name).map(SnapshotBuilder.idBase) ?? ""
        // An id made from a name is valid (at most 100 id characters and a number); one made from
        // a type may not be.
        let fromType = base.withUTF8 { bytes in !bytes.contains { $0 != UInt8(ascii: "_") } }
        if fromType {
            base = element.type.prefix(1).lowercased() + element.type.dropFirst()
        }
        var id = base
        if !usedIDs.insert(base).inserted {
            var counter = nextSuffix[base] ?? 2
            repeat {
                id = "\(base)-\(counter)"
                counter += 1
            } while !usedIDs.insert(id).inserted
            nextSuffix[base] = counter
        }
        if fromType, isKnownToLoad, !SnapshotLoader.isValidID(id) { isKnownToLoad = false }
        return id
    }

    /// The first 100 characters of `name`, each that an id may not have replaced by `_`
    /// (``SnapshotLoader/isIDByte(_:)``).
    static func idBase(_ name: String) -> String {
        var text = name
        // ASCII other than a carriage return (which may begin the one character "\r\n") is one
        // character a byte: mapped byte by byte, without making characters.
        let ascii: String? = text.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
            let count = min(bytes.count, 100)
            return String(unsafeUninitializedCapacity: count) { target in
                for i in 0..<count { target[i] = SnapshotLoader.isIDByte(bytes[i]) ? bytes[i] : UInt8(ascii: "_") }
                return count
            }
        }
        // Other text by characters: none beyond ASCII is an id's ("\r\n" is one character).
        return ascii ?? String(name.prefix(100).map { character in
            character.isASCII && character.utf8.count == 1 && SnapshotLoader.isIDByte(character.utf8.first!) ? character : "_"
        })
    }
}
