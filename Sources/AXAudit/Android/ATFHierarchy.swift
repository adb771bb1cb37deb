import AXModel
import AXTalkBack
import Foundation

/// An Android snapshot as Google's Accessibility Test Framework reads a node hierarchy, for the
/// checks that follow it (`ViewHierarchyElementUtils`, `ViewHierarchyElement` of
/// google/Accessibility-Test-Framework-for-Android, Apache-2.0). Its elements are the nodes of
/// TalkBack's tree: the hierarchy an accessibility service is given, the views that are not
/// important left out. What a dump cannot say is assumed as the README's "What a dump cannot
/// say" describes: every node visible unless the dump says otherwise, importance inferred.
final class ATFHierarchy {
    let snapshot: Snapshot
    let screen: TalkBackScreen
    let words: ATFWords
    /// The elements, in document order (`getAllViews()`): those of the app's windows, not of
    /// the system's bars, as ATF evaluates only the active window.
    let elements: [Int]
    /// Per node: `isAccessibilityFocusable`, `isSpeakingView`, `hasAnyImportantDescendant`,
    /// `hasFocusableAncestor`, worked out once for every element.
    private var accessibilityFocusable: [Bool]
    private var speaking: [Bool]
    private var importantBelow: [Bool]
    private var focusableAbove: [Bool]
    /// ``speakableText(_:)`` of each node asked for, by node (several checks ask for it); empty
    /// until the first is. Not `lazy`: a lazy array is copied to set an element.
    private var speakableTexts: [String?] = []

    init(snapshot: Snapshot, screen: TalkBackScreen, words: ATFWords) {
        self.snapshot = snapshot
        self.screen = screen
        self.words = words
        elements = screen.nodesInTree.filter { screen.windowType(of: $0) != .system }
        let count = snapshot.nodes.count
        accessibilityFocusable = Array(repeating: false, count: count)
        speaking = Array(repeating: false, count: count)
        importantBelow = Array(repeating: false, count: count)
        focusableAbove = Array(repeating: false, count: count)
        // Children come after their parent in document order: bottom-up, then top-down.
        for node in elements.reversed() {
            var anyImportant = false
            var speakingChild = false
            for child in screen.children(of: node) {
                if screen.isImportant(child) || importantBelow[child] { anyImportant = true }
                if isVisible(child), !accessibilityFocusable[child], speaking[child] { speakingChild = true }
            }
            importantBelow[node] = anyImportant
            // `isSpeakingView`, with `hasNonFocusableSpeakingChildren`.
            speaking[node] = (screen.isImportant(node) && (hasText(node) || screen.has(node, .checkable))) || speakingChild
            // `isAccessibilityFocusable`.
            accessibilityFocusable[node] = isVisible(node) && screen.isImportant(node)
                && (isFocusableOrClickable(node) || (isChildOfScrollableContainer(node) && speaking[node]))
        }
        for node in elements {
            guard let parent = screen.parent(of: node) else { continue }
            focusableAbove[node] = (screen.isImportant(parent) && accessibilityFocusable[parent]) || focusableAbove[parent]
        }
    }

    // MARK: ViewHierarchyElement

    /// `isVisibleToUser()`: a dump holds visible nodes only, unless it says otherwise.
    func isVisible(_ node: Int) -> Bool { screen.has(node, .visibleToUser) }
    func isClickable(_ node: Int) -> Bool { screen.has(node, .clickable) }
    func isLongClickable(_ node: Int) -> Bool { screen.has(node, .longClickable) }
    func bounds(_ node: Int) -> PixelRect { screen.bounds(of: node) }

    /// `isEditable() || checkInstanceOf(EditText)`: a dump says `editable` for no node, so the
    /// class alone tells.
    func isEditable(_ node: Int) -> Bool { screen.kinds(of: node).contains(.editText) }

