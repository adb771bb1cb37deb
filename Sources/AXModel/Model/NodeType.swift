/// The kind of view a node is; it sets the defaults of `isAccessibilityElement` and `traits`.
/// `webView` is AXScope's addition (a `WKWebView`, as a dump's `WebView` imports): a `view` whose
/// descendants are web content, sized and ordered by the page.
public enum NodeType: String, Sendable, CaseIterable {
    case view, window, scrollView, stack, label, button, link, image, textField, secureTextField
    case textView, searchField, `switch`, slider, segmentedControl, tabBar, element, webView

    /// Whether a node of this type is an accessibility element unless it says otherwise.
    public var defaultIsElement: Bool {
        switch self {
        case .view, .window, .scrollView, .stack, .segmentedControl, .tabBar, .webView: false
        default: true
        }
    }

    public var defaultTraits: Traits {
        switch self {
        case .view, .window, .scrollView, .stack, .segmentedControl, .element, .webView: []
        case .label: .staticText
        case .button: .button
        case .link: .link
        case .image: .image
        case .textField: .textEntry
        case .secureTextField: [.textEntry, .secureTextField]
        case .textView: [.textEntry, .textArea]
        case .searchField: [.textEntry, .searchField]
        case .switch: [.button, .switchButton]
        case .slider: .adjustable
        case .tabBar: .tabBar
        }
    }
}

/// `accessibilityContainerType`.
public enum ContainerType: String, Sendable, CaseIterable {
    case none, list, landmark, semanticGroup
}

/// SwiftUI `.accessibilityElement(children:)`.
public enum ChildBehavior: String, Sendable, CaseIterable {
    case combine, contain, ignore
}
