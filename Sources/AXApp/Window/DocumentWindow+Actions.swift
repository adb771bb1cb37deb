import AXGtk
import CGtk

/// The window's actions (`win.…`) and their keyboard shortcuts, which work wherever the focus is.
/// The canvas's own keys (Right, Tab, Enter, …) are in ``CanvasView``; the shortcuts window
/// (Control+?) lists both.
extension DocumentWindow {
    /// Every window shortcut: trigger and action name.
    static let shortcuts: [(trigger: String, action: String)] = [
        ("<Control>o", "open"), ("<Control>w", "close"), ("<Control>q", "quit"),
        ("<Control>question", "show-shortcuts"),
        ("F9", "toggle-tree"), ("<Shift>F9", "toggle-panels"),
        ("<Control>plus", "zoom-in"), ("<Control>equal", "zoom-in"), ("<Control>minus", "zoom-out"), ("<Control>0", "zoom-fit"),
        ("<Control>f", "focus-search"),
        ("<Alt>Up", "select-parent"), ("<Alt>Down", "select-first-child"),
        ("<Alt>Right", "select-next-sibling"), ("<Alt>Left", "select-previous-sibling"),
        ("<Control>Page_Down", "next-stop"), ("<Control>Page_Up", "previous-stop"),
        ("<Alt>1", "show-inspector"), ("<Alt>2", "show-state"), ("<Alt>3", "show-speech"), ("<Alt>4", "show-problems"),
        ("F8", "next-problem"), ("<Shift>F8", "previous-problem"),
    ]

    func installActions() {
        let handlers: [(String, Signal.Handler)] = [
            ("open", { [unowned self] in chooseFile() }),
            ("close", { [unowned self] in close() }),
            ("quit", { [unowned self] in quit() }),
            ("show-shortcuts", { [unowned self] in ShortcutsWindow.present(over: self) }),
            ("about", { [unowned self] in AboutWindow.present(over: self) }),
            ("toggle-tree", { [unowned self] in reveal(treeFlap, !isRevealed(treeFlap)) }),
            ("toggle-panels", { [unowned self] in reveal(panelFlap, !isRevealed(panelFlap)) }),
            ("next-stop", { [unowned self] in model.next() }),
            ("previous-stop", { [unowned self] in model.previous() }),
            ("first-stop", { [unowned self] in model.first() }),
            ("last-stop", { [unowned self] in model.last() }),
            ("zoom-in", { [unowned self] in canvas.zoom(by: 1.25) }),
            ("zoom-out", { [unowned self] in canvas.zoom(by: 0.8) }),
            ("zoom-fit", { [unowned self] in canvas.fit() }),
            ("select-parent", { [unowned self] in model.selectParent() }),
            ("select-first-child", { [unowned self] in model.selectFirstChild() }),
            ("select-next-sibling", { [unowned self] in model.selectNextSibling() }),
            ("select-previous-sibling", { [unowned self] in model.selectPreviousSibling() }),
            ("focus-search", { [unowned self] in
                reveal(treeFlap, true)
                gtk_widget_grab_focus(sidebar.search)
            }),
            ("activate", { [unowned self] in model.perform(.activate) }),
            ("escape", { [unowned self] in model.perform(.escape) }),
            ("magic-tap", { [unowned self] in model.perform(.magicTap) }),
            ("show-inspector", { [unowned self] in showPage("inspector") }),
            ("show-state", { [unowned self] in showPage("state") }),
            ("show-speech", { [unowned self] in showPage("speech") }),
            ("show-problems", { [unowned self] in
                showPage("problems")
                problemsPanel.focusFirstFinding()
            }),
            ("next-problem", { [unowned self] in stepProblem(by: 1) }),
            ("previous-problem", { [unowned self] in stepProblem(by: -1) }),
        ]
        for (name, handler) in handlers { Actions.add(actions, name, handler) }
        Actions.addToggle(actions, "touch-mode", initial: false) { [unowned self] on in
            model.touchMode = on
            toast(on ? "Touch mode on: a click explores the screen by touch" : "Touch mode off: a click selects")
        }
        Actions.addToggle(actions, "grouped-navigation", initial: false) { [unowned self] on in
            model.navigation = on ? .grouped : .flat
            toast(on ? "Grouped navigation: Shift+Down enters a group, Shift+Up leaves it" : "Flat navigation")
        }
        let speak = Actions.addToggle(actions, "speak", initial: false) { [unowned self] on in
            speechOutput.isEnabled = on
        }
        speechOutput.onFailure = { [unowned self] message in
            g_simple_action_set_state(speak, g_variant_new_boolean(0))
            toast(message)
        }
        if speechOutput.availability == .missing { g_simple_action_set_enabled(speak, 0) }
        gtk_widget_insert_action_group(window, "win", actions)
        let controller = Actions.shortcuts(Self.shortcuts.map { ($0.trigger, "win.\($0.action)") })
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, controller)
    }

    /// Shows a side panel page, sliding the panels in when they are folded away.
    private func showPage(_ name: String) {
        gtk_stack_set_visible_child_name(pages.opaque, name)
        reveal(panelFlap, true)
    }

    /// Closes every window of the application (which then ends), or this one without an application.
    func quit() {
        guard let application = gtk_window_get_application(window.cast()) else { return close() }
        var windows: [Widget] = []
        var link = gtk_application_get_windows(application)
        while let node = link {
            windows.append(node.pointee.data.assumingMemoryBound(to: GtkWidget.self))
            link = node.pointee.next
        }
        for window in windows { gtk_window_destroy(window.cast()) }
    }

    /// The action `win.NAME` (to read or change its state in tests and menus).
    func action(_ name: String) -> OpaquePointer? {
        g_action_map_lookup_action(actions, name)
    }
}
