import AXModel

/// The tree of `AccessibilityNodeInfo`s TalkBack's service gets for an Android snapshot.
///
/// TalkBack asks for the default flags (`res/xml/accessibilityservice.xml`: no
/// `flagIncludeNotImportantViews`), so a view that is not important for accessibility is not in
/// it: its children take its place under the nearest important ancestor. A dump lists every view
/// (`uiautomator dump` and UiAutomator2 ask for the others too); where it does not say which are
/// important (UiAutomator2's `a11y-important`), ``isImportant(_:_:_:)`` decides as `View` does.
/// Each node of the snapshot with Android properties and no such ancestor is the root of a window.
struct AccessibilityTree {
    let snapshot: Snapshot
    let classes: ClassHierarchy
    /// Whether the node does not exist now (`visibleWhen` false on it or an ancestor).
    private(set) var isHidden: [Bool]
    /// Whether TalkBack's tree has the node (shown, and important or a window's root).
    private(set) var isPresent: [Bool]
    /// The node's parent in TalkBack's tree; -1 for a window's root and for absent nodes.
    private(set) var parent: [Int32]
    /// The children in TalkBack's tree, in the dump's order: node `i`'s are
    /// `childNodes[childStart[i]..<childStart[i + 1]]`.
    private var childStart: [Int32]
    private var childNodes: [Int32]
    /// The root of the window holding each present node; -1 for absent nodes.
    private(set) var window: [Int32]
    /// The windows' roots, in the snapshot's order.
    private(set) var windowRoots: [Int] = []
    /// Bounds in screen pixels, as TalkBack compares them.
    private(set) var bounds: [PixelRect]
    private(set) var roles: [Role]
    /// The framework classes each present node's class is an instance of.
    private(set) var kinds: [ClassKinds]
    /// The node is a WebView or lies in one (`WebInterfaceUtils.isWebContainer`).
    private(set) var inWebView: [Bool]
    /// Whether each present node is important for accessibility (a window's root is present
    /// either way).
    private(set) var isImportant: [Bool]
    /// The `checked` state of each checkable node after the session's clicks.
    private let checkedOverrides: [Int: Bool]

    /// TalkBack's tree of `snapshot`, without the nodes `shown` leaves out (`visibleWhen` false)
    /// and their subtrees; `checked` replaces the `checked` flag of the nodes it names.
    init(snapshot: Snapshot, classes: ClassHierarchy, shown: (Int) -> Bool, checked: [Int: Bool]) {
        self.snapshot = snapshot
        self.classes = classes
        checkedOverrides = checked
        let count = snapshot.nodes.count
        isPresent = Array(repeating: false, count: count)
        parent = Array(repeating: -1, count: count)
        window = Array(repeating: -1, count: count)
        inWebView = Array(repeating: false, count: count)
        isImportant = Array(repeating: false, count: count)
        roles = Array(repeating: .none, count: count)
        kinds = Array(repeating: [], count: count)
        bounds = Array(repeating: PixelRect(left: 0, top: 0, right: 0, bottom: 0), count: count)
        childStart = []
        childNodes = []
        let scale = snapshot.screen.scale
        // The nearest present ancestor of each node (-1: none); nodes come in document order, so a
        // parent is done before its children.
        var nearest = [Int32](repeating: -1, count: count)
        isHidden = [Bool](repeating: false, count: count)
        var childCounts = [Int32](repeating: 0, count: count)
        var kindsOfClass: [String: ClassKinds] = [:]
        for index in 0..<count {
            let node = snapshot.nodes[index]
            let up = node.parent
            if let up {
                isHidden[index] = isHidden[up] || !shown(index)
                nearest[index] = isPresent[up] ? Int32(up) : nearest[up]
            } else {
                isHidden[index] = !shown(index)
            }
            guard !isHidden[index], let android = snapshot.android(index) else { continue }
            let nodeKinds: ClassKinds
            if let known = kindsOfClass[android.className] {
                nodeKinds = known
            } else {
                nodeKinds = classes.kinds(of: android.className)
                if kindsOfClass.count < Self.maximumKeptClasses { kindsOfClass[android.className] = nodeKinds }
            }
            let important = Self.isImportant(node, android, nodeKinds)
            guard nearest[index] < 0 || important else { continue }
            isPresent[index] = true
            isImportant[index] = important
            bounds[index] = PixelRect(node.frame, scale: scale)
            let parentNode = nearest[index]
            if parentNode < 0 {
                windowRoots.append(index)
                window[index] = Int32(index)
            } else {
                parent[index] = parentNode
                window[index] = window[Int(parentNode)]
                childCounts[Int(parentNode)] += 1
                inWebView[index] = inWebView[Int(parentNode)]
            }
            kinds[index] = nodeKinds
            roles[index] = Role.of(android, kinds: nodeKinds)
            if roles[index] == .webView { inWebView[index] = true }
        }
        // Children in document order, packed.
        childStart = [Int32](repeating: 0, count: count + 1)
        var total: Int32 = 0
        for index in 0..<count {
            childStart[index] = total
            total += childCounts[index]
        }
        childStart[count] = total
        childNodes = [Int32](repeating: 0, count: Int(total))
        var filled = childStart
        for index in 0..<count where isPresent[index] && parent[index] >= 0 {
            let up = Int(parent[index])
            childNodes[Int(filled[up])] = Int32(index)
            filled[up] += 1
        }
    }

