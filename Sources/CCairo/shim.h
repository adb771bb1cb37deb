#ifndef AXSCOPE_CCAIRO_SHIM_H
#define AXSCOPE_CCAIRO_SHIM_H

/* cairo with its PNG, SVG and PDF back ends, pango's cairo text layout, and zlib. */
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
/* zlib, for `render`'s PNG files (AXDrawing's PNGFile). */
#include <zlib.h>

/* deflateInit2 is a macro, which Swift does not import: zlib's stream at `level`, with its
   default window, memory and strategy, as libpng sets them for unfiltered rows. */
static inline int axscope_deflate_init(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY);
}

#endif
