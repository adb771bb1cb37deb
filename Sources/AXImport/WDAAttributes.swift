/// The attributes of a WebDriverAgent XML element the reader uses; the others are ignored.
struct WDAAttributes {
    /// The attributes read, each case named as its attribute.
    enum Name: Int, CaseIterable {
        case type, name, label, value, placeholderValue, enabled, visible, accessible, nativeAccessibilityElement, hittable,
             selected, focused, traits, customActions, x, y, width, height
    }

    private var values = [String?](repeating: nil, count: Name.allCases.count)

    init() {}

    /// The attributes `dictionary` (Foundation's parser) gives.
    init(_ dictionary: [String: String]) {
        for name in Name.allCases { values[name.rawValue] = dictionary[String(describing: name)] }
    }

    subscript(_ name: Name) -> String? {
        get { values[name.rawValue] }
        set { values[name.rawValue] = newValue }
    }

    /// Forgets every value, keeping the storage for the next element.
    mutating func removeAll() {
        for index in values.indices { values[index] = nil }
    }
}
