/// What an Android dump says of one node (`adb shell uiautomator dump`, Appium UiAutomator2's page
/// source): the inputs of `AccessibilityNodeInfo` that TalkBack reads, with its defaults. A node of
/// a snapshot whose `platform` is `android` carries them in its `android` object (README, "The
/// snapshot format's additions"); its text, content description and hint are the node's `text`,
/// `label` and `hint`.
///
/// Only the loader and the importers write it, before the snapshot is shared, hence
/// `@unchecked Sendable`.
public final class AndroidProperties: @unchecked Sendable {
    /// `AccessibilityNodeInfo.getClassName()`, e.g. `android.widget.Switch`.
    public internal(set) var className: String
    public internal(set) var packageName: String?
    /// `getViewIdResourceName()`, e.g. `com.android.settings:id/switch_widget`.
    public internal(set) var resourceID: String?
    public internal(set) var flags: Flags = .defaults
    /// `isImportantForAccessibility()`, when the dump says (UiAutomator2's `a11y-important`);
    /// nil when it does not (README, "What a dump cannot say").
    public internal(set) var importantForAccessibility: Bool?
    public internal(set) var stateDescription: String?
    /// `getError()`, spoken when the node reports invalid content.
    public internal(set) var error: String?
    /// `getPaneTitle()`; on a window's root, the window's title.
    public internal(set) var paneTitle: String?
    public internal(set) var drawingOrder: Int?
    /// The standard actions the node supports, when the dump lists them (UiAutomator2's
    /// `actions`); nil when it does not.
    public internal(set) var actions: Set<AndroidAction>?
    /// On the root of a window: what kind of window it is.
    public internal(set) var windowType: AndroidWindowType?

    public init(className: String) {
        self.className = className
    }

    /// Every property at once, as an importer that builds the model itself gives them (``SnapshotAssembly``).
    public convenience init(className: String, packageName: String?, resourceID: String?, flags: Flags,
                            importantForAccessibility: Bool?, error: String?, paneTitle: String?, drawingOrder: Int?,
                            actions: Set<AndroidAction>?, windowType: AndroidWindowType?) {
        self.init(className: className)
        self.packageName = packageName
        self.resourceID = resourceID
        self.flags = flags
        self.importantForAccessibility = importantForAccessibility
        self.error = error
        self.paneTitle = paneTitle
        self.drawingOrder = drawingOrder
        self.actions = actions
        self.windowType = windowType
    }

    /// The boolean properties of `AccessibilityNodeInfo`, one bit each.
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let checkable = Flags(rawValue: 1 << 0)
        public static let checked = Flags(rawValue: 1 << 1)
        public static let clickable = Flags(rawValue: 1 << 2)
        public static let longClickable = Flags(rawValue: 1 << 3)
        public static let contextClickable = Flags(rawValue: 1 << 4)
        public static let focusable = Flags(rawValue: 1 << 5)
        public static let focused = Flags(rawValue: 1 << 6)
        public static let scrollable = Flags(rawValue: 1 << 7)
        public static let enabled = Flags(rawValue: 1 << 8)
        public static let password = Flags(rawValue: 1 << 9)
        public static let selected = Flags(rawValue: 1 << 10)
        public static let visibleToUser = Flags(rawValue: 1 << 11)
        public static let screenReaderFocusable = Flags(rawValue: 1 << 12)
        public static let heading = Flags(rawValue: 1 << 13)
        public static let accessibilityFocused = Flags(rawValue: 1 << 14)
        public static let showingHintText = Flags(rawValue: 1 << 15)
        public static let textEntryKey = Flags(rawValue: 1 << 16)
        public static let editable = Flags(rawValue: 1 << 17)
        public static let multiLine = Flags(rawValue: 1 << 18)
        public static let dismissable = Flags(rawValue: 1 << 19)
        public static let contentInvalid = Flags(rawValue: 1 << 20)

        /// `AccessibilityNodeInfo`'s defaults where a dump is silent: enabled, visible, and an
        /// editable text (an `EditText` in a dump is taken to be editable: README).
        public static let defaults: Flags = [.enabled, .visibleToUser, .editable]

        /// Every flag with its name in the `android` object, in the format's order.
        public static let named: [(name: String, flag: Flags)] = [
            ("checkable", .checkable), ("checked", .checked), ("clickable", .clickable), ("longClickable", .longClickable),
            ("contextClickable", .contextClickable), ("focusable", .focusable), ("focused", .focused),
            ("scrollable", .scrollable), ("enabled", .enabled), ("password", .password), ("selected", .selected),
            ("visibleToUser", .visibleToUser), ("screenReaderFocusable", .screenReaderFocusable), ("heading", .heading),
            ("accessibilityFocused", .accessibilityFocused), ("showingHintText", .showingHintText),
            ("textEntryKey", .textEntryKey), ("editable", .editable), ("multiLine", .multiLine),
            ("dismissable", .dismissable), ("contentInvalid", .contentInvalid),
        ]

        /// The names of the flags in this set, in the format's order.
        public var names: [String] { Flags.named.filter { contains($0.flag) }.map(\.name) }
    }

    public func has(_ flag: Flags) -> Bool { flags.contains(flag) }

    /// Whether the node supports the action: the dump's list when it gives one, else what its
    /// flags imply (clickable: click; long-clickable: long click; focusable: focus; scrollable:
    /// scrolling forward and backward), as a dump without actions is read (README).
    public func supports(_ action: AndroidAction) -> Bool {
        if let actions { return actions.contains(action) }
        switch action {
        case .click: return has(.clickable)
        case .longClick: return has(.longClickable)
        case .focus: return has(.focusable)
        case .scrollForward, .scrollBackward: return has(.scrollable)
        default: return false
        }
    }
}

/// The standard actions of `AccessibilityNodeInfo.AccessibilityAction` a dump can list, by the
/// names the `android` object uses.
public enum AndroidAction: String, Sendable, CaseIterable {
    case click, longClick, contextClick, focus, clearFocus, select, clearSelection
    case accessibilityFocus, clearAccessibilityFocus, nextAtMovementGranularity, previousAtMovementGranularity
    case nextHtmlElement, previousHtmlElement, scrollForward, scrollBackward, scrollUp, scrollDown, scrollLeft, scrollRight
    case pageUp, pageDown, pageLeft, pageRight, copy, paste, cut, setSelection, expand, collapse, dismiss
    case setText, showOnScreen, scrollToPosition, setProgress, moveWindow, showTooltip, hideTooltip, pressAndHold, imeEnter
}

/// `AccessibilityWindowInfo.getType()`, for the root of each window of a dump.
public enum AndroidWindowType: String, Sendable, CaseIterable {
    case application, inputMethod, system, accessibilityOverlay, splitScreenDivider, magnificationOverlay
}
