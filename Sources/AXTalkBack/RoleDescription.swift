/// `RoleDescriptionExtractor.nodeRoleDescriptionText`: a node's state, name and role, in that order
/// (the default description order), each once; "Unlabelled" alone for a node that needs a label
/// and has nothing to say. The name, role and state come from the description class of the node's
/// role: `DefaultDescription`, `SwitchDescription`, `EditTextDescription`,
/// `NonTextViewsDescription`, `SeekBarDescription`, `PagerPageDescription`.
extension Describer {
    enum DescriptionKind { case standard, switchWidget, editText, nonText, seekBar, pagerPage }

    func roleDescriptionText(_ node: Int) -> String {
        if let unlabelled = unlabelledDescription(node) { return unlabelled }
        let kind = descriptionKind(node)
        // SeekBarDescription.shouldIgnoreDescription: a seek bar speaks only while focused (a live
        // region, which a dump does not give, would too).
        if kind == .seekBar, node != focused { return "" }
        return Self.dedupJoin(nodeState(node, kind), nodeName(node, kind), nodeRole(node, kind))
    }

    /// `RoleDescriptionExtractor.getRoleDescription`.
    func descriptionKind(_ node: Int) -> DescriptionKind {
        switch tree.roles[node] {
        case .switchWidget, .toggleButton: return .switchWidget
        case .editText: return .editText
        case .image, .imageButton: return .nonText
        case .seekControl, .progressBar: return .seekBar
        case .pager: return .pagerPage
        case .dropDownList: return .standard
        default:
            if let parent = tree.parentNode(node), tree.roles[parent] == .pager,
               tree.children(parent).filter({ tree.isVisible(Int($0)) }).count == 1 {
                return .pagerPage
            }
            return .standard
        }
    }

    func nodeName(_ node: Int, _ kind: DescriptionKind) -> String {
        switch kind {
        case .standard, .pagerPage:
            // getNodeTextOrLabelDescription: the content description, else the text.
            return spokenContentDescription(node) ?? spokenText(node) ?? ""
        case .nonText, .seekBar:
            // getNodeTextOrLabelOrIdDescription; element ids are not spoken by default.
            return spokenContentDescription(node) ?? spokenText(node) ?? ""
        case .switchWidget:
            // SwitchDescription.nameDescription: the content description, else the text when the
            // state has its own description (the text is then the switch's label).
            if let description = spokenContentDescription(node) { return description }
            return tree.stateDescription(node) != nil ? spokenText(node) ?? "" : ""
        case .editText:
            return editTextName(node)
        }
    }

    /// `EditTextDescription.nameDescription`: a password field says its content description (else
    /// "password") and how many characters it holds; another field its text, else its content
    /// description.
    private func editTextName(_ node: Int) -> String {
        guard tree.has(node, .password) else {
            return spokenText(node) ?? spokenContentDescription(node) ?? ""
        }
        let type = spokenContentDescription(node) ?? words[.password]
        guard let text = tree.text(node), !tree.has(node, .showingHintText) else { return type }
        // A dump gives no actions: an editable field is taken to support ACTION_SET_SELECTION.
        if tree.supports(node, .setSelection) || (tree.android(node).actions == nil && tree.has(node, .editable)) {
            return Self.join(type, words.format(.passwordCharacterCount, count: text.count))
        }
        return Self.join(type, text)
    }

    func nodeRole(_ node: Int, _ kind: DescriptionKind) -> String {
        switch kind {
        case .nonText:
            // NonTextViewsDescription.nodeRole: an image that supports ACTION_SELECT says "Image"
            // only while focused.
            if tree.roles[node] == .image, tree.supports(node, .select) { return node == focused ? words[.roleImage] : "" }
            return roleName(node)
        case .pagerPage:
            return words[.rolePagerPage]
        default:
            return roleName(node)
        }
    }

    /// `AccessibilityNodeFeedbackUtils.getNodeRoleName` (a dump gives no role description).
    func roleName(_ node: Int) -> String {
        switch tree.roles[node] {
        case .button, .imageButton: words[.roleButton]
        case .checkBox: words[.roleCheckBox]
        case .dropDownList: words[.roleDropDownList]
        case .editText: words[.roleEditText]
        case .grid: words[.roleGrid]
        case .image: words[.roleImage]
        case .list: words[.roleList]
        case .pager: words[.rolePager]
        case .progressBar: words[.roleProgressBar]
        case .radioButton: words[.roleRadioButton]
        case .seekControl: words[.roleSeekBar]
        case .switchWidget, .toggleButton: words[.roleSwitch]
        case .tabBar: words[.roleTabBar]
        case .webView: words[.roleWebView]
        default: ""
        }
    }

    func nodeState(_ node: Int, _ kind: DescriptionKind) -> String {
        let state = spokenState(node)
        switch kind {
        case .standard, .pagerPage, .seekBar:
            // A seek bar's percentage needs range info, which a dump does not give.
            return state
        case .switchWidget:
            // SwitchDescription.stateDescription: the state description, else the text, else on/off.
            if !state.isEmpty { return state }
            if let text = spokenText(node) { return text }
            return words[tree.has(node, .checked) ? .on : .off]
        case .editText:
            // EditTextDescription.stateDescription: the state, then "Editing" while the field has
            // input focus and a keyboard is on screen.
            return Self.join(state, tree.has(node, .focused) && tree.hasKeyboard ? words[.editing] : "")
        case .nonText:
            if !state.isEmpty { return state }
            return nodeName(node, .nonText).isEmpty ? words[.unlabelled] : ""
        }
    }
}
