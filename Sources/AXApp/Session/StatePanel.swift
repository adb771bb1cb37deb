import AXGtk
import AXModel
import CGtk

/// The snapshot's state: a check box for each bool, an expression field for the rest. A change
/// is a `set` step: the screen re-resolves at once.
@MainActor
final class StatePanel {
    let root: Widget
    private let grid: Widget
    let model: DocumentModel
    /// Each state name's editor.
    private(set) var editors: [(name: String, widget: Widget)] = []
    private var updating = false

    init(model: DocumentModel) {
        self.model = model
        root = PanelColumn.make(title: "State")
        let help = gtk_label_new("Bools are check boxes; other values are expressions: 2, 'Alice', zoomLevel + 1. Press Enter to apply.")!
        gtk_label_set_wrap(help.opaque, 1)
        gtk_label_set_xalign(help.opaque, 0)
        gtk_widget_add_css_class(help, "dim-label")
        gtk_box_append(root.cast(), help)
        grid = gtk_grid_new()
        gtk_grid_set_row_spacing(grid.cast(), 4)
        gtk_grid_set_column_spacing(grid.cast(), 12)
        gtk_box_append(root.cast(), grid)
    }

    /// Rebuilds the editors when the names changed, otherwise refreshes their values.
    func update() {
        guard let evaluation = model.analysis?.evaluation else { return }
        let names = evaluation.stateOrder
        if names != editors.map(\.name) { rebuild(names) }
        updating = true
        defer { updating = false }
        for (name, widget) in editors {
            let value = evaluation.state[name] ?? .null
            if case .bool(let flag) = value, g_type_check_instance_is_a(widget.cast(), gtk_check_button_get_type()) != 0 {
                gtk_check_button_set_active(widget.cast(), flag ? 1 : 0)
            } else if g_type_check_instance_is_a(widget.cast(), gtk_entry_get_type()) != 0 {
                gtk_editable_set_text(widget.opaque, StatePanel.literal(value))
            }
        }
    }

    /// The value as an expression that evaluates to it.
    static func literal(_ value: Value) -> String {
        switch value {
        case .text(let text): "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        default: value.text
        }
    }

    private func rebuild(_ names: [String]) {
        while let child = gtk_widget_get_first_child(grid) { gtk_grid_remove(grid.cast(), child) }
        editors = []
        guard let evaluation = model.analysis?.evaluation else { return }
        for (row, name) in names.enumerated() {
            let label = gtk_label_new(DisplayText.shortened(name))!
            gtk_label_set_xalign(label.opaque, 0)
            gtk_grid_attach(grid.cast(), label, 0, Int32(row), 1, 1)
            let editor: Widget
            if case .bool = evaluation.state[name] ?? .null {
                editor = gtk_check_button_new()
                Signal.connect(editor, "toggled") { [unowned self, editor] in
                    guard !updating else { return }
                    model.setState(name, expression: gtk_check_button_get_active(editor.cast()) != 0 ? "true" : "false")
                }
            } else {
                editor = gtk_entry_new()
                gtk_widget_set_hexpand(editor, 1)
                Signal.connect(editor, "activate") { [unowned self, editor] in
                    model.setState(name, expression: String(cString: gtk_editable_get_text(editor.opaque)))
                }
            }
            Accessibility.label(editor, by: label)
            gtk_grid_attach(grid.cast(), editor, 1, Int32(row), 1, 1)
            editors.append((name, editor))
        }
    }
}
