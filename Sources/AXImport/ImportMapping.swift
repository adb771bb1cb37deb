/// The tables of the mapping from XCTest element types and WebDriverAgent trait names to the
/// snapshot's types and traits (README, "Importing dumps").
enum ImportMapping {
    /// XCUIElement type → snapshot type.
    static let types: [String: String] = [
        "Application": "window", "Window": "view", "Other": "view", "Group": "view", "Button": "button",
        "Switch": "switch", "Toggle": "switch", "Cell": "view", "StaticText": "label", "Image": "image", "Icon": "image",
        "TextField": "textField", "SecureTextField": "secureTextField", "SearchField": "searchField",
        "TextView": "textView", "Slider": "slider", "Link": "link", "NavigationBar": "view", "Toolbar": "view",
        "TabBar": "tabBar", "Table": "scrollView", "CollectionView": "scrollView", "ScrollView": "scrollView",
        "SegmentedControl": "segmentedControl", "Key": "button", "Keyboard": "view", "PageIndicator": "view",
        "Stepper": "view", "Picker": "view", "PickerWheel": "view", "DatePicker": "view", "ActivityIndicator": "view",
        "ProgressIndicator": "view", "Alert": "view", "Sheet": "view", "StatusBar": "view", "WebView": "webView",
        "Map": "view", "Menu": "view", "MenuItem": "button", "ScrollBar": "view", "Popover": "view",
    ]

    /// Types whose views are elements on their own (UIKit controls and texts).
    static let elementTypes: Set<String> = [
        "Button", "Switch", "Toggle", "StaticText", "TextField", "SecureTextField", "SearchField", "TextView",
        "Slider", "Link", "Key", "Stepper", "PageIndicator", "PickerWheel", "ActivityIndicator", "ProgressIndicator",
        "MenuItem",
    ]

    /// Types that present modally: VoiceOver keeps the cursor inside them.
    static let modalTypes: Set<String> = ["Alert", "Sheet"]

    /// Extra traits a type implies beyond the snapshot type's own.
    static let typeTraits: [String: [String]] = [
        "Key": ["keyboardKey"], "PageIndicator": ["adjustable"], "PickerWheel": ["adjustable"], "Stepper": ["adjustable"],
        "ProgressIndicator": ["updatesFrequently"],
    ]

    /// Traits a type implies that WebDriverAgent's `traits` never lists: UIKit's text entry trait
    /// is private, so a text field's stated traits are kept with it (a web page's text field
    /// lists none, `traits=""`, and VoiceOver still says "Text field").
    static let unlistedTraits: [String: String] = [
        "TextField": "textEntry", "SecureTextField": "textEntry", "SearchField": "textEntry", "TextView": "textEntry",
    ]

    /// WebDriverAgent trait name → snapshot trait (nil: handled separately or not spoken here).
    static let traits: [String: String] = [
        "Button": "button", "Link": "link", "Image": "image", "Selected": "selected", "PlaysSound": "playsSound",
        "KeyboardKey": "keyboardKey", "StaticText": "staticText", "SummaryElement": "summaryElement",
        "NotEnabled": "notEnabled", "UpdatesFrequently": "updatesFrequently", "SearchField": "searchField",
        "StartsMediaSession": "startsMediaSession", "Adjustable": "adjustable", "CausesPageTurn": "causesPageTurn",
        "Header": "header", "TabBar": "tabBar", "ToggleButton": "switchButton", "SupportsZoom": "supportsZoom",
        "TextEntry": "textEntry", "IsEditing": "isEditing", "BackButton": "backButton", "TabBarItem": "tabBarItem",
    ]
}

extension ImportMapping {
    /// The default traits of the snapshot types, as far as a spoken word depends on them.
    static let snapshotTypeTraits: [String: [String]] = [
        "button": ["button"], "link": ["link"], "image": ["image"], "textField": ["textEntry"],
        "secureTextField": ["textEntry"], "textView": ["textEntry"], "searchField": ["textEntry", "searchField"],
        "switch": ["button", "switchButton"], "slider": ["adjustable"],
    ]

    /// Traits VoiceOver speaks a word for (voiceover-model.md §4): an element with one of them is
    /// never silent.
    static let spokenTraits: Set<String> = [
        "button", "backButton", "switchButton", "link", "header", "adjustable", "image", "searchField", "textEntry",
        "selected", "notEnabled", "tabBarItem",
    ]

    /// Containers whose elements are read together and placed as one (import.md R9).
    static let barTypes: Set<String> = ["NavigationBar", "TabBar", "Toolbar"]
    static let scrollContainerTypes: Set<String> = ["ScrollView", "Table", "CollectionView", "WebView"]
    static let groupTypes = barTypes.union(scrollContainerTypes).union(["StatusBar"])
}
