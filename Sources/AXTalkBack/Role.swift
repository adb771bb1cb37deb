import AXModel

/// What kind of control a node is to TalkBack: `Role.getRole(AccessibilityNodeInfoCompat)` of
/// TalkBack's `utils/…/Role.java`, from the node's class name (as `ClassHierarchy` can tell it),
/// its flags and its actions. The cases TalkBack only derives from events (toasts, dialogs, …) are
/// left out.
public enum Role: String, Sendable, CaseIterable {
    case none, button, checkBox, checkedTextView, dropDownList, editText, grid, image, imageButton, list, pager
    case radioButton, seekControl, switchWidget = "switch", tabBar, toggleButton, viewGroup, webView, progressBar
    case numberPicker, scrollView, horizontalScrollView, keyboardKey, textEntryKey

    /// `Role.getRole`, in its order of tests, for a node of a class that is an instance of
    /// `kinds`. `hasCollectionInfo` stands for `getCollectionInfo() != null`, which a dump does
    /// not give (``ClassKinds/reportsCollection``).
    static func of(_ android: AndroidProperties, kinds: ClassKinds) -> Role {
        if android.has(.textEntryKey) { return .textEntryKey }
        if kinds.contains(.imageView) { return android.has(.clickable) ? .imageButton : .image }
        if kinds.contains(.switchWidget) { return .switchWidget }
        if kinds.contains(.toggleButton) { return .toggleButton }
        if kinds.contains(.radioButton) { return .radioButton }
        if kinds.contains(.compoundButton) { return .checkBox }
        if kinds.contains(.button) { return .button }
        if kinds.contains(.checkedTextView) { return .checkedTextView }
        if kinds.contains(.editText) { return android.has(.enabled) && !android.has(.editable) ? .none : .editText }
        // A dump gives no range info, so only the classes tell a seek bar and a progress bar.
        if kinds.contains(.seekBar) { return .seekControl }
        if kinds.contains(.progressBar) { return .progressBar }
        if kinds.contains(.keyboardKey) { return .keyboardKey }
        if kinds.contains(.webView) { return .webView }
        if kinds.contains(.tabWidget) { return .tabBar }
        if kinds.contains(.horizontalScrollView), !kinds.contains(.reportsCollection) { return .horizontalScrollView }
        if kinds.contains(.scrollView) { return .scrollView }
        if kinds.contains(.viewPager) { return .pager }
        if kinds.contains(.numberPicker) { return .numberPicker }
        if kinds.contains(.spinner) { return .dropDownList }
        if kinds.contains(.gridView) { return .grid }
        if kinds.contains(.absListView) { return .list }
        if [.pageUp, .pageDown, .pageLeft, .pageRight].contains(where: android.supports) { return .pager }
        // A collection's rows and columns are not in a dump: it is taken as a list (README).
        if kinds.contains(.reportsCollection) { return .list }
        if kinds.contains(.viewGroup) { return .viewGroup }
        return .none
    }

    /// `ROLE_EDIT_TEXT`'s and the other roles' names as `Role.roleToString` spells them, for
    /// messages and outputs.
    public var constantName: String {
        switch self {
        case .switchWidget: "ROLE_SWITCH"
        default: "ROLE_" + rawValue.reduce(into: "") { text, character in
            if character.isUppercase { text += "_" }
            text += character.uppercased()
        }
        }
    }
}
