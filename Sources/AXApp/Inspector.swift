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
        let info = InspectorContent(analysis: analysis, node: node, spoken: isFocused ? model.spoken : nil)
        shown = info
        append(label(info.heading, css: "title-4"))
        for section in info.sections {
            if section.title == "Properties" { appendTraits(info) }
            append(label(section.title, css: "heading"))
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

    private func appendTraits(_ info: InspectorContent) {
        append(label("Traits", css: "heading"))
        for (title, names) in [("Spoken", info.spokenTraits), ("Not spoken", info.unspokenTraits)] where !names.isEmpty {
            let flow = gtk_flow_box_new()!
            gtk_flow_box_set_selection_mode(flow.opaque, GTK_SELECTION_NONE)
            gtk_flow_box_set_max_children_per_line(flow.opaque, 6)
            Accessibility.setLabel(flow, "\(title) traits")
            gtk_flow_box_append(flow.opaque, label(title + ":", css: "dim-label"))
            for name in names { gtk_flow_box_append(flow.opaque, label(name, css: title == "Spoken" ? "chip" : "chip-unspoken")) }
            append(flow)
        }
        if info.spokenTraits.isEmpty, info.unspokenTraits.isEmpty { append(label("none", css: "dim-label")) }
    }

    private func append(_ widget: Widget) { gtk_box_append(content.cast(), widget) }

    private func label(_ text: String, css: String? = nil, selectable: Bool = false) -> Widget {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.opaque, 0)
        gtk_label_set_wrap(label.opaque, 1)
        gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_selectable(label.opaque, selectable ? 1 : 0)
        if let css { gtk_widget_add_css_class(label, css) }
        return label
    }

    /// The texts shown, in order (for tests and for checking what a screen reader reads).
    var texts: [String] {
        var result: [String] = []
        func walk(_ widget: Widget) {
            if g_type_check_instance_is_a(widget.cast(), gtk_label_get_type()) != 0, let text = gtk_label_get_text(widget.opaque) {
                result.append(String(cString: text))
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(content)
        return result
    }
}
