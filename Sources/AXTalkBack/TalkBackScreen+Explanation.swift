import AXModel

/// Why a node has its place, in words naming the TalkBack rule that decided.
extension TalkBackScreen.Reason {
    public func describe(in snapshot: Snapshot) -> String {
        func id(_ node: Int) -> String { "`\(snapshot.nodes[node].id)`" }
        switch self {
        case .focusableLeaf:
            return "actionable or screen-reader focusable, with nothing inside it: TalkBack focuses it even with nothing to say "
                + "(AccessibilityNodeInfoUtils.shouldFocusNode)"
        case .focusableAndSpeaking:
            return "actionable or screen-reader focusable, and it or its non-focusable content has something to speak "
                + "(AccessibilityNodeInfoUtils.shouldFocusNode)"
        case .speakingListItem:
            return "an item of a scrolling container, list or grid, with something to speak "
                + "(AccessibilityNodeInfoUtils.isTopLevelScrollItem, isSpeakingNode)"
        case .textWithoutFocusableAncestor:
            return "it has text or a state, and no ancestor TalkBack focuses (AccessibilityNodeInfoUtils.shouldFocusNode)"
        case .notVisible:
            return "not visible to the user (isVisibleToUser is false)"
        case .coversWindow:
            return "it covers its whole window, has children, and is neither actionable nor screen-reader focusable "
                + "(AccessibilityNodeInfoUtils.shouldFocusNode)"
        case .focusableButSilent:
            return "actionable, but neither it nor its non-focusable content has anything to speak: TalkBack focuses what is inside "
                + "(AccessibilityNodeInfoUtils.shouldFocusNode, isSpeakingNode)"
        case .nothingToSpeak:
            return "neither actionable nor screen-reader focusable, and without text, a content description or a state "
                + "(AccessibilityNodeInfoUtils.shouldFocusNode)"
        case .insideFocusable(let owner):
            return "its text lies inside \(id(owner)), which TalkBack would focus instead, and which is not a stop itself "
                + "(AccessibilityNodeInfoUtils.shouldFocusNode)"
        case .notImportant:
            return "not important for accessibility, so not in TalkBack's tree (View.isImportantForAccessibility; "
                + "the dump does not say, so AXScope infers it: README, \"The Android model\")"
        case .hidden:
            return "`visibleWhen` is false on it or an ancestor"
        case .outsideWindows:
            return "the dump's hierarchy, which holds the windows"
        }
    }
}
