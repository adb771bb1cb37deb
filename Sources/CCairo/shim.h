#ifndef AXSCOPE_CCAIRO_SHIM_H
#define AXSCOPE_CCAIRO_SHIM_H

/* cairo with its PNG, SVG and PDF back ends, and pango's cairo text layout. */
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#endif
