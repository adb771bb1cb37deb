import CGtk

/// A container that asks for no minimum width and gives its one child at least the child's own
/// minimum (clipping what does not fit).
///
/// An adaptive child (an `AdwFlap` that folds for the width it is given) measures its minimum
/// from the layout it has, not the one it will take: a window asked for a phone's width in one
/// resize would be held at the unfolded minimum. Inside this container the window takes the
/// width, the child is allocated there once, folds, and fits from the next frame on.
public enum Shrinkable {
    /// `child` inside a new shrinkable container.
    @MainActor public static func wrap(_ child: Widget) -> Widget {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(box.cast(), child)
        gtk_widget_set_layout_manager(box, gtk_custom_layout_new(nil, measure, allocate))
        gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN)
        return box
    }

    private static let measure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
        var childMinimum: Int32 = 0, childNatural: Int32 = 0
        if let child = gtk_widget_get_first_child(widget) {
            gtk_widget_measure(child, orientation, forSize, &childMinimum, &childNatural, nil, nil)
        }
        minimum?.pointee = orientation == GTK_ORIENTATION_HORIZONTAL ? 0 : childMinimum
        natural?.pointee = childNatural
    }

    private static let allocate: GtkCustomAllocateFunc = { widget, width, height, baseline in
        guard let child = gtk_widget_get_first_child(widget) else { return }
        var childMinimum: Int32 = 0, childNatural: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, height, &childMinimum, &childNatural, nil, nil)
        gtk_widget_allocate(child, max(width, childMinimum), height, baseline, nil)
    }
}
