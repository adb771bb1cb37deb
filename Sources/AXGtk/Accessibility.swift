import CGtk

/// The window's own accessibility: what a screen reader announces for a control.
public enum Accessibility {
    /// The accessible name of a control that shows no text (icon buttons, entries, the canvas).
    public static func setLabel(_ widget: some GPointer, _ label: String) {
        axscope_accessible_set_label(widget.widget, label)
    }

    /// Whether a control's accessible name is `label` (GTK reads names back only for tests).
    public static func hasLabel(_ widget: some GPointer, _ label: String) -> Bool {
        axscope_accessible_has_label(widget.widget, label) != 0
    }

    /// A toggle button a screen reader announces with its state: GTK 4.8 exposes a toggle button
    /// as a push button without it (its toggle-button role is 4.10's), so this one takes the check
    /// box role, and its checked state follows `active`.
    @MainActor
    public static func toggleButton(label: String) -> Widget {
        let button = axscope_widget_new_with_role(gtk_toggle_button_get_type(), GTK_ACCESSIBLE_ROLE_CHECKBOX)!
        gtk_button_set_label(button.cast(), label)
        axscope_accessible_set_checked(button, gtk_toggle_button_get_active(button.cast()))
        Signal.connect(button, "toggled") { axscope_accessible_set_checked(button, gtk_toggle_button_get_active(button.cast())) }
        return button
    }

    /// Whether a control's accessible state is checked (`true`) or not checked (`false`).
    public static func isChecked(_ widget: some GPointer, _ checked: Bool) -> Bool {
        axscope_accessible_is_checked(widget.widget, checked ? 1 : 0) != 0
    }

    /// Names a notebook page's tab by its title: GTK 4.8 names a tab by its role ("Tab"), not by
    /// the label inside it. The tab is the label's parent once the page is added.
    public static func nameTab(labelled label: some GPointer, _ title: String) {
        guard let tab = gtk_widget_get_parent(label.widget),
              gtk_accessible_get_accessible_role(tab.opaque) == GTK_ACCESSIBLE_ROLE_TAB else { return }
        setLabel(tab, title)
    }

    /// A longer description, read after the name.
    public static func setDescription(_ widget: some GPointer, _ text: String) {
        axscope_accessible_set_description(widget.widget, text)
    }

    /// Names `widget` by a visible label.
    public static func label(_ widget: some GPointer, by label: some GPointer) {
        axscope_accessible_labelled_by(widget.widget, label.widget)
    }
}
