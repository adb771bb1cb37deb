import AXModel

/// Turns an imported element tree into an `.axsnap` document, deciding which elements VoiceOver
/// would find (README, "Importing dumps"). What cannot be carried over faithfully becomes a
/// warning naming the element and, on the node, an `importNotes` entry the inspector shows.
struct SnapshotBuilder {
    static let maximumDepth = 512

    private var usedIDs: Set<String> = []
    /// The next number to try after each id base: counting from 2 for every unnamed element was
    /// quadratic (20,000 unnamed buttons took 22 s).
    private var nextSuffix: [String: Int] = [:]
    static let idCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.:-")
    private(set) var warnings: [(line: Int, message: String)] = []
    /// The line where each node's element starts, in document order (the audit's locations).
    private(set) var lines: [Int] = []

    /// The document for `dump`.
    static func build(_ dump: ImportedDump, source: ImportFormat, title: String, screenshot: String?) throws(ImportError) -> (JSONOutput, [(line: Int, message: String)], lines: [Int]) {
        var builder = SnapshotBuilder()
        let root = dump.root
        try checkDepth(root)
        let screen = builder.screenFrame(root)
        ImportRules.apply(to: root, screen: screen, warnings: &builder.warnings)
        let rootNode = builder.node(root, isRoot: true)
        var top: [(String, JSONOutput)] = [
            ("format", .string("axsnap")), ("version", .number(1)),
            ("title", .string(title)), ("platform", .string("ios")),
            ("screen", .object([("width", .number(screen.width)), ("height", .number(screen.height)), ("scale", .number(3))])),
        ]
        if let screenshot { top.append(("screenshot", .string(screenshot))) }
        top.append(("root", rootNode))
        return (.object(top), dump.warnings.map { (0, $0) } + builder.warnings, builder.lines)
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

    /// The node for `element`, written from what the rules decided (the root is an ordinary node).
    private mutating func node(_ element: ImportedElement, isRoot: Bool) -> JSONOutput {
        lines.append(element.line)
        let decision = element.decision
        var members: [(String, JSONOutput)] = [("id", .string(uniqueID(element)))]
        members.append(("type", .string(ImportMapping.types[element.type] ?? "view")))
        members.append(("frame", .numbers(decision.frame.array)))
        members.append(("isAccessibilityElement", .bool(decision.isElement)))
        if decision.isElement, decision.ignoresChildren { members.append(("childBehavior", .string("ignore"))) }
        if decision.groupsChildren { members.append(("shouldGroupAccessibilityChildren", .bool(true))) }
        if let priority = decision.sortPriority { members.append(("sortPriority", .number(priority))) }
        if let label = decision.label { members.append(("label", .string(label))) }
        if let value = decision.value { members.append(("value", .string(value))) }
        if let text = visibleText(element, label: decision.label, value: decision.value) { members.append(("text", .string(text))) }
        if let name = PropertyRule.nonEmpty(element.name), name != decision.label { members.append(("identifier", .string(name))) }
        if let traits = decision.traits { members.append(("traits", .strings(traits))) }
        if !decision.addTraits.isEmpty { members.append(("addTraits", .strings(decision.addTraits))) }
        if decision.directTouch { members.append(("directTouch", .object([("options", .array([]))]))) }
        if ImportMapping.modalTypes.contains(element.type) { members.append(("accessibilityViewIsModal", .bool(true))) }
        var notes = decision.notes
        if !element.customActions.isEmpty {
            members.append(("customActions", .array(element.customActions.map { .object([("name", .string($0)), ("effects", .array([]))]) })))
            if element.customActions.count > 1 {
                notes.append("custom action titles were split at commas; a title that holds a comma would be split too")
            }
        }
        if element.visible == false {
            notes.append("R3: WebDriverAgent reported visible=\"false\"; kept, because real dumps report it for elements that are on screen")
        }
        if element.hittable == false { notes.append("reported as not hittable") }
        if element.frame == nil, !isRoot { notes.append("the dump gave no frame; the parent's frame is used") }
        if ImportMapping.types[element.type] == nil {
            warnings.append((element.line, "\(element.reference): unknown element type '\(element.type)'; imported as a view"))
            notes.append("unknown element type '\(element.type)', imported as a view")
        }
        if !notes.isEmpty { members.append(("importNotes", .strings(notes))) }
        let children = element.children.map { node($0, isRoot: false) }
        if !children.isEmpty { members.append(("children", .array(children))) }
        return .object(members)
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
        let allowed = SnapshotBuilder.idCharacters
        var base = PropertyRule.nonEmpty(element.name).map { String($0.prefix(100).map { allowed.contains($0) ? $0 : "_" }) } ?? ""
        if base.isEmpty || base.allSatisfy({ $0 == "_" }) {
            base = element.type.prefix(1).lowercased() + element.type.dropFirst()
        }
        var id = base
        var counter = nextSuffix[base] ?? 2
        while usedIDs.contains(id) {
            id = "\(base)-\(counter)"
            counter += 1
        }
        nextSuffix[base] = counter
        usedIDs.insert(id)
        return id
    }
}
