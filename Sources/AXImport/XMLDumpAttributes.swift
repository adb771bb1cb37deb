import AXModel

/// An attribute of an XML dump's elements that a reader uses (the others are ignored).
protocol XMLDumpAttribute: RawRepresentable, CaseIterable, Sendable where RawValue == Int {
    /// Every XML name that spells an attribute, aliases included.
    static var spellings: [(String, Self)] { get }
    /// The attributes by the bytes of their names.
    static var table: KeyTable<Self> { get }
    /// Whether its values are few and repeated (an element type, a class name): each is made into a
    /// string once.
    var isFewValued: Bool { get }
}

/// The values of one element's attributes a reader uses, by attribute.
struct XMLDumpAttributes<Name: XMLDumpAttribute> {
    private var values = [String?](repeating: nil, count: Name.allCases.count)

    init() {}

    /// The attributes `dictionary` (Foundation's parser) gives.
    init(_ dictionary: [String: String]) {
        for (spelling, name) in Name.spellings where values[name.rawValue] == nil {
            values[name.rawValue] = dictionary[spelling]
        }
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

/// Builds a dump's elements from its start and end tags, for either XML reader
/// (``XMLDumpScanner``, Foundation's `XMLParser` in ``XMLDumpParser``).
protocol XMLDumpBuilder {
    associatedtype Attribute: XMLDumpAttribute
    associatedtype Dump

    init()
    /// Adds the element a start tag at `line` opens; the reason it cannot be read, if any.
    mutating func start(_ elementName: String, _ attributes: XMLDumpAttributes<Attribute>, line: Int) -> String?
    /// Closes the innermost element.
    mutating func end(_ elementName: String)
    /// What was read.
    func dump() throws(ImportError) -> Dump
}

/// The attributes of a WebDriverAgent XML element the reader uses, each case named as its
/// attribute.
enum WDAAttribute: Int, XMLDumpAttribute {
    case type, name, label, value, placeholderValue, enabled, visible, accessible, nativeAccessibilityElement, hittable,
         selected, focused, traits, customActions, x, y, width, height

    static let spellings = allCases.map { (String(describing: $0), $0) }
    static let table = KeyTable(spellings)
    var isFewValued: Bool { self == .type }
}

typealias WDAAttributes = XMLDumpAttributes<WDAAttribute>
