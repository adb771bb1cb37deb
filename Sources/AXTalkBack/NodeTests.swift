/// The tests of a single node that TalkBack's focus rules are made of:
/// `AccessibilityNodeInfoUtils` (`utils/…/AccessibilityNodeInfoUtils.java`) and `Role`.
extension AccessibilityTree {
    /// `isVisible`: `isVisibleToUser()`. (TalkBack's exception for web content that is not yet on
    /// screen needs actions a dump does not list.)
    func isVisible(_ node: Int) -> Bool { has(node, .visibleToUser) }

    /// `isClickable`: `isClickable()` or `ACTION_CLICK`.
    func isClickable(_ node: Int) -> Bool { has(node, .clickable) || supports(node, .click) }

    /// `isLongClickable`: `isLongClickable()` or `ACTION_LONG_CLICK`.
    func isLongClickable(_ node: Int) -> Bool { has(node, .longClickable) || supports(node, .longClick) }

    /// `isFocusable` (the input-focus kind): `isFocusable()` or `ACTION_FOCUS`.
    func isFocusable(_ node: Int) -> Bool { has(node, .focusable) || supports(node, .focus) }

    /// `isActionableForAccessibility`: clickable, long-clickable, focusable, or supporting
    /// `ACTION_FOCUS` or the HTML navigation actions.
    func isActionableForAccessibility(_ node: Int) -> Bool {
        if isClickable(node) || isLongClickable(node) || has(node, .focusable) { return true }
        return supports(node, .focus) || supports(node, .nextHtmlElement) || supports(node, .previousHtmlElement)
    }

    /// `isFocusableOrClickable`: visible, and screen-reader focusable or actionable.
    func isFocusableOrClickable(_ node: Int) -> Bool {
        isVisible(node) && (has(node, .screenReaderFocusable) || isActionableForAccessibility(node))
    }

    /// `isScrollable`: TalkBack trusts the scroll actions rather than `isScrollable()`; a dump
    /// without actions is read as supporting scrolling forward and backward when it says
    /// `scrollable` (``AndroidProperties/supports(_:)``).
    func isScrollable(_ node: Int) -> Bool {
        [.scrollForward, .scrollBackward, .scrollDown, .scrollUp, .scrollRight, .scrollLeft].contains { supports(node, $0) }
    }

    /// `isTopLevelScrollItem`: a visible node whose parent is a scroll item.
    func isTopLevelScrollItem(_ node: Int) -> Bool {
        guard isVisible(node), let parent = parentNode(node) else { return false }
        return isScrollItem(parent)
    }

    /// `isScrollItem`: a container whose children are list items — scrollable, or a list, grid or
    /// scroll view even when too short to scroll; never a drop-down list.
    func isScrollItem(_ node: Int) -> Bool {
        let role = roles[node]
        if role == .dropDownList { return false }
        if isScrollable(node) { return true }
        return role == .list || role == .grid || role == .scrollView || role == .horizontalScrollView
    }

    /// `hasText`: text, a content description or a hint, on a node without a `CollectionInfo`
    /// (a collection's text is only for its transitions).
    func hasText(_ node: Int) -> Bool {
        !hasCollectionInfo(node) && (text(node) != nil || contentDescription(node) != nil || hintText(node) != nil)
    }

    /// `hasStateDescription`: a state description, checkable, or a valid range (which a dump
    /// does not give).
    func hasStateDescription(_ node: Int) -> Bool {
        stateDescription(node) != nil || has(node, .checkable)
    }

    /// `getState`: the node's state description, when it has more than white space. A dump gives
    /// none; for a framework `CompoundButton` it is the one Android 11 and later set by default
    /// (``defaultStateDescription(_:)``).
    func stateDescription(_ node: Int) -> DescribedState? {
        if let text = android(node).stateDescription {
            return text.contains(where: { !$0.isWhitespace }) ? .text(text) : nil
        }
        return defaultStateDescription(node)
    }

    /// `CompoundButton.setDefaultStateDescription` (Android 11+): a switch or toggle button is
    /// "on" or "off", another compound button (check box, radio button) "checked" or "not
    /// checked" (README, "What a dump cannot say").
    func defaultStateDescription(_ node: Int) -> DescribedState? {
        guard kinds[node].contains(.compoundButton), has(node, .checkable) else { return nil }
        let isSwitch = kinds[node].contains(.switchWidget) || kinds[node].contains(.toggleButton)
        return .word(isSwitch ? (has(node, .checked) ? .on : .off) : (has(node, .checked) ? .checked : .notChecked))
    }

    /// `areBoundsIdenticalToWindow`: the node covers exactly its window's root.
    func areBoundsIdenticalToWindow(_ node: Int) -> Bool {
        window[node] >= 0 && bounds[node] == bounds[Int(window[node])]
    }

    /// `isKeyboard`: the node is in the input method's window. With TalkBack's default typing
    /// ("lift to type") a keyboard's keys get no double-tap hints.
    func isInKeyboard(_ node: Int) -> Bool {
        window[node] >= 0 && android(Int(window[node])).windowType == .inputMethod
    }

    /// Whether a keyboard is on screen (an input method window): a focused field then says
    /// "Editing".
    var hasKeyboard: Bool { windowRoots.contains { android($0).windowType == .inputMethod } }

    /// `isHeading`: `isHeading()` (a dump gives no collection item heading).
    func isHeading(_ node: Int) -> Bool { has(node, .heading) }
}

/// A state description: the app's text, or a word of TalkBack's tables that stands for the one
/// the framework sets.
enum DescribedState: Equatable {
    case text(String)
    case word(TalkBackWords.Key)
}
