import AXEngine
import AXGtk
import AXModel
import CGtk

/// The panels for the selected node: Speech, Properties, Traits (as chips, spoken and unspoken
/// apart), Value blocks, Actions, Direct touch and Why.
@MainActor
final class Inspector {
    let root: Widget
    private let content: Widget
    let model: DocumentModel
    /// What the panels show now (for tests and for the status line).
    private(set) var shown: InspectorContent?

    init(model: DocumentModel) {
        self.model = model
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        gtk_widget_set_margin_start(content, 12)
        gtk_widget_set_margin_end(content, 12)
        gtk_widget_set_margin_top(content, 8)
        gtk_widget_set_margin_bottom(content, 12)
        root = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(root.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(root.opaque, content)
        gtk_widget_set_size_request(root, 320, -1)
        Accessibility.setLabel(root, "Inspector")
    }

    func update() {
        while let child = gtk_widget_get_first_child(content) { gtk_box_remove(content.cast(), child) }
        guard let analysis = model.analysis, let node = model.viewState.selectedNode else {
            shown = nil
            append(label("Click a view or press Right to start.", css: "dim-label"))
            return
        }
        let isFocused = model.viewState.focus.map { analysis.resolution.elements[$0].node == node } ?? false
        let stop = analysis.resolution.stopIndex(ofNode: node)
        let side = stop.flatMap { model.scene?.offScreenSide(ofStop: $0) }
        var info = InspectorContent(analysis: analysis, node: node, spoken: isFocused ? model.spoken : nil, offScreen: side?.rawValue)
        if let problems = InspectorContent.Section.problems(model.findings(ofNode: node)) { info.sections.append(problems) }
        shown = info
        append(heading(info.heading, css: "title-4"))
        append(label(info.subtitle, css: "dim-label"))
        for section in info.sections {
            if section.title == "Properties" { appendTraits(info) }
            append(heading(section.title, css: "heading"))
            let grid = gtk_grid_new()!
            gtk_grid_set_column_spacing(grid.cast(), 12)
            gtk_grid_set_row_spacing(grid.cast(), 2)
            for (row, entry) in section.rows.enumerated() {
                let name = label(entry.name, css: "dim-label")
                gtk_widget_set_valign(name, GTK_ALIGN_START)
                let value = label(entry.value, selectable: true)
                Accessibility.label(value, by: name)
                gtk_grid_attach(grid.cast(), name, 0, Int32(row), 1, 1)
                gtk_grid_attach(grid.cast(), value, 1, Int32(row), 1, 1)
            }
            append(grid)
            if section.title == "Speech", isFocused { appendActionButtons(analysis, node: node) }
            if section.title == "Value blocks", info.hasUnevaluatedBlocks {
                let button = gtk_button_new_with_label("Evaluate blocks now")!
                gtk_widget_set_halign(button, GTK_ALIGN_START)
                Signal.connect(button, "clicked") { [unowned self] in
                    model.evaluateBlocks(ofNode: node)
                }
                append(button)
            }
        }
    }

    /// Buttons for what the focused element can do: its actions (escape and magic tap also of
    /// its ancestors) and its custom actions.
    private func appendActionButtons(_ analysis: Analysis, node: Int) {
        let nodes = analysis.snapshot.nodes
        func chain(_ start: Int) -> [Int] {
            var result: [Int] = [], current: Int? = start
            while let index = current { result.append(index); current = nodes[index].parent }
            return result
        }
        let element = analysis.resolution.stopIndex(ofNode: node).map { analysis.element(stop: $0) }
        let actionNode = element?.defaultActionNode ?? node
        let kinds = ActionKind.allCases.filter { kind in
            switch kind {
            case .activate: true
            case .escape, .magicTap: chain(node).contains { nodes[$0].action(kind) != nil }
            default:
                // The engine decides which node performs it (a `combine` member; zoom needs `supportsZoom`).
                element.map { $0.node(performing: kind, in: analysis.snapshot) != nil }
                    ?? (nodes[node].action(kind) != nil || nodes[actionNode].action(kind) != nil)
            }
        }
        let flow = gtk_flow_box_new()!
        gtk_flow_box_set_selection_mode(flow.opaque, GTK_SELECTION_NONE)
        gtk_flow_box_set_max_children_per_line(flow.opaque, 3)
        Accessibility.setLabel(flow, "Actions of the focused element")
        for kind in kinds {
            let button = gtk_button_new_with_label(Inspector.buttonTitle(kind))!
            gtk_widget_set_tooltip_text(button, InspectorContent.actionName(kind))
            Signal.connect(button, "clicked") { [unowned self] in model.perform(kind) }
            appendUnfocusable(button, to: flow)
        }
        if analysis.screenReader == .talkBack, analysis.snapshot.android(node)?.has(.longClickable) == true {
            let button = gtk_button_new_with_label("Long press (Shift+Enter)")!
            gtk_widget_set_tooltip_text(button, "TalkBack's double-tap and hold")
            Signal.connect(button, "clicked") { [unowned self] in model.longPress() }
            appendUnfocusable(button, to: flow)
        }
        let customActions = model.spoken?.speech.customActions ?? []
        for name in customActions.prefix(InspectorContent.shownCustomActions) {
            let button = gtk_button_new_with_label(DisplayText.shortened(name))!
            gtk_widget_set_tooltip_text(button, "Custom action")
            Signal.connect(button, "clicked") { [unowned self] in model.perform(customAction: name) }
            appendUnfocusable(button, to: flow)
        }
        append(flow)
        let hidden = customActions.count - InspectorContent.shownCustomActions
        if hidden > 0 { append(label("\(hidden) more custom action\(hidden == 1 ? "" : "s") not shown", css: "dim-label")) }
    }

    static func buttonTitle(_ kind: ActionKind) -> String {
        switch kind {
        case .activate: "Activate (Enter)"
        case .escape: "Escape (Esc)"
        case .magicTap: "Magic tap (M)"
        case .increment: "Increment (Up)"
        case .decrement: "Decrement (Down)"
        case .zoomIn: "Zoom in (Z)"
        case .zoomOut: "Zoom out (Shift+Z)"
        }
    }

    private func appendTraits(_ info: InspectorContent) {
        append(heading(info.traitsTitle, css: "heading"))
        // An Android node's properties are one list; VoiceOver's traits are spoken or not.
        let groups = info.traitsTitle == "Traits" ? [("Spoken", info.spokenTraits), ("Not spoken", info.unspokenTraits)] : [("", info.spokenTraits)]
        for (title, names) in groups where !names.isEmpty {
            let flow = gtk_flow_box_new()!
            gtk_flow_box_set_selection_mode(flow.opaque, GTK_SELECTION_NONE)
            gtk_flow_box_set_max_children_per_line(flow.opaque, 6)
            Accessibility.setLabel(flow, info.traitsTitle == "Traits" ? "\(title) traits" : info.traitsTitle)
            // No focus stop inside: GTK 4.8's flow box would keep Tab on the widget before it.
            gtk_widget_set_can_focus(flow, 0)
            if !title.isEmpty { appendUnfocusable(label(title + ":", css: "dim-label"), to: flow) }
            for name in names { appendUnfocusable(label(name, css: title == "Not spoken" ? "chip-unspoken" : "chip"), to: flow) }
            append(flow)
        }
        if info.spokenTraits.isEmpty, info.unspokenTraits.isEmpty { append(label("none", css: "dim-label")) }
    }

    private func append(_ widget: Widget) { gtk_box_append(content.cast(), widget) }

    /// Puts `widget` in a flow box in a child that is not a focus stop of its own (the widget
    /// is, if it is a button) and that screen readers name by the widget's text.
    private func appendUnfocusable(_ widget: Widget, to flow: Widget) {
        gtk_flow_box_append(flow.opaque, widget)
        guard let child = gtk_widget_get_parent(widget) else { return }
        gtk_widget_set_focusable(child, 0)
        let text = widget.isLabel ? gtk_label_get_text(widget.opaque) : gtk_button_get_label(widget.cast())
        if let text { Accessibility.setLabel(child, String(cString: text)) }
    }

    /// A label that screen readers announce as a heading.
    private func heading(_ text: String, css: String) -> Widget {
        label(text, css: css, widget: axscope_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_HEADING))
    }

    private func label(_ text: String, css: String? = nil, selectable: Bool = false, widget: Widget? = nil) -> Widget {
        let label = widget ?? gtk_label_new(nil)!
        DisplayText.set(label, text)
        gtk_label_set_xalign(label.opaque, 0)
        gtk_label_set_wrap(label.opaque, 1)
        // Long words (paths, ids) break between characters, without hyphens that are not in them.
        gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR)
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        gtk_label_set_attributes(label.opaque, attributes)
        pango_attr_list_unref(attributes)
        gtk_label_set_selectable(label.opaque, selectable ? 1 : 0)
        if let css { gtk_widget_add_css_class(label, css) }
        return label
    }

    /// The texts shown, in order (for tests and for checking what a screen reader reads).
    var texts: [String] {
        content.descendants.filter(\.isLabel).compactMap { gtk_label_get_text($0.opaque) }.map { String(cString: $0) }
    }
}
