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

    /// The document for `dump`.
    static func build(_ dump: ImportedDump, source: ImportFormat, title: String, screenshot: String?) throws(ImportError) -> (JSONOutput, [(line: Int, message: String)]) {
        var builder = SnapshotBuilder()
        let root = dump.root
        let screen = builder.screenFrame(root)
        let rootNode = try builder.node(root, parent: nil, parentFrame: screen, depth: 1)
        var top: [(String, JSONOutput)] = [
            ("format", .string("axsnap")), ("version", .number(1)),
            ("title", .string(title)), ("platform", .string("ios")),
            ("screen", .object([("width", .number(screen.width)), ("height", .number(screen.height)), ("scale", .number(3))])),
        ]
        if let screenshot { top.append(("screenshot", .string(screenshot))) }
        top.append(("root", rootNode))
        return (.object(top), dump.warnings.map { (0, $0) } + builder.warnings)
    }

    /// The screen: the application's frame, else its first window's.
    mutating func screenFrame(_ root: ImportedElement) -> Rect {
        if let frame = root.frame, frame.width > 0, frame.height > 0 { return Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
        if let window = root.children.first(where: { $0.frame.map { $0.width > 0 && $0.height > 0 } ?? false })?.frame {
            return Rect(x: 0, y: 0, width: window.maxX, height: window.maxY)
        }
        warnings.append((root.line, "\(root.reference): no screen size in the dump; 390 × 844 points assumed"))
        return Rect(x: 0, y: 0, width: 390, height: 844)
    }

    private mutating func node(_ element: ImportedElement, parent: ImportedElement?, parentFrame: Rect, depth: Int) throws(ImportError) -> JSONOutput {
        guard depth <= SnapshotBuilder.maximumDepth else {
            throw ImportError(line: element.line, column: 1, message: "the tree is deeper than \(SnapshotBuilder.maximumDepth) levels")
        }
        let frame = element.frame ?? parentFrame
        var members: [(String, JSONOutput)] = [("id", .string(uniqueID(element)))]
        let type = parent == nil ? "window" : mappedType(element)
        members.append(("type", .string(type)))
        members.append(("frame", .numbers(frame.array)))
        var notes: [String] = []

        let label = nonEmpty(element.label) ?? (element.type == "Cell" ? cellLabel(element) : nil)
        var value = nonEmpty(element.value)
        if element.type == "StaticText", value == label { value = nil }
        var traits: [String]?
        var addTraits: [String] = ImportMapping.typeTraits[element.type] ?? []
        if element.type == "Cell" {
            if let toggle = firstDescendant(element, ofType: ["Switch", "Toggle"]) {
                traits = ["switchButton", "button"]
                value = value ?? nonEmpty(toggle.value)
            } else {
                traits = ["button"]
            }
        }
        if element.type == "StaticText", parent?.type == "NavigationBar" { addTraits.append("header") }
        var directTouch = false
        if let names = element.traits {
            var mapped: [String] = []
            for name in names {
                if name == "AllowsDirectInteraction" { directTouch = true; continue }
                if name == "None" { continue }
                guard let trait = ImportMapping.traits[name] else {
                    warnings.append((element.line, "\(element.reference): unknown trait '\(name)' (ignored)"))
                    continue
                }
                mapped.append(trait)
            }
            traits = mapped
        }
        if element.enabled == false { addTraits.append("notEnabled") }
        if element.selected { addTraits.append("selected") }
        if element.focused, ["TextField", "SecureTextField", "SearchField", "TextView"].contains(element.type) { addTraits.append("isEditing") }

        if parent != nil {
            let (isElement, reason) = decideElement(element, label: label)
            members.append(("isAccessibilityElement", .bool(isElement)))
            if let reason { notes.append(reason) }
            if isElement, element.type == "Cell", !element.children.isEmpty {
                // UIKit: a cell that is an element reads for its subviews, which VoiceOver does not visit.
                members.append(("childBehavior", .string("ignore")))
                notes.append("a table cell that is an element stands for its subviews (UIKit), so they are not reached")
            }
        }
        if let label { members.append(("label", .string(label))) }
        if let value { members.append(("value", .string(value))) }
        if let text = visibleText(element, label: label, value: value) { members.append(("text", .string(text))) }
        if let name = nonEmpty(element.name), name != label { members.append(("identifier", .string(name))) }
        if let traits { members.append(("traits", .strings(traits))) }
        if !addTraits.isEmpty { members.append(("addTraits", .strings(addTraits))) }
        if directTouch { members.append(("directTouch", .object([("options", .array([]))]))) }
        if ImportMapping.modalTypes.contains(element.type) { members.append(("accessibilityViewIsModal", .bool(true))) }
        if !element.customActions.isEmpty {
            members.append(("customActions", .array(element.customActions.map { .object([("name", .string($0)), ("effects", .array([]))]) })))
            if element.customActions.count > 1 {
                notes.append("custom action titles were split at commas; a title that holds a comma would be split too")
            }
        }
        if element.visible == false {
            notes.append("WebDriverAgent reported visible=\"false\"; kept, because real dumps report it for elements that are on screen")
        }
        if element.hittable == false { notes.append("reported as not hittable") }
        if element.frame == nil, parent != nil { notes.append("the dump gave no frame; the parent's frame is used") }
        if ImportMapping.types[element.type] == nil, parent != nil {
            warnings.append((element.line, "\(element.reference): unknown element type '\(element.type)'; imported as a view"))
            notes.append("unknown element type '\(element.type)', imported as a view")
        }
        if !notes.isEmpty { members.append(("importNotes", .strings(notes))) }
        var children: [JSONOutput] = []
        for child in element.children {
            children.append(try node(child, parent: element, parentFrame: frame, depth: depth + 1))
        }
        if !children.isEmpty { members.append(("children", .array(children))) }
        return .object(members)
    }

    func mappedType(_ element: ImportedElement) -> String { ImportMapping.types[element.type] ?? "view" }

    /// Whether the element is a VoiceOver element, and why when the dump did not say so itself.
    func decideElement(_ element: ImportedElement, label: String?) -> (Bool, String?) {
        if let native = element.nativeAccessibilityElement { return (native, nil) }
        if let accessible = element.accessible { return (accessible, nil) }
        if ImportMapping.elementTypes.contains(element.type) {
            return (true, "element because a \(element.type) is one (the dump has no 'accessible' attribute)")
        }
        if ImportMapping.labelledElementTypes.contains(element.type) || ImportMapping.types[element.type] == nil {
            return label == nil ? (false, nil)
                : (true, "element because a labelled \(element.type) is one (the dump has no 'accessible' attribute)")
        }
        return (false, nil)
    }

    /// A cell without a label of its own reads its texts, as UIKit's cells do.
    func cellLabel(_ cell: ImportedElement) -> String? {
        var texts: [String] = []
        var pending = Array(cell.children.reversed())
        while let element = pending.popLast() {
            if element.type == "StaticText", let label = nonEmpty(element.label) ?? nonEmpty(element.value) { texts.append(label) }
            pending.append(contentsOf: element.children.reversed())
        }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    func firstDescendant(_ element: ImportedElement, ofType types: Set<String>) -> ImportedElement? {
        var pending = Array(element.children.reversed())
        while let candidate = pending.popLast() {
            if types.contains(candidate.type) { return candidate }
            pending.append(contentsOf: candidate.children.reversed())
        }
        return nil
    }

    /// What the canvas writes in the node: a text's label, a field's value or placeholder.
    func visibleText(_ element: ImportedElement, label: String?, value: String?) -> String? {
        switch element.type {
        case "StaticText", "Button", "Link", "MenuItem": label
        // A field's placeholder shows (and is read) only while it is empty; `text` would also
        // become the label, so a filled field gets none.
        case "TextField", "SearchField", "TextView": value == nil ? nonEmpty(element.placeholder) : nil
        case "SecureTextField": nonEmpty(element.placeholder)
        default: nil
        }
    }

    func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// The element's name when it makes a valid id, else its type; numbered when taken.
    mutating func uniqueID(_ element: ImportedElement) -> String {
        let allowed = SnapshotBuilder.idCharacters
        var base = nonEmpty(element.name).map { String($0.prefix(100).map { allowed.contains($0) ? $0 : "_" }) } ?? ""
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
