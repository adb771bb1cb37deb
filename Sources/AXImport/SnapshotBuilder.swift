import AXModel

/// Turns an imported element tree into an `.axsnap` document, deciding which elements VoiceOver
/// would find (README, "Importing dumps"). What cannot be carried over faithfully becomes a
/// warning naming the element and, on the node, an `importNotes` entry the inspector shows.
struct SnapshotBuilder {
    static let maximumDepth = 512

    private var text: ImportedText
    private var ids: ImportedIDs
    private(set) var warnings: [(line: Int, message: String)] = []
    /// The line where each node's element starts, in document order (the audit's locations).
    private(set) var lines: [Int] = []
    /// Whether the screen is within what the loader takes (see ``Output/isKnownToLoad``).
    private var screenIsValid = true

    private init(text: ImportedText, count: Int) {
        self.text = text
        ids = ImportedIDs(count: count)
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
        let root = dump.root
        let count = try checkDepth(root)
        var builder = SnapshotBuilder(text: ImportedText(capacity: capacity, sink: sink), count: count)
        let screen = builder.screenFrame(root)
        builder.screenIsValid = isValidScreen(width: screen.width, height: screen.height)
        ImportRules.apply(to: root, screen: screen, warnings: &builder.warnings)
        builder.text.beginSnapshot(title: title, platform: .ios, screen: Snapshot.Screen(width: screen.width, height: screen.height, scale: 3),
                                   screenshot: screenshot, origin: origin)
        builder.node(root, isRoot: true)
        builder.text.writer.endObject()
        return Output(bytes: builder.text.writer.bytes, size: builder.text.size, warnings: dump.warnings.map { (0, $0) } + builder.warnings,
                      lines: builder.lines, isKnownToLoad: builder.screenIsValid && builder.ids.allValid)
    }

    /// Whether a screen of this size (in points) is within what the loader takes.
    static func isValidScreen(width: Double, height: Double) -> Bool {
        let limit = SnapshotLoader.maximumCoordinate
        return width > 0 && width <= limit && height > 0 && height <= limit
    }

    /// Refuses trees deeper than the snapshot format allows, before anything recurses; gives the
    /// number of elements.
    static func checkDepth(_ root: ImportedElement) throws(ImportError) -> Int {
        var pending = [(root, 1)]
        var count = 0
        while let (element, depth) = pending.popLast() {
            count += 1
            guard depth <= maximumDepth else {
                throw ImportError(line: element.line, column: 1, message: "the tree is deeper than \(maximumDepth) levels")
            }
            pending.append(contentsOf: element.children.map { ($0, depth + 1) })
        }
        return count
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
        text.handOverIfFull()
        lines.append(element.line)
        let decision = element.decision
        let id = ids.make(name: element.name, type: element.type)
        text.writer.beginObject()
        text.writer.key("id")
        text.writer.string(id)
        text.writer.key("type")
        text.writer.string(element.facts.snapshotType ?? "view")
        text.writer.key("frame")
        text.writer.beginArray(inline: true)
        for number in [decision.frame.x, decision.frame.y, decision.frame.width, decision.frame.height] { text.writer.number(number) }
        text.writer.endArray()
        text.writer.key("isAccessibilityElement")
        text.writer.bool(decision.isElement)
        if decision.isElement, decision.ignoresChildren {
            text.writer.key("childBehavior")
            text.writer.string("ignore")
        }
        if decision.groupsChildren {
            text.writer.key("shouldGroupAccessibilityChildren")
            text.writer.bool(true)
        }
        if let priority = decision.sortPriority {
            text.writer.key("sortPriority")
            text.writer.number(priority)
        }
        if let label = decision.label {
            text.writer.key("label")
            text.writer.string(label)
        }
        if let value = decision.value {
            text.writer.key("value")
            text.writer.string(value)
        }
        if let visible = visibleText(element, label: decision.label, value: decision.value) {
            text.writer.key("text")
            text.writer.string(visible)
        }
        if let name = PropertyRule.nonEmpty(element.name), name != decision.label {
            text.writer.key("identifier")
            text.writer.string(name)
        }
        if let traits = decision.traits {
            text.writer.key("traits")
            text.writeStrings(traits)
        }
        if !decision.addTraits.isEmpty {
            text.writer.key("addTraits")
            text.writeStrings(decision.addTraits)
        }
        if decision.directTouch {
            text.writer.key("directTouch")
            text.writer.object { writer in
                writer.key("options")
                writer.strings([])
            }
        }
        if element.facts.isModal {
            text.writer.key("accessibilityViewIsModal")
            text.writer.bool(true)
        }
        var notes = decision.notes
        if !element.customActions.isEmpty {
            text.writer.key("customActions")
            text.writer.array(element.customActions) { writer, name in
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
            text.writer.key("importNotes")
            text.writeStrings(notes)
        }
        if !element.children.isEmpty {
            text.writer.key("children")
            text.writer.beginArray()
            for child in element.children { node(child, isRoot: false) }
            element.children = []
            text.writer.endArray()
        }
        text.writer.endObject()
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
}
