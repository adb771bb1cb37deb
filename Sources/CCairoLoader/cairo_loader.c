/* The functions of cairo and pango that AXDrawing and AXAudit call, loaded when first called.
   Linked directly, pango's cairo layout brings 35 libraries (glib, fontconfig, X11's…)
   that the dynamic linker maps and relocates at every start, about 4 ms of CPU time: more than a
   command spends reading a small snapshot. Only `render`, and `audit` given a screenshot, draw or
   decode pixels, so the others no longer pay for them (README, Performance).

   Each function below has the name and the prototype the headers declare (the compiler refuses a
   mismatch), is hidden in the executable that links it, and calls the library's own function,
   looked up once. In the window, whose GTK links the same libraries, they are found already
   loaded, and both call the same code. */

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

/* pango's cairo layout; dlsym on it searches the libraries it needs too (pango, cairo, gobject). */
static const char library_name[] = "libpangocairo-1.0.so.0";

/* The library's function `name`. Without the library (a broken installation), the process ends
   with the loader's reason: nothing can be drawn without it. */
static void *library_function(const char *name) {
    static void *library;
    void *handle = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
    if (handle == NULL) {
        handle = dlopen(library_name, RTLD_LAZY | RTLD_GLOBAL);
        if (handle == NULL) {
            fprintf(stderr, "axscope: error: cannot load %s, needed to draw: %s\n", library_name, dlerror());
            exit(70);
        }
        __atomic_store_n(&library, handle, __ATOMIC_RELEASE);
    }
    void *function = dlsym(handle, name);
    if (function == NULL) {
        fprintf(stderr, "axscope: error: %s has no function %s: %s\n", library_name, name, dlerror());
        exit(70);
    }
    return function;
}

#define LOADED(name) \
    static __typeof__(name) *function; \
    __typeof__(name) *loaded = __atomic_load_n(&function, __ATOMIC_ACQUIRE); \
    if (loaded == NULL) { \
        loaded = (__typeof__(name) *)library_function(#name); \
        __atomic_store_n(&function, loaded, __ATOMIC_RELEASE); \
    }

/* A function returning `result`, with `parameters` (declarations) and `arguments` (their names). */
#define FORWARD(result, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) result name parameters { LOADED(name) return loaded arguments; }
#define FORWARD_VOID(name, parameters, arguments) \
    __attribute__((visibility("hidden"))) void name parameters { LOADED(name) loaded arguments; }

FORWARD_VOID(cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2),
             (cr, xc, yc, radius, angle1, angle2))
FORWARD_VOID(cairo_clip, (cairo_t *cr), (cr))
FORWARD_VOID(cairo_close_path, (cairo_t *cr), (cr))
FORWARD(cairo_t *, cairo_create, (cairo_surface_t *target), (target))
FORWARD_VOID(cairo_curve_to, (cairo_t *cr, double x1, double y1, double x2, double y2, double x3, double y3),
             (cr, x1, y1, x2, y2, x3, y3))
FORWARD_VOID(cairo_destroy, (cairo_t *cr), (cr))
FORWARD_VOID(cairo_fill, (cairo_t *cr), (cr))
FORWARD_VOID(cairo_fill_preserve, (cairo_t *cr), (cr))
FORWARD(cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height),
        (format, width, height))
FORWARD(cairo_surface_t *, cairo_image_surface_create_from_png, (const char *filename), (filename))
FORWARD(unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface))
FORWARD(cairo_format_t, cairo_image_surface_get_format, (cairo_surface_t *surface), (surface))
FORWARD(int, cairo_image_surface_get_height, (cairo_surface_t *surface), (surface))
FORWARD(int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface))
FORWARD(int, cairo_image_surface_get_width, (cairo_surface_t *surface), (surface))
FORWARD_VOID(cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y))
FORWARD_VOID(cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y))
FORWARD_VOID(cairo_new_sub_path, (cairo_t *cr), (cr))
FORWARD_VOID(cairo_paint, (cairo_t *cr), (cr))
FORWARD(cairo_surface_t *, cairo_pdf_surface_create, (const char *filename, double width, double height),
        (filename, width, height))
FORWARD_VOID(cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height))
FORWARD_VOID(cairo_restore, (cairo_t *cr), (cr))
FORWARD_VOID(cairo_save, (cairo_t *cr), (cr))
FORWARD_VOID(cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy))
FORWARD_VOID(cairo_set_dash, (cairo_t *cr, const double *dashes, int num_dashes, double offset),
             (cr, dashes, num_dashes, offset))
FORWARD_VOID(cairo_set_fill_rule, (cairo_t *cr, cairo_fill_rule_t fill_rule), (cr, fill_rule))
FORWARD_VOID(cairo_set_line_join, (cairo_t *cr, cairo_line_join_t line_join), (cr, line_join))
FORWARD_VOID(cairo_set_line_width, (cairo_t *cr, double width), (cr, width))
FORWARD_VOID(cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha),
             (cr, red, green, blue, alpha))
FORWARD_VOID(cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y), (cr, surface, x, y))
FORWARD_VOID(cairo_show_page, (cairo_t *cr), (cr))
FORWARD(const char *, cairo_status_to_string, (cairo_status_t status), (status))
FORWARD_VOID(cairo_stroke, (cairo_t *cr), (cr))
FORWARD_VOID(cairo_stroke_preserve, (cairo_t *cr), (cr))
FORWARD_VOID(cairo_surface_destroy, (cairo_surface_t *surface), (surface))
FORWARD_VOID(cairo_surface_finish, (cairo_surface_t *surface), (surface))
FORWARD_VOID(cairo_surface_flush, (cairo_surface_t *surface), (surface))
FORWARD(cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface))
FORWARD(cairo_surface_t *, cairo_svg_surface_create, (const char *filename, double width, double height),
        (filename, width, height))
FORWARD_VOID(cairo_translate, (cairo_t *cr, double tx, double ty), (cr, tx, ty))
FORWARD_VOID(g_object_unref, (gpointer object), (object))
FORWARD(PangoLayout *, pango_cairo_create_layout, (cairo_t *cr), (cr))
FORWARD_VOID(pango_cairo_show_layout, (cairo_t *cr, PangoLayout *layout), (cr, layout))
FORWARD_VOID(pango_font_description_free, (PangoFontDescription *desc), (desc))
FORWARD(PangoFontDescription *, pango_font_description_from_string, (const char *str), (str))
FORWARD_VOID(pango_font_description_set_absolute_size, (PangoFontDescription *desc, double size), (desc, size))
FORWARD_VOID(pango_font_description_set_style, (PangoFontDescription *desc, PangoStyle style), (desc, style))
FORWARD_VOID(pango_font_description_set_weight, (PangoFontDescription *desc, PangoWeight weight), (desc, weight))
FORWARD_VOID(pango_layout_get_extents, (PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect),
             (layout, ink_rect, logical_rect))
FORWARD_VOID(pango_layout_set_ellipsize, (PangoLayout *layout, PangoEllipsizeMode ellipsize), (layout, ellipsize))
FORWARD_VOID(pango_layout_set_font_description, (PangoLayout *layout, const PangoFontDescription *desc), (layout, desc))
FORWARD_VOID(pango_layout_set_text, (PangoLayout *layout, const char *text, int length), (layout, text, length))
FORWARD_VOID(pango_layout_set_width, (PangoLayout *layout, int width), (layout, width))
