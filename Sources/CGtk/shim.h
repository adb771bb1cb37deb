#ifndef AXSCOPE_CGTK_SHIM_H
#define AXSCOPE_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>

/* Helpers for what Swift cannot import from GTK: macros and variadic functions. */

static inline GType axscope_gtk_widget_type(void) { return GTK_TYPE_WIDGET; }
static inline GType axscope_object_type(void) { return G_TYPE_OBJECT; }
static inline GType axscope_file_type(void) { return G_TYPE_FILE; }

/* A plain GObject, used as a list item that carries a Swift value in its qdata. */
static inline gpointer axscope_object_new(void) { return g_object_new(G_TYPE_OBJECT, NULL); }

/* Emits a signal that takes no arguments and returns nothing ("clicked", "activate"). */
static inline void axscope_signal_emit(gpointer instance, const char *name) { g_signal_emit_by_name(instance, name); }

/* Emits a signal with one int argument ("response" of a dialog). */
static inline void axscope_signal_emit_int(gpointer instance, const char *name, int value) {
    g_signal_emit_by_name(instance, name, value);
}

/* Emits "drop" on a drop target with a file, as a drag and drop does; returns whether it was accepted. */
static inline gboolean axscope_drop_file(GtkDropTarget *target, GFile *file) {
    GValue value = G_VALUE_INIT;
    gboolean accepted = FALSE;
    g_value_init(&value, G_TYPE_FILE);
    g_value_set_object(&value, file);
    g_signal_emit_by_name(target, "drop", &value, 0.0, 0.0, &accepted);
    g_value_unset(&value);
    return accepted;
}

/* A widget of a type with an accessible role (a construct-only property). */
static inline GtkWidget *axscope_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

static inline void axscope_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Whether a widget's accessible name is `label` (GTK 4.8 has no getter; for tests). */
static inline gboolean axscope_accessible_has_label(GtkWidget *widget, const char *label) {
    char *difference = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
    gboolean same = difference == NULL;
    g_free(difference);
    return same;
}

static inline void axscope_accessible_set_description(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* Sets the accessible "checked" state (AT-SPI: checked, or not, of a checkable object). */
static inline void axscope_accessible_set_checked(GtkWidget *widget, gboolean checked) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_CHECKED, checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

/* Whether a widget's accessible "checked" state is `checked` (for tests). */
static inline gboolean axscope_accessible_is_checked(GtkWidget *widget, gboolean checked) {
    char *difference = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_CHECKED,
                                                       checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE);
    gboolean same = difference == NULL;
    g_free(difference);
    return same;
}

/* Sets the accessible "hidden" state (AT-SPI reports a change as state-changed:showing). */
static inline void axscope_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

static inline void axscope_accessible_labelled_by(GtkWidget *widget, GtkWidget *label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

/* Sets a string attribute of a menu item ("accel"). */
static inline void axscope_menu_item_set_string(GMenuItem *item, const char *name, const char *value) {
    g_menu_item_set_attribute(item, name, "s", value);
}

/* Sets a string property of an object ("gtk-decoration-layout" of the GtkSettings in tests). */
static inline void axscope_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/* The X11 window id of a toplevel's surface, or 0 when it has none or the display is not X11
   (tests send it real key events with xdotool). Declared here so that Xlib's macros stay out of Swift. */
extern unsigned long gdk_x11_surface_get_xid(GdkSurface *surface);
static inline unsigned long axscope_x11_window_id(GtkWidget *window) {
    GtkNative *native = gtk_widget_get_native(window);
    GdkSurface *surface = native ? gtk_native_get_surface(native) : NULL;
    GType x11 = g_type_from_name("GdkX11Surface");
    if (surface == NULL || x11 == 0 || !G_TYPE_CHECK_INSTANCE_TYPE(surface, x11)) return 0;
    return gdk_x11_surface_get_xid(surface);
}

#endif
