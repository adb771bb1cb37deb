import CGtk

/// The window's own accessibility: what a screen reader announces for a control.
public enum Accessibility {
    /// The accessible name of a control that shows no text (icon buttons, entries, the canvas).
    public static func setLabel(_ widget: some GPointer, _ label: String) {
        axscope_accessible_set_label(widget.widget, label)
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
