import AXModel

/// Builds the elements of an Android dump from its tags, for either XML reader: a raw
/// `uiautomator dump` (`<hierarchy rotation>` holding `<node>` elements) or Appium UiAutomator2's
/// page source (`<hierarchy index class width height rotation>` holding elements named after their
/// class). Each element directly inside `<hierarchy>` is the root of a window.
struct UIAutomatorTree: XMLDumpBuilder {
    private var stack: [AndroidElement] = []
    private var hierarchy: AndroidDump.Hierarchy?
    private var windows: [AndroidElement] = []
    private var warnings: [(line: Int, message: String)] = []
    /// Nesting below `<hierarchy>` that no element opened (a closing tag of an unread element).
    private var depth = 0

    init() {}

    mutating func start(_ elementName: String, _ attributes: XMLDumpAttributes<UIAutomatorAttribute>, line: Int) -> String? {
        guard hierarchy != nil else {
            guard elementName == "hierarchy" else {
                return "the root element is <\(Echo.escaped(elementName))>, not <hierarchy>: not a uiautomator dump"
            }
            hierarchy = AndroidDump.Hierarchy(width: attributes[.width].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil },
                                              height: attributes[.height].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil },
                                              rotation: attributes[.rotation].flatMap { Int($0) } ?? 0, line: line)
            return nil
        }
        guard stack.count < SnapshotLoader.maximumNodeDepth - 1 else {
            return "elements nested deeper than \(SnapshotLoader.maximumNodeDepth - 1) levels"
        }
        let element = AndroidElement(line: line)
        element.className = PropertyRule.nonEmpty(attributes[.className]) ?? (elementName == "node" ? nil : elementName)
        element.packageName = PropertyRule.nonEmpty(attributes[.package])
        element.resourceID = PropertyRule.nonEmpty(attributes[.resourceID])
        element.text = nonEmpty(attributes[.text])
        element.contentDescription = nonEmpty(attributes[.contentDescription])
        element.hint = nonEmpty(attributes[.hint])
        element.error = nonEmpty(attributes[.error])
        element.paneTitle = nonEmpty(attributes[.paneTitle])
        element.actions = nonEmpty(attributes[.actions])
        for attribute in UIAutomatorAttribute.flagAttributes {
            guard let value = attributes[attribute], let flag = attribute.flag else { continue }
            switch value {
            case "true": element.flags.insert(flag)
            case "false": element.flags.remove(flag)
            default: warn(element, "\(attribute.xmlName)=\(Echo.quoted(value)) is neither \"true\" nor \"false\"; ignored")
            }
        }
        if let important = attributes[.importantForAccessibility] {
            switch important {
            case "true": element.importantForAccessibility = true
            case "false": element.importantForAccessibility = false
            default: warn(element, "a11y-important=\(Echo.quoted(important)) is neither \"true\" nor \"false\"; ignored")
            }
        }
        if let order = attributes[.drawingOrder] {
            if let number = Int(order), number >= 0, number <= Int(Int32.max) {
                element.drawingOrder = number
            } else {
                warn(element, "drawing-order=\(Echo.quoted(order)) is not a whole number from 0; ignored")
            }
        }
        element.notAccessibilityFriendly = attributes[.notAccessibilityFriendly] == "true"
        if let bounds = attributes[.bounds] {
            element.bounds = PixelBounds(bounds)
            if element.bounds == nil {
                warn(element, "bounds=\(Echo.quoted(bounds)) is not [left,top][right,bottom] in whole pixels; the parent's bounds are used")
            }
        }
        if let parent = stack.last { parent.children.append(element) } else { windows.append(element) }
        stack.append(element)
        return nil
    }

    /// The text unless it is empty (uiautomator writes `text=""` for every node without one).
    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    private mutating func warn(_ element: AndroidElement, _ message: String) {
        warnings.append((element.line, "\(element.reference): \(message)"))
    }

    mutating func end(_ elementName: String) {
        if !stack.isEmpty { stack.removeLast() }
    }

    func dump() throws(ImportError) -> AndroidDump {
        guard let hierarchy else { throw ImportError(line: 1, column: 1, message: "no <hierarchy> element in the XML") }
        return AndroidDump(hierarchy: hierarchy, windows: windows, warnings: warnings)
    }
}

extension UIAutomatorAttribute {
    /// The attribute's first spelling, as messages name it.
    var xmlName: String { UIAutomatorAttribute.spellings.first { $0.1 == self }?.0 ?? "\(self)" }
}

/// What an Android dump holds: its `<hierarchy>` and the root of each window, in the dump's order.
struct AndroidDump {
    struct Hierarchy {
        /// The screen in pixels, when the dump says (UiAutomator2).
        var width: Int?
        var height: Int?
        var rotation: Int
        var line: Int
    }

    var hierarchy: Hierarchy
    var windows: [AndroidElement]
    var warnings: [(line: Int, message: String)]
}