    /// `isAgainstScrollableEdge()`: visible, and at the start edge of an ancestor that can scroll
    /// backward or the end edge of one that can scroll forward (known only where the dump lists
    /// actions).
    func isAgainstScrollableEdge(_ node: Int) -> Bool {
        guard isVisible(node) else { return false }
        let rect = bounds(node)
        var current = screen.parent(of: node)
        while let ancestor = current {
            let edge = bounds(ancestor)
            if screen.canScroll(ancestor, forward: false) == true, rect.top <= edge.top || rect.left <= edge.left { return true }
            if screen.canScroll(ancestor, forward: true) == true, rect.bottom >= edge.bottom || rect.right >= edge.right { return true }
            current = screen.parent(of: ancestor)
        }
        return false
    }

    /// Whether an ancestor (not the node itself) is a `WebView` (`hasWebViewAncestor`).
    func hasWebViewAncestor(_ node: Int) -> Bool {
        var current = screen.parent(of: node)
        while let ancestor = current {
            if screen.kinds(of: ancestor).contains(.webView) { return true }
            current = screen.parent(of: ancestor)
        }
        return false
    }

    // MARK: ViewHierarchyElementUtils

    /// `hasText`: text, a content description or a hint, untrimmed.
    func hasText(_ node: Int) -> Bool {
        screen.text(node) != nil || screen.contentDescription(node) != nil || screen.hintText(node) != nil
    }

    /// `isFocusableOrClickableForAccessibility`.
    func isFocusableOrClickable(_ node: Int) -> Bool {
        isVisible(node) && screen.isImportant(node)
            && (screen.has(node, .screenReaderFocusable) || isClickable(node) || screen.has(node, .focusable) || isLongClickable(node))
    }

    /// `isChildOfScrollableContainer`: the nearest important ancestor is scrollable, or a
    /// scrolling container that is not a `Spinner`.
    private func isChildOfScrollableContainer(_ node: Int) -> Bool {
        var current = screen.parent(of: node)
        while let ancestor = current, !screen.isImportant(ancestor) { current = screen.parent(of: ancestor) }
        guard let parent = current else { return false }
        if screen.has(parent, .scrollable) { return true }
        let kinds = screen.kinds(of: parent)
        if kinds.contains(.spinner) { return false }
        return !kinds.isDisjoint(with: ATFHierarchy.scrollableContainers)
    }

    /// `SCROLLABLE_CONTAINER_CLASS_NAME_LIST` (`AdapterView`, `ScrollView`,
    /// `HorizontalScrollView`, `NestedScrollView`), with the framework's `ScrollingView`s
    /// (`RecyclerView`).
    static let scrollableContainers: ClassKinds = [.adapterView, .scrollView, .horizontalScrollView, .nestedScrollView, .recyclerView]

    /// `shouldFocusView`: whether a screen reader would focus the element.
    func shouldFocus(_ node: Int) -> Bool {
        guard isVisible(node) else { return false }
        if accessibilityFocusable[node] { return !importantBelow[node] || speaking[node] }
        let stateDescription = screen.stateDescription(node) ?? ""
        return (hasText(node) || !stateDescription.isEmpty) && screen.isImportant(node) && !focusableAbove[node]
    }

    /// `getSpeakableTextForElement` (a dump gives no `labeledBy`): the element's state, then
    /// its content description (which ends it), or its text, then its non-actionable children's
    /// speakable text, then its hint, joined with ", "; a switch or toggle button says its state
    /// and content only.
    func speakableText(_ node: Int) -> String {
        if speakableTexts.isEmpty { speakableTexts = Array(repeating: nil, count: snapshot.nodes.count) }
        if let known = speakableTexts[node] { return known }
        let text = composeSpeakableText(node)
        speakableTexts[node] = text
        return text
    }

