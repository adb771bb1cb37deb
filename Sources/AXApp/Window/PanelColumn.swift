import AXGtk
import CGtk

/// The layout the side panels share: a padded vertical box that starts with a heading.
@MainActor
enum PanelColumn {
    static func make(title: String) -> Widget {
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_widget_set_margin_start(root, 12)
        gtk_widget_set_margin_end(root, 12)
        gtk_widget_set_margin_top(root, 8)
        let heading = gtk_label_new(title)!
        gtk_widget_add_css_class(heading, "heading")
        gtk_label_set_xalign(heading.opaque, 0)
        gtk_box_append(root.cast(), heading)
        return root
    }
}
