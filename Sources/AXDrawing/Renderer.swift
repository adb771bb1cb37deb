import AXModel
internal import CCairo
import Foundation

/// Draws a ``Scene`` in a ``ViewState`` on a cairo context whose user space is screen points.
/// The window's canvas and `axscope render` both call
/// ``draw(_:_:on:visible:pixelsPerPoint:bounds:)``.
///
/// Only what intersects `visible` is drawn; line widths, text and badge sizes are given in device
/// pixels so they stay legible at every zoom.
public struct Renderer {
    let scene: Scene
    let state: ViewState
    let cr: OpaquePointer
    let visible: Rect
    /// What the drawing can show at all: badges and tags stay inside it.
    let bounds: Rect
    /// Device pixels per point: the zoom.
    let ppp: Double
    let text: TextPainter
    var palette: Palette { state.palette }

    /// - Parameter bounds: the part of the plane the drawing shows when scrolled anywhere (the
    ///   window: the scene's ``Scene/extent``); by default `visible` (an image of the screen).
    public static func draw(_ scene: Scene, _ state: ViewState, on cr: OpaquePointer, visible: Rect, pixelsPerPoint: Double,
                            bounds: Rect? = nil) {
        let renderer = Renderer(scene: scene, state: state, cr: cr, visible: visible, bounds: bounds ?? visible,
                                ppp: pixelsPerPoint, text: TextPainter(cr: cr))
        cairo_save(cr)
        renderer.drawScreen()
        if state.showsUnreachable { renderer.drawUnreachable() }
        renderer.veilOutsideModal()
        // Badges keep off every text drawn before them: captions and tags.
        var texts = renderer.drawCaptions() + renderer.drawOffScreenCounts()
        if state.layers.contains(.containers) { texts += renderer.drawContainers() }
        if state.layers.contains(.boxes) { renderer.drawBoxes() }
        if state.layers.contains(.shapes) { renderer.drawShapes() }
        if state.layers.contains(.directTouch) { texts += renderer.drawDirectTouch() }
        if state.layers.contains(.path) { renderer.drawPath(avoiding: texts) }
        renderer.drawSelection()
        if state.layers.contains(.cursor) { renderer.drawCursor() }
        if state.layers.contains(.problems) { renderer.drawProblems() }
        renderer.text.release()
        cairo_restore(cr)
    }

    /// How far outside the visible area the drawing looks for what to draw, in points: for the
    /// anchors of badges, eight badge radii (a badge may be placed that far from its anchor);
    /// outlines, tags and problem marks look less far. A scene for `render` holds what lies
    /// within this reach of the screen.
    static func reach(pixelsPerPoint: Double) -> Double { 8 * badgeRadius(pixelsPerPoint: pixelsPerPoint) }

    /// A stop's badge's half height, in points: 8 device pixels, at least 9 points.
    static func badgeRadius(pixelsPerPoint: Double) -> Double { max(9, 8 / pixelsPerPoint) }

    /// A length of `pixels` device pixels in points.
    func px(_ pixels: Double) -> Double { pixels / ppp }

    func isVisible(_ rect: Rect, margin: Double = 0) -> Bool {
        rect.x - margin <= visible.maxX && rect.maxX + margin >= visible.x
            && rect.y - margin <= visible.maxY && rect.maxY + margin >= visible.y
    }

    /// Strokes the current path twice: a halo of the background's tone, then the colour, so it
    /// shows on any background.
    func strokeWithHalo(_ colour: Colour, width: Double, halo: Double = 2) {
        palette.halo.set(on: cr)
        cairo_set_line_width(cr, px(width + halo))
        cairo_stroke_preserve(cr)
        colour.set(on: cr)
        cairo_set_line_width(cr, px(width))
        cairo_stroke(cr)
    }

    /// A small label on a filled tab whose left edge (right edge when `trailing`) is `point`, above
    /// or below it, ellipsized to `maxWidth` points and kept inside ``bounds``. Returns the tab.
    @discardableResult
    func tag(_ label: String, at point: Point, fill: Colour, textColour: Colour, above: Bool, maxWidth: Double? = nil,
             trailing: Bool = false) -> Rect {
        let pad = px(3)
        var size = text.prepare(label, size: px(11), bold: true)
        if let maxWidth, size.width + 2 * pad > maxWidth {
            size = text.prepare(label, size: px(11), bold: true, width: maxWidth - 2 * pad)
            size.width = maxWidth - 2 * pad
        }
        let width = size.width + 2 * pad, height = size.height + 2 * pad
        let x = min(max(trailing ? point.x - width : point.x, bounds.x), bounds.maxX - width)
        let y = min(max(above ? point.y - height : point.y, bounds.y), bounds.maxY - height)
        cairo_rectangle(cr, x, y, width, height)
        fill.set(on: cr)
        cairo_fill(cr)
        text.show(at: x + pad, y + pad, colour: textColour)
        return Rect(x: x, y: y, width: width, height: height)
    }

    func drawSelection() {
        guard let selected = state.selectedNode, scene.snapshot.nodes.indices.contains(selected) else { return }
        let frame = scene.snapshot.nodes[selected].frame
        cairo_rectangle(cr, frame.x - px(2), frame.y - px(2), frame.width + px(4), frame.height + px(4))
        strokeWithHalo(palette.selection, width: 2.5)
    }

    /// The VoiceOver cursor: a thick outline with a contrasting inner line, following the shape.
    func drawCursor() {
        guard let focus = state.focus, scene.stops.indices.contains(focus) else { return }
        let stop = scene.stops[focus]
        stop.shape.trace(in: stop.frame, outset: px(4), on: cr)
        palette.cursorOuter.set(on: cr)
        cairo_set_line_width(cr, px(6))
        cairo_stroke_preserve(cr)
        palette.cursorInner.set(on: cr)
        cairo_set_line_width(cr, px(2))
        cairo_stroke(cr)
    }
}
