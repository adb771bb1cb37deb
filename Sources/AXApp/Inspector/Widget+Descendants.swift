import AXGtk
import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// This widget and every widget inside it, depth first in the order they are shown.
    var descendants: [Widget] {
        var result = [self]
        var child = gtk_widget_get_first_child(self)
        while let current = child {
            result += current.descendants
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// Whether this widget is a `GtkLabel`.
    var isLabel: Bool { g_type_check_instance_is_a(cast(), gtk_label_get_type()) != 0 }
}
