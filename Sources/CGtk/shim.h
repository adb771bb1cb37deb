#ifndef AXSCOPE_CGTK_SHIM_H
#define AXSCOPE_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>

/* Helpers for what Swift cannot import from GTK: macros and variadic functions. */

static inline GType axscope_gtk_widget_type(void) { return GTK_TYPE_WIDGET; }

#endif
