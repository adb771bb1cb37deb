import AXModel

/// The attributes of a uiautomator dump's elements the reader uses: `adb shell uiautomator dump`'s
/// (AOSP `AccessibilityNodeInfoDumper`) and Appium UiAutomator2's page source (`Attribute.java`
/// of appium-uiautomator2-server), with UiAutomator2's aliases.
enum UIAutomatorAttribute: Int, XMLDumpAttribute {
    case index, text, resourceID, className, package, contentDescription, checkable, checked, clickable, enabled
    case focusable, focused, scrollable, longClickable, password, selected, bounds, notAccessibilityFriendly
    case visibleToUser, displayed, hint, importantForAccessibility, screenReaderFocusable, drawingOrder
    case showingHintText, textEntryKey, multiLine, dismissable, accessibilityFocused, heading, contextClickable
    case contentInvalid, error, paneTitle, actions, width, height, rotation

    static let spellings: [(String, UIAutomatorAttribute)] = [
        ("index", .index), ("text", .text), ("resource-id", .resourceID), ("resourceId", .resourceID),
        ("class", .className), ("className", .className), ("package", .package),
        ("content-desc", .contentDescription), ("contentDescription", .contentDescription),
        ("checkable", .checkable), ("checked", .checked), ("clickable", .clickable), ("enabled", .enabled),
        ("focusable", .focusable), ("focused", .focused), ("scrollable", .scrollable),
        ("long-clickable", .longClickable), ("longClickable", .longClickable), ("password", .password),
        ("selected", .selected), ("bounds", .bounds), ("NAF", .notAccessibilityFriendly),
        ("visible-to-user", .visibleToUser), ("displayed", .displayed), ("hint", .hint),
        ("a11y-important", .importantForAccessibility), ("importantForAccessibility", .importantForAccessibility),
        ("screen-reader-focusable", .screenReaderFocusable), ("screenReaderFocusable", .screenReaderFocusable),
        ("drawing-order", .drawingOrder), ("drawingOrder", .drawingOrder),
        ("showing-hint", .showingHintText), ("showingHintText", .showingHintText),
        ("text-entry-key", .textEntryKey), ("textEntryKey", .textEntryKey),
        ("multiline", .multiLine), ("multiLine", .multiLine), ("dismissable", .dismissable),
        ("a11y-focused", .accessibilityFocused), ("accessibilityFocused", .accessibilityFocused),
        ("heading", .heading), ("context-clickable", .contextClickable), ("contextClickable", .contextClickable),
        ("content-invalid", .contentInvalid), ("contentInvalid", .contentInvalid),
        ("error", .error), ("errorText", .error), ("pane-title", .paneTitle), ("paneTitle", .paneTitle),
        ("actions", .actions), ("width", .width), ("height", .height), ("rotation", .rotation),
    ]
    static let table = KeyTable(spellings)

    var isFewValued: Bool { self == .className || self == .package }

    /// The flag a boolean attribute sets, if it is one.
    var flag: AndroidProperties.Flags? {
        switch self {
        case .checkable: .checkable
        case .checked: .checked
        case .clickable: .clickable
        case .enabled: .enabled
        case .focusable: .focusable
        case .focused: .focused
        case .scrollable: .scrollable
        case .longClickable: .longClickable
        case .password: .password
        case .selected: .selected
        case .visibleToUser, .displayed: .visibleToUser
        case .screenReaderFocusable: .screenReaderFocusable
        case .showingHintText: .showingHintText
        case .textEntryKey: .textEntryKey
        case .multiLine: .multiLine
        case .dismissable: .dismissable
        case .accessibilityFocused: .accessibilityFocused
        case .heading: .heading
        case .contextClickable: .contextClickable
        case .contentInvalid: .contentInvalid
        default: nil
        }
    }

    /// The boolean attributes, in reading order.
    static let flagAttributes = allCases.filter { $0.flag != nil }
}
