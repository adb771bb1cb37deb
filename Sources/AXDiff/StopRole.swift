import AXModel

/// The role a stop is paired and judged by (diff.md §3): the first matching trait of a fixed list.
public enum StopRole: String, Sendable, Hashable {
    case textEntry, switchButton, adjustable, link, tabBarItem, backButton, keyboardKey, button
    case header, image, staticText, none, group

    /// The traits that give a role, in the order they are tried.
    static let byTrait: [(trait: Traits, role: StopRole)] = [
        (.textEntry, .textEntry), (.switchButton, .switchButton), (.adjustable, .adjustable), (.link, .link),
        (.tabBarItem, .tabBarItem), (.backButton, .backButton), (.keyboardKey, .keyboardKey), (.button, .button),
        (.header, .header), (.image, .image), (.staticText, .staticText),
    ]

    /// The role of an element with these traits (spoken and unspoken).
    public init(traits: Traits) {
        self = StopRole.byTrait.first { traits.contains($0.trait) }?.role ?? .none
    }

    /// One of the first eight roles, which make a stop a control.
    public var isControlRole: Bool {
        switch self {
        case .textEntry, .switchButton, .adjustable, .link, .tabBarItem, .backButton, .keyboardKey, .button: true
        case .header, .image, .staticText, .none, .group: false
        }
    }
}
