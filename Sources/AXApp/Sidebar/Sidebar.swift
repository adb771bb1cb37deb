import AXDrawing
import AXEngine
import AXGtk
import AXModel
import CGtk

/// The raw view tree: a `GtkListView` over a lazily expanded `GtkTreeListModel`, each row showing
/// the node's type, label or id (ellipsized, so the role always shows), and role; a search field
/// switches to the flat list of matches. Typing in the tree filters it (type-ahead), Escape in
/// the filter clears it and returns to the tree, Enter on a row (or in the filter, on the first
/// match) selects the node on the canvas and in the inspector.
@MainActor
final class Sidebar {
    let root: Widget
    let search: Widget
    let list: Widget
    let model: DocumentModel
    private let selection: OpaquePointer
    private var tree: OpaquePointer?
    /// Whether the rows are the filter's matches rather than the tree.
    private var filtered = false
    /// True while the sidebar itself changes the selection, so it does not echo it back.
    private var syncing = false

    /// Deep dumps (thirty levels and more are common) stay legible: the first ten levels indent 8 pixels
    /// each, deeper ones 2, so that a deep row keeps room for its name and role.
    static let css = """
    treeexpander > indent { -gtk-icon-size: 8px; min-width: 8px; }
    treeexpander > indent:nth-child(n+11) { -gtk-icon-size: 2px; min-width: 2px; }
    """

    private static var styled = false

    private static func installStyle() {
        guard !styled, let display = gdk_display_get_default() else { return }
        styled = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
    }

    init(model: DocumentModel) {
        self.model = model
        Sidebar.installStyle()
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        search = gtk_search_entry_new()
        Accessibility.setLabel(search, "Filter the view tree by label or id")
        gtk_box_append(root.cast(), search)

        selection = gtk_single_selection_new(nil)
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        let factory = gtk_signal_list_item_factory_new()!
        list = gtk_list_view_new(selection, factory)
        Accessibility.setLabel(list, "View tree")
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.opaque, list)
        gtk_widget_set_vexpand(scroller, 1)
        // The list is the focus stop; the scroller around it is no stop of its own.
        gtk_widget_set_focusable(scroller, 0)
        gtk_box_append(root.cast(), scroller)
        gtk_widget_set_size_request(root, 260, -1)