    /// ``speakableText(_:)``, worked out.
    private func composeSpeakableText(_ node: Int) -> String {
        var parts: [String] = []
        enum Step { case visit(Int), hint(Int) }
        var pending: [Step] = [.visit(node)]
        while let step = pending.popLast() {
            switch step {
            case .hint(let element):
                if let hint = screen.hintText(element), !ATFHierarchy.isBlank(hint) { parts.append(hint) }
            case .visit(let element):
                let important = screen.isImportant(element)
                let kinds = screen.kinds(of: element)
                if kinds.contains(.toggleButton) || kinds.contains(.switchWidget) {
                    if important { parts.append(contentsOf: switchText(element)) }
                    continue
                }
                if important {
                    if let state = treeStatus(element) { parts.append(state) }
                    if let description = screen.contentDescription(element) {
                        parts.append(description)
                        continue
                    }
                    if let text = screen.text(element), !ATFHierarchy.isBlank(text) { parts.append(text) }
                    if kinds.contains(.absListView), screen.children(of: element).isEmpty {
                        parts.append(words.emptyList())
                    }
                    pending.append(.hint(element))
                }
                for child in screen.children(of: element).reversed() where !isFocusableOrClickable(child) {
                    pending.append(.visit(child))
                }
            }
        }
        return parts.joined(separator: ", ")
    }

    /// `text` without white space (Unicode's, with line breaks) at either end; as is, without
    /// Foundation, when it starts and ends with a visible ASCII character.
    static func trimmed(_ text: String) -> String {
        func isKept(_ byte: UInt8?) -> Bool { byte.map { $0 < 0x80 && $0 != 0x20 && !(0x09...0x0D).contains($0) } ?? false }
        if isKept(text.utf8.first), isKept(text.utf8.last) { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `getDescriptionForTreeStatus`: the state description, else checked or not checked.
    private func treeStatus(_ node: Int) -> String? {
        if let state = screen.stateDescription(node) { return state }
        guard screen.has(node, .checkable) else { return nil }
        return screen.has(node, .checked) ? words[.valueChecked] : words[.valueNotChecked]
    }

    /// `ruleSwitch`: `dedupeJoin(state, content)`.
    private func switchText(_ node: Int) -> [String] {
        let stateDescription = screen.stateDescription(node)
        let text = screen.text(node).flatMap { ATFHierarchy.isBlank($0) ? nil : $0 }
        let state = stateDescription ?? text ?? (screen.has(node, .checked) ? words[.valueOn] : words[.valueOff])
        let content = screen.contentDescription(node) ?? (stateDescription != nil ? text : nil)
        var parts: [String] = []
        for part in [state, content].compactMap({ $0 }) where !part.isEmpty {
            if !parts.contains(where: { $0.lowercased() == part.lowercased() }) { parts.append(part) }
        }
        return parts
    }

    /// `TextUtils.getTrimmedLength(text) == 0`.
    static func isBlank(_ text: String) -> Bool { text.utf8.allSatisfy { $0 <= 0x20 } }

    // MARK: Naming

    /// How a finding names the element: its speakable text, with its resource id (the app's own
    /// name for it) where it has one; else the resource id; else its class and bounds.
    func name(_ node: Int) -> String {
        let spoken = screen.isInTree(node) ? speakableText(node) : snapshot.nodes[node].label ?? snapshot.nodes[node].text ?? ""
        let id = snapshot.android(node)?.resourceID.map(ATFHierarchy.shortResourceID)
        if let shown = Format.shortName(spoken) {
            return id.map { "“\(shown)” (`\($0)`)" } ?? "“\(shown)”"
        }
        if let id { return "`\(id)`" }
        let className = snapshot.android(node)?.className ?? ""
        let short = className.split(separator: ".").last.map(String.init) ?? className
        return "`\(short.isEmpty ? "node" : short)` at \(bounds(node).shortString)"
    }

    /// `com.android.settings:id/switch_widget` → `switch_widget`.
    static func shortResourceID(_ id: String) -> String {
        guard let range = id.range(of: ":id/") else { return id }
        return String(id[range.upperBound...])
    }
}
