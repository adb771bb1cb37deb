/// UIKit accessibility traits, with the names the snapshot format uses.
public struct Traits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let button = Traits(rawValue: 1 << 0)
    public static let link = Traits(rawValue: 1 << 1)
    public static let image = Traits(rawValue: 1 << 2)
    public static let selected = Traits(rawValue: 1 << 3)
    public static let playsSound = Traits(rawValue: 1 << 4)
    public static let keyboardKey = Traits(rawValue: 1 << 5)
    public static let staticText = Traits(rawValue: 1 << 6)
    public static let summaryElement = Traits(rawValue: 1 << 7)
    public static let notEnabled = Traits(rawValue: 1 << 8)
    public static let updatesFrequently = Traits(rawValue: 1 << 9)
    public static let searchField = Traits(rawValue: 1 << 10)
    public static let startsMediaSession = Traits(rawValue: 1 << 11)
    public static let adjustable = Traits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = Traits(rawValue: 1 << 13)
    public static let causesPageTurn = Traits(rawValue: 1 << 14)
    public static let tabBar = Traits(rawValue: 1 << 15)
    public static let header = Traits(rawValue: 1 << 16)
    public static let textEntry = Traits(rawValue: 1 << 17)
    public static let isEditing = Traits(rawValue: 1 << 18)
    public static let secureTextField = Traits(rawValue: 1 << 19)
    public static let backButton = Traits(rawValue: 1 << 20)
    public static let tabBarItem = Traits(rawValue: 1 << 21)
    public static let textArea = Traits(rawValue: 1 << 22)
    public static let switchButton = Traits(rawValue: 1 << 23)
    public static let supportsZoom = Traits(rawValue: 1 << 24)
    public static let isModal = Traits(rawValue: 1 << 25)

    /// Every trait with its canonical name, in the order of the format's list.
    public static let named: [(name: String, trait: Traits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("textEntry", .textEntry), ("isEditing", .isEditing),
        ("secureTextField", .secureTextField), ("backButton", .backButton), ("tabBarItem", .tabBarItem),
        ("textArea", .textArea), ("switchButton", .switchButton), ("supportsZoom", .supportsZoom),
        ("isModal", .isModal),
    ]

    /// SwiftUI and UIKit spellings accepted for the canonical names.
    public static let aliases: [String: Traits] = [
        "isButton": .button, "isLink": .link, "isImage": .image, "isSelected": .selected,
        "isStaticText": .staticText, "isSummaryElement": .summaryElement, "isSearchField": .searchField,
        "isHeader": .header, "isKeyboardKey": .keyboardKey, "isToggle": .switchButton,
        "toggleButton": .switchButton,
    ]

    private static let byName: [String: Traits] = {
        var table = aliases
        for (name, trait) in named { table[name] = trait }
        return table
    }()

    /// The trait for a canonical name or an alias.
    public init?(name: String) {
        guard let trait = Traits.byName[name] else { return nil }
        self = trait
    }

    /// The traits VoiceOver never speaks.
    public static let unspoken: Traits = [
        .playsSound, .keyboardKey, .staticText, .summaryElement, .updatesFrequently,
        .startsMediaSession, .allowsDirectInteraction, .causesPageTurn, .tabBar, .supportsZoom,
    ]

    /// Canonical names of the traits in this set, in the format's order.
    public var names: [String] {
        Traits.named.filter { contains($0.trait) }.map(\.name)
    }
}
