import AXModel

/// Builds the imported elements of a WebDriverAgent XML dump from its start and end tags, for
/// either reader (``XMLDumpScanner``, Foundation's `XMLParser`).
struct WDAElementTree: XMLDumpBuilder {
    private var stack: [ImportedElement] = []
    private var root: ImportedElement?
    private var warnings: [String] = []

    init() {}

    /// Adds the element a start tag at `line` opens; the reason it cannot be read, if any.
    mutating func start(_ elementName: String, _ attributes: WDAAttributes, line: Int) -> String? {
        guard elementName != "AppiumAUT" else { return nil }
        if root == nil, !elementName.hasPrefix("XCUIElementType") {
            return "the root element is <\(Echo.escaped(elementName))>, not <AppiumAUT> or an <XCUIElementType…> element: "
                + "not a WebDriverAgent dump"
        }
        guard stack.count < SnapshotLoader.maximumNodeDepth else {
            return "elements nested deeper than \(SnapshotLoader.maximumNodeDepth) levels"
        }
        let element = ImportedElement(type: ImportedElement.shortType(attributes[.type] ?? elementName), line: line)
        element.name = attributes[.name]
        element.label = attributes[.label]
        element.value = attributes[.value]
        element.placeholder = attributes[.placeholderValue]
        element.enabled = attributes[.enabled].map(Self.flag)
        element.visible = attributes[.visible].map(Self.flag)
        element.accessible = attributes[.accessible].map(Self.flag)
        element.nativeAccessibilityElement = attributes[.nativeAccessibilityElement].map(Self.flag)
        element.hittable = attributes[.hittable].map(Self.flag)
        element.selected = attributes[.selected].map(Self.flag) ?? false
        element.focused = attributes[.focused].map(Self.flag) ?? false
        element.traits = attributes[.traits].map(WDATraits.split)
        element.customActions = attributes[.customActions].map(WDATraits.splitActions) ?? []
        let numbers = [attributes[.x], attributes[.y], attributes[.width], attributes[.height]].map { $0.flatMap(Self.number) }
        element.frame = ImportedElement.frame(numbers)
        if let problem = element.frameProblem { return problem }
        if element.frame == nil, numbers.contains(where: { $0 != nil }) {
            warnings.append("\(element.reference): incomplete or invalid frame; the parent's frame is used")
        }
        if let parent = stack.last { parent.children.append(element) } else if root == nil { root = element }
        stack.append(element)
        return nil
    }

    /// What was read.
    func dump() throws(ImportError) -> ImportedDump {
        guard let root else { throw ImportError(line: 1, column: 1, message: "no XCUIElementType element in the XML") }
        return ImportedDump(root: root, warnings: warnings)
    }

    /// Closes the innermost element.
    mutating func end(_ elementName: String) {
        guard elementName != "AppiumAUT", !stack.isEmpty else { return }
        stack.removeLast()
    }

    /// The number `Double(text)` reads; whole numbers of up to 15 digits without `strtod`.
    static func number(_ text: String) -> Double? {
        var text = text
        let whole: Double? = text.withUTF8 { utf8 in
            let negative = utf8.first == UInt8(ascii: "-")
            let digits = UnsafeBufferPointer(rebasing: utf8[(negative ? 1 : 0)...])
            guard (1...15).contains(digits.count) else { return nil }
            var magnitude = 0
            for byte in digits {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                magnitude = magnitude * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return negative ? -Double(magnitude) : Double(magnitude)
        }
        return whole ?? Double(text)
    }

    static func flag(_ text: String) -> Bool { text == "true" || text == "1" || text == "YES" }
}
