internal import CCairo

/// Draws short texts with pango on one cairo context.
struct TextPainter {
    let cr: OpaquePointer
    let layout: OpaquePointer
    let font: OpaquePointer

    init(cr: OpaquePointer) {
        self.cr = cr
        layout = pango_cairo_create_layout(cr)
        font = pango_font_description_from_string("Sans")
    }

    func release() {
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Sets the text and its size (in user units) and returns its logical size.
    @discardableResult
    func prepare(_ text: String, size: Double, bold: Bool = false, italic: Bool = false, width: Double? = nil)
        -> (width: Double, height: Double) {
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(font, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        if let width {
            // Pango's widths are 32-bit integers in 1/1024 points: a wider frame is cut to a million points.
            pango_layout_set_width(layout, Int32(min(max(1, width), 1_000_000) * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        } else {
            pango_layout_set_width(layout, -1)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }

    /// Draws the prepared text with its top-left corner at (x, y).
    func show(at x: Double, _ y: Double, colour: Colour) {
        cairo_move_to(cr, x, y)
        colour.set(on: cr)
        pango_cairo_show_layout(cr, layout)
    }
}

extension Colour {
    func set(on cr: OpaquePointer) { cairo_set_source_rgba(cr, red, green, blue, alpha) }
}
