import AXModel
import CCairo
import Foundation

/// Draws a ``Scene`` in a ``ViewState`` on a cairo context whose user space is screen points.
/// The window's canvas and `axscope render` both call ``draw(_:_:on:visible:pixelsPerPoint:)``.
///
/// Only what intersects `visible` is drawn; line widths and badge sizes are given in device
/// pixels so they stay legible at every zoom.
public struct Renderer {
    let scene: Scene
    let state: ViewState
    let cr: OpaquePointer
    let visible: Rect
    /// Device pixels per point: the zoom.
    let ppp: Double
    let text: TextPainter

    public static func draw(_ scene: Scene, _ state: ViewState, on cr: OpaquePointer, visible: Rect, pixelsPerPoint: Double) {
        let renderer = Renderer(scene: scene, state: state, cr: cr, visible: visible, ppp: pixelsPerPoint,
                                text: TextPainter(cr: cr))
        cairo_save(cr)
        renderer.drawScreen()
        if state.showsUnreachable { renderer.drawUnreachable() }
        renderer.dimOutsideModal()
        if state.layers.contains(.containers) { renderer.drawContainers() }
        if state.layers.contains(.boxes) { renderer.drawBoxes() }
        if state.layers.contains(.shapes) { renderer.drawShapes() }
        if state.layers.contains(.directTouch) { renderer.drawDirectTouch() }
        if state.layers.contains(.path) { renderer.drawPath() }
        renderer.drawSelection()
        if state.layers.contains(.cursor) { renderer.drawCursor() }
        renderer.text.release()
        cairo_restore(cr)
    }

    /// A length of `pixels` device pixels in points.
    func px(_ pixels: Double) -> Double { pixels / ppp }

    func isVisible(_ rect: Rect, margin: Double = 0) -> Bool {
        rect.x - margin <= visible.maxX && rect.maxX + margin >= visible.x
            && rect.y - margin <= visible.maxY && rect.maxY + margin >= visible.y
    }

    /// Strokes the current path twice: a light halo, then the colour, so it shows on any background.
    func strokeWithHalo(_ colour: Colour, width: Double, halo: Double = 2) {
        Palette.halo.set(on: cr)
        cairo_set_line_width(cr, px(width + halo))
        cairo_stroke_preserve(cr)
        colour.set(on: cr)
        cairo_set_line_width(cr, px(width))
        cairo_stroke(cr)
    }

    // MARK: Screen

