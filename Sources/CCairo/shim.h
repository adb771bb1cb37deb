#ifndef AXSCOPE_CCAIRO_SHIM_H
#define AXSCOPE_CCAIRO_SHIM_H

/* cairo with its PNG, SVG and PDF back ends, pango's cairo text layout, and libpng. */
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
/* libpng's simplified API, for `render`'s PNG files. */
#include <png.h>

#endif
