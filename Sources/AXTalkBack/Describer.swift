/// What TalkBack says of the node it focuses, and of the nodes inside it: the compositor's rules
/// for `TYPE_VIEW_ACCESSIBILITY_FOCUSED` with TalkBack's default settings (description order
/// "state, name, role"; roles, hints and collection information spoken; element ids not; usage
/// hints on). `focused` is the node with accessibility focus: a seek bar's description and the
/// hints are only given for it.
struct Describer {
    let tree: AccessibilityTree
    let rules: FocusRules
    /// The screen's order (``TalkBackScreen/order``).
    let order: TraversalOrder
    let words: TalkBackWords
    let focused: Int

    /// `CompositorUtils.getSeparator()`: TalkBack joins the parts of what it says with a comma.
    static let separator = ", "

    /// `CompositorUtils.joinCharSequences`: the non-empty parts joined with the separator.
    static func join(_ parts: String?...) -> String { join(parts) }

    static func join(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: separator)
    }

    /// `CompositorUtils.dedupJoin`: the non-empty parts, each only once (compared without case).
    static func dedupJoin(_ parts: String...) -> String {
        var seen = Set<String>()
        return parts.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }.joined(separator: separator)
    }

    /// `CompositorUtils.conditionalPrepend`: `prefix` before `text`, nothing without `text`.
    static func conditionalPrepend(_ prefix: String, _ text: String) -> String {
        guard !text.isEmpty else { return "" }
        return prefix.isEmpty ? text : prefix + separator + text
    }

    /// The spoken form of a node's state description.
    func spokenState(_ node: Int) -> String {
        switch tree.stateDescription(node) {
        case .text(let text): cleaned(text, of: node)
        case .word(let key): words[key]
        case nil: ""
        }
    }

    /// `getNodeText` and `getNodeContentDescription`: the text and the content description as
    /// spoken (`prepareSpans`).
    func spokenText(_ node: Int) -> String? { tree.text(node).map { cleaned($0, of: node) } }
    func spokenContentDescription(_ node: Int) -> String? { tree.contentDescription(node).map { cleaned($0, of: node) } }

    /// `prepareSpans`: the text cleaned up for speech (``SpeechCleanup``), a password's as it is.
    private func cleaned(_ text: String, of node: Int) -> String {
        tree.has(node, .password) ? text : SpeechCleanup.clean(text, words: words)
    }
}