    func drawScreen() {
        let screen = scene.screen
        cairo_rectangle(cr, screen.x, screen.y, screen.width, screen.height)
        cairo_clip(cr)
        if let shot = scene.screenshot {
            cairo_save(cr)
            cairo_scale(cr, screen.width / Double(shot.pixelWidth), screen.height / Double(shot.pixelHeight))
            cairo_set_source_surface(cr, shot.surface, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
            return
        }
        Palette.background.set(on: cr)
        cairo_paint(cr)
        drawWireframe()
    }

    /// Each node's frame, thin, and its `text`, when there is no screenshot.
    func drawWireframe() {
        let nodes = scene.snapshot.nodes
        let roles = scene.analysis.resolution.roles
        cairo_set_line_width(cr, px(1))
        Palette.wireframe.set(on: cr)
        let visibleNodes = scene.nodeIndex.query(visible)
        for index in visibleNodes where index > 0 {
            let frame = nodes[index].frame
            guard state.showsUnreachable || roles[index].isReachable else { continue }
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        }
        cairo_stroke(cr)
        for index in visibleNodes {
            let node = nodes[index]
            guard let label = node.text, node.frame.height * ppp >= 6 else { continue }
            let reachable = roles[index].isReachable
            guard reachable || state.showsUnreachable else { continue }
            let size = min(15, max(px(7), node.frame.height * 0.42))
            let measured = text.prepare(label, size: size, width: node.frame.width - 6)
            cairo_save(cr)
            cairo_rectangle(cr, node.frame.x, node.frame.y, node.frame.width, node.frame.height)
            cairo_clip(cr)
            text.show(at: node.frame.x + 3, node.frame.center.y - measured.height / 2,
                      colour: Palette.wireframeText.with(alpha: reachable ? 1 : 0.4))
            cairo_restore(cr)
        }
    }

    func drawUnreachable() {
        let nodes = scene.snapshot.nodes
        cairo_save(cr)
        var dash = [px(2), px(3)]
        cairo_set_dash(cr, &dash, 2, 0)
        cairo_set_line_width(cr, px(1))
        Palette.unreachable.set(on: cr)
        for index in scene.unreachable where isVisible(nodes[index].frame) {
            let frame = nodes[index].frame
            cairo_rectangle(cr, frame.x + px(1), frame.y + px(1), max(0, frame.width - px(2)), max(0, frame.height - px(2)))
        }
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    func dimOutsideModal() {
        guard let modal = scene.modal else { return }
        let frame = scene.snapshot.nodes[modal].frame
        let screen = scene.screen
        cairo_save(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cr, screen.x, screen.y, screen.width, screen.height)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        Palette.modalDim.set(on: cr)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    // MARK: Elements

    func drawBoxes() {
        for stop in scene.stopIndex.query(visible, margin: px(4)) {
            let element = scene.stops[stop]
            let colour = Palette.element(stop)
            let frame = element.frame
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
            colour.with(alpha: 0.10).set(on: cr)
            cairo_fill_preserve(cr)
            strokeWithHalo(colour, width: 1.5)
        }
    }

    func drawShapes() {
        for stop in scene.stopIndex.query(visible, margin: px(4)) {
            let element = scene.stops[stop]
            if case .rect = element.shape { continue }
            element.shape.trace(in: element.frame, on: cr)
            strokeWithHalo(Palette.element(stop), width: 3)
        }
    }

    func drawContainers() {
        cairo_save(cr)
        var dash = [px(6), px(4)]
        for box in scene.containers where isVisible(box.frame, margin: px(4)) {
            cairo_set_dash(cr, &dash, 2, 0)
            cairo_rectangle(cr, box.frame.x, box.frame.y, box.frame.width, box.frame.height)
            strokeWithHalo(Palette.container, width: 1.5)
            cairo_set_dash(cr, nil, 0, 0)
            tag(box.label, at: Point(x: box.frame.x, y: box.frame.y), colour: Palette.container, above: true)
        }
        cairo_restore(cr)
    }

    func drawDirectTouch() {
        for region in scene.directTouch where isVisible(region.frame) {
            cairo_save(cr)
            region.shape.trace(in: region.frame, on: cr)
            cairo_clip(cr)
            let spacing = px(7)
            let frame = region.frame
            var offset = -frame.height
            while offset < frame.width {
                cairo_move_to(cr, frame.x + offset, frame.maxY)
                cairo_line_to(cr, frame.x + offset + frame.height, frame.y)
                offset += spacing
            }
            Palette.directTouch.with(alpha: 0.55).set(on: cr)
            cairo_set_line_width(cr, px(1.5))
            cairo_stroke(cr)
            cairo_restore(cr)
            let options = region.options.isEmpty ? "direct touch"
                : "direct touch: " + region.options.map(\.rawValue).joined(separator: ", ")
            tag(options, at: Point(x: frame.x, y: frame.y), colour: Palette.directTouch, above: false, maxWidth: frame.width)
        }
    }

    /// A small label on a filled tab whose left edge is `point`, above or below it, ellipsized to
    /// `maxWidth` points.
    func tag(_ label: String, at point: Point, colour: Colour, above: Bool, maxWidth: Double? = nil) {
        let pad = px(3)
        var size = text.prepare(label, size: px(11), bold: true)
        if let maxWidth, size.width + 2 * pad > maxWidth {
            size = text.prepare(label, size: px(11), bold: true, width: maxWidth - 2 * pad)
            size.width = maxWidth - 2 * pad
        }
        let y = above ? point.y - size.height - 2 * pad : point.y
        cairo_rectangle(cr, point.x, y, size.width + 2 * pad, size.height + 2 * pad)
        colour.with(alpha: 0.9).set(on: cr)
        cairo_fill(cr)
        text.show(at: point.x + pad, y + pad, colour: Colour(red: 1, green: 1, blue: 1))
    }

    func drawSelection() {
        guard let selected = state.selectedNode, scene.snapshot.nodes.indices.contains(selected) else { return }
        let frame = scene.snapshot.nodes[selected].frame
        cairo_rectangle(cr, frame.x - px(2), frame.y - px(2), frame.width + px(4), frame.height + px(4))
        strokeWithHalo(Palette.selection, width: 2.5)
    }

    /// The VoiceOver cursor: a thick dark outline with a light inner line, following the shape.
    func drawCursor() {
        guard let focus = state.focus, scene.stops.indices.contains(focus) else { return }
        let stop = scene.stops[focus]
        stop.shape.trace(in: stop.frame, outset: px(4), on: cr)
        Palette.cursorOuter.set(on: cr)
        cairo_set_line_width(cr, px(6))
        cairo_stroke_preserve(cr)
        Palette.cursorInner.set(on: cr)
        cairo_set_line_width(cr, px(2))
        cairo_stroke(cr)
    }
}