    /// A dump with more distinct classes than this (a hostile one) has the rest worked out per node.
    static let maximumKeptClasses = 4_096

    /// `View.isImportantForAccessibility()` where the dump does not say: a window's root; a text
    /// view, progress bar, number picker or adapter view (list, grid, spinner: their constructors
    /// make them important, "If not explicitly specified this view is important for
    /// accessibility"; an image view's does not) or a web view (it provides its nodes); a view that is actionable, checkable, scrollable, a heading or a pane,
    /// or one that has a content description (setting one makes it important), text, a hint or a
    /// state description (README, "What a dump cannot say").
    private static func isImportant(_ node: Node, _ android: AndroidProperties, _ kinds: ClassKinds) -> Bool {
        if let explicit = android.importantForAccessibility { return explicit }
        let actionable: AndroidProperties.Flags = [.clickable, .longClickable, .focusable, .screenReaderFocusable, .checkable,
                                                   .scrollable, .heading, .contextClickable]
        if !android.flags.isDisjoint(with: actionable) { return true }
        if !(node.label ?? "").isEmpty || !(node.text ?? "").isEmpty || !(node.hint ?? "").isEmpty
            || android.paneTitle != nil || android.stateDescription != nil {
            return true
        }
        return !kinds.isDisjoint(with: [.textView, .webView, .progressBar, .numberPicker, .absListView, .spinner])
    }

    // MARK: Reading a node

    func android(_ node: Int) -> AndroidProperties { snapshot.android(node)! }

    func children(_ node: Int) -> ArraySlice<Int32> { childNodes[Int(childStart[node])..<Int(childStart[node + 1])] }

    func childCount(_ node: Int) -> Int { Int(childStart[node + 1] - childStart[node]) }

    func parentNode(_ node: Int) -> Int? { parent[node] < 0 ? nil : Int(parent[node]) }

    func has(_ node: Int, _ flag: AndroidProperties.Flags) -> Bool {
        if flag == .checked, let checked = checkedOverrides[node] { return checked }
        return android(node).has(flag)
    }

    func supports(_ node: Int, _ action: AndroidAction) -> Bool { android(node).supports(action) }

    /// `getText()`, `getContentDescription()`, `getHintText()`: the node's `text`, `label` and
    /// `hint`, nil when empty.
    func text(_ node: Int) -> String? { nonEmpty(snapshot.nodes[node].text) }
    func contentDescription(_ node: Int) -> String? { nonEmpty(snapshot.nodes[node].label) }
    func hintText(_ node: Int) -> String? { nonEmpty(snapshot.nodes[node].hint) }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// Whether the node reports a `CollectionInfo`: a dump does not say, so its class tells
    /// (``ClassKinds/reportsCollection``).
    func hasCollectionInfo(_ node: Int) -> Bool { kinds[node].contains(.reportsCollection) }

    /// `WebInterfaceUtils.isWebContainer`: a WebView, or a node inside one.
    func isWebContainer(_ node: Int) -> Bool { inWebView[node] }

    /// Whether an ancestor in TalkBack's tree passes `test`.
    func hasAncestor(_ node: Int, _ test: (Int) -> Bool) -> Bool {
        var current = parentNode(node)
        while let index = current {
            if test(index) { return true }
            current = parentNode(index)
        }
        return false
    }
}

/// A rectangle in whole screen pixels, as `android.graphics.Rect`.
public struct PixelRect: Hashable, Sendable {
    public var left: Int
    public var top: Int
    public var right: Int
    public var bottom: Int

    /// `Rect`'s empty value, which `NodeCachedBoundsCalculator` uses for "no bounds".
    static let empty = PixelRect(left: 0, top: 0, right: 0, bottom: 0)

    public init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// A frame in dp back in pixels at `scale` (the snapshot's density), rounded: the dump's own
    /// whole pixels come back exactly.
    init(_ frame: Rect, scale: Double) {
        func pixels(_ value: Double) -> Int {
            let scaled = (value * scale).rounded()
            return scaled.isFinite ? Int(max(-4e15, min(4e15, scaled))) : 0
        }
        self.init(left: pixels(frame.x), top: pixels(frame.y), right: pixels(frame.maxX), bottom: pixels(frame.maxY))
    }

    public var width: Int { right - left }
    public var height: Int { bottom - top }

    /// `Rect.toShortString()`: `[0,210][1080,378]`, as a dump writes bounds.
    public var shortString: String { "[\(left),\(top)][\(right),\(bottom)]" }

    func contains(x: Int, y: Int) -> Bool { x >= left && x < right && y >= top && y < bottom }
}