        Signal.connect(factory, "setup", pointer: { item in Sidebar.setUp(item) })
        Signal.connect(factory, "bind", pointer: { [unowned self] item in bind(item) })
        Signal.connect(selection, "notify::selected", pointer: { [unowned self] _ in selectionChanged() })
        Signal.connect(search, "search-changed") { [unowned self] in rebuild() }
        gtk_search_entry_set_key_capture_widget(search.opaque, list)
        Signal.connect(search, "stop-search") { [unowned self] in clearFilter() }
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys, "key-pressed", key: { [unowned self] keyval, _ in
            guard keyval == UInt32(GDK_KEY_Escape), gtk_editable_get_text(search.opaque).pointee != 0 else { return false }
            clearFilter()
            return true
        })
        gtk_widget_add_controller(list, keys)
        Signal.connect(search, "activate") { [unowned self] in chooseFirstMatch() }
        // "activate" passes a guint position, the same size as the int the helper takes.
        Signal.connect(list, "activate", int: { [unowned self] position in
            if let node = node(at: UInt32(bitPattern: position)) { model.select(node: node) }
        })
    }

    // MARK: Keyboard

    /// Escape in the filter: the whole tree again, the selected node's row focused.
    func clearFilter() {
        gtk_editable_set_text(search.opaque, "")
        rebuild()
        focusSelectedRow()
    }

    /// Enter in the filter: the first match is selected and its row focused.
    func chooseFirstMatch() {
        guard let node = node(at: 0) else { return }
        model.select(node: node)
        focusSelectedRow()
    }

    /// Whether the keyboard focus is on the tree or one of its rows.
    private var hasFocus: Bool {
        guard let root = gtk_widget_get_root(list), let focus = gtk_root_get_focus(root) else { return false }
        return focus == list || gtk_widget_is_ancestor(focus, list) != 0
    }

    /// Moves the keyboard to the selected row (once the list has scrolled to it and made its
    /// widget), so that Up and Down continue from there.
    private func focusSelectedRow() {
        gtk_widget_grab_focus(list)
        let position = gtk_single_selection_get_selected(selection)
        guard position != UInt32(GTK_INVALID_LIST_POSITION) else { return }
        gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(position))
        MainLoop.idle { [weak self] in
            guard let self else { return }
            var child = gtk_widget_get_first_child(list)
            while let row = child {
                if let expander = gtk_widget_get_first_child(row), let treeRow = gtk_tree_expander_get_list_row(expander.opaque),
                   gtk_tree_list_row_get_position(treeRow) == position {
                    gtk_widget_grab_focus(row)
                    return
                }
                child = gtk_widget_get_next_sibling(row)
            }
        }
    }

    // MARK: Rows

    private static func setUp(_ item: UnsafeMutableRawPointer) {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let name = gtk_label_new(nil)!
        gtk_label_set_xalign(name.opaque, 0)
        gtk_label_set_ellipsize(name.opaque, PANGO_ELLIPSIZE_END)
        gtk_label_set_width_chars(name.opaque, 4)
        gtk_widget_set_hexpand(name, 1)
        let role = gtk_label_new(nil)!
        gtk_widget_add_css_class(role, "dim-label")
        gtk_box_append(row.cast(), name)
        gtk_box_append(row.cast(), role)
        let expander = gtk_tree_expander_new()!
        // The row (GtkListItemWidget) is the focus stop, so that Up and Down move between rows;
        // a focused expander would keep them.
        gtk_widget_set_can_focus(expander, 0)
        gtk_tree_expander_set_child(expander.opaque, row)
        gtk_list_item_set_child(item.opaque, expander)
    }

    private func bind(_ item: UnsafeMutableRawPointer) {
        guard let scene = model.scene,
              let treeRow = gtk_list_item_get_item(item.opaque),
              let expander = gtk_list_item_get_child(item.opaque) else { return }
        gtk_tree_expander_set_list_row(expander.opaque, treeRow.opaque)
        let nodeObject = gtk_tree_list_row_get_item(treeRow.opaque)!
        let index = ItemObject.value(of: nodeObject)
        g_object_unref(nodeObject)
        let row = gtk_tree_expander_get_child(expander.opaque)!
        let name = gtk_widget_get_first_child(row)!, role = gtk_widget_get_last_child(row)!
        let analysis = scene.analysis
        let text = Sidebar.rowText(analysis, index)
        DisplayText.set(name, text.name)
        DisplayText.set(role, text.role)
        // An empty label would be read by its type name ("GtkLabel").
        gtk_widget_set_visible(role, text.role.isEmpty ? 0 : 1)
        let why = analysis.explanation(ofNode: index)
        gtk_widget_set_tooltip_text(row, DisplayText.shortened("\(text.name)\n\(why)"))
        // Screen readers read the row widget GTK made for the item: name it.
        let spoken = DisplayText.shortened(Sidebar.spokenName(scene, index))
        Accessibility.setLabel(expander, spoken)
        if let rowWidget = gtk_widget_get_parent(expander) { Accessibility.setLabel(rowWidget, spoken) }
    }

    /// What a screen reader says for a row: "General, view, stop 3 of 16" (", above the screen"
    /// for a stop outside it).
    static func spokenName(_ scene: Scene, _ index: Int) -> String {
        let analysis = scene.analysis
        let node = analysis.snapshot.nodes[index]
        let role: String = switch analysis.resolution.roles[index] {
        case .stop(let stop): "stop \(stop + 1) of \(analysis.resolution.elements.count)"
            + (scene.offScreenSide(ofStop: stop).map { ", \($0.rawValue) the screen" } ?? "")
        case .walkedThrough: "not a stop"
        default: rowText(analysis, index).role
        }
        return "\(node.label ?? node.text ?? node.id), \(typeName(analysis, index)), \(role)"
    }

    /// What a row calls the node's type: its class's short name on Android (`Switch`), else its
    /// `type` (`button`).
    static func typeName(_ analysis: Analysis, _ index: Int) -> String {
        guard let className = analysis.snapshot.android(index)?.className, !className.isEmpty else {
            return analysis.snapshot.nodes[index].type.rawValue
        }
        return String(className.split(separator: ".").last ?? Substring(className))
    }

    /// The row's name, what it says first so that deep rows keep it ("Record · button"), and
    /// role ("stop 3", "container", "merged", "unreachable").
    static func rowText(_ analysis: Analysis, _ index: Int) -> (name: String, role: String) {
        let node = analysis.snapshot.nodes[index]
        let name = "\(node.label ?? node.text ?? node.id) · \(typeName(analysis, index))"
        let role: String = switch analysis.resolution.roles[index] {
        case .stop(let stop): "stop \(stop + 1)"
        case .container: "container"
        case .merged: "merged"
        case .customAction: "action"
        case .walkedThrough: ""
        case .unreachable: "unreachable"
        }
        return (name, role)
    }

    // MARK: Models

    /// Rebuilds the rows for the current document and filter.
    func rebuild() {
        guard let analysis = model.analysis else { return }
        let nodes = analysis.snapshot.nodes
        let query = String(cString: gtk_editable_get_text(search.opaque)).lowercased()
        let rootStore: OpaquePointer
        let expands: Bool
        if query.isEmpty {
            rootStore = ItemObject.store([0])
            expands = true
        } else {
            rootStore = ItemObject.store(nodes.indices.filter { index in
                let node = nodes[index]
                return node.id.lowercased().contains(query) || (node.label?.lowercased().contains(query) ?? false)
                    || (node.text?.lowercased().contains(query) ?? false)
            })
            expands = false
        }
        let model = Callback.treeListModel(root: rootStore) { [unowned self] item in
            guard expands, let analysis = self.model.analysis else { return nil }
            let children = analysis.snapshot.nodes[ItemObject.value(of: item)].children
            return children.isEmpty ? nil : ItemObject.store(children)
        }
        tree = model
        filtered = !expands
        // Replacing the rows drops the focused row: keep the keyboard in the tree (type-ahead).
        let focusWasInTree = hasFocus
        syncing = true
        gtk_single_selection_set_model(selection, model)
        syncing = false
        if focusWasInTree { gtk_widget_grab_focus(list) }
        g_object_unref(model.raw)
        if expands, let row = gtk_tree_list_model_get_row(model, 0) {
            gtk_tree_list_row_set_expanded(row, 1)
            g_object_unref(row.raw)
        }
        showSelection()
    }

    /// The node of the row at `position`.
    func node(at position: UInt32) -> Int? {
        guard let tree, let row = gtk_tree_list_model_get_row(tree, position) else { return nil }
        defer { g_object_unref(row.raw) }
        guard let item = gtk_tree_list_row_get_item(row) else { return nil }
        defer { g_object_unref(item) }
        return ItemObject.value(of: item)
    }

    var rowCount: UInt32 { tree.map { g_list_model_get_n_items($0) } ?? 0 }

    /// The position of the node's row, expanding its ancestors; nil when it is filtered out.
    /// The tree's rows are reached through their parents' rows and the matches found by binary
    /// search (they are in document order), so that this does not visit every row of a
    /// million-node tree on each step.
    func position(of target: Int) -> UInt32? {
        guard let analysis = model.analysis, let tree else { return nil }
        let nodes = analysis.snapshot.nodes
        guard !filtered else {
            var low: UInt32 = 0, high = rowCount
            while low < high {
                let middle = low + (high - low) / 2
                if let node = node(at: middle), node < target { low = middle + 1 } else { high = middle }
            }
            return low < rowCount && node(at: low) == target ? low : nil
        }
        var chain = [target]
        while let parent = nodes[chain[chain.count - 1]].parent { chain.append(parent) }
        guard var row = gtk_tree_list_model_get_row(tree, 0) else { return nil }
        for node in chain.reversed().dropFirst() {
            gtk_tree_list_row_set_expanded(row, 1)
            let child = gtk_tree_list_row_get_child_row(row, UInt32(nodes[node].childIndex))
            g_object_unref(row.raw)
            guard let child else { return nil }
            row = child
        }
        defer { g_object_unref(row.raw) }
        return gtk_tree_list_row_get_position(row)
    }

    /// Selects and scrolls to the model's selected node.
    func showSelection() {
        syncing = true
        defer { syncing = false }
        guard let node = model.viewState.selectedNode, let position = position(of: node) else {
            gtk_single_selection_set_selected(selection, UInt32(GTK_INVALID_LIST_POSITION))
            return
        }
        gtk_single_selection_set_selected(selection, position)
        // Scrolling while the list still handles the rows just expanded leaves rows unbound
        // (blank) in GTK 4.8; scroll once the list has settled.
        MainLoop.idle { [weak self] in
            guard let self, let node = model.viewState.selectedNode, let position = self.position(of: node) else { return }
            gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(position))
        }
    }

    var selectedNode: Int? {
        let position = gtk_single_selection_get_selected(selection)
        return position == UInt32(GTK_INVALID_LIST_POSITION) ? nil : node(at: position)
    }

    private func selectionChanged() {
        guard !syncing, let node = selectedNode else { return }
        model.select(node: node)
    }
}
