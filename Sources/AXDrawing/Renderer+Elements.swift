import AXModel
internal import CCairo
import Foundation

extension Renderer {
    /// Each stop's frame in its colour, lightly tinted inside; dashed when the stop lies outside
    /// the screen.
    func drawBoxes() {
        for stop in scene.stopIndex.query(visible, margin: px(4)) {
            let colour = palette.element(stop)
            let frame = scene.stops[stop].frame
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
            colour.with(alpha: palette.boxTint).set(on: cr)
            cairo_fill_preserve(cr)
            var dash = [px(5), px(3)]
            if scene.isOffScreen(stop: stop) { cairo_set_dash(cr, &dash, 2, 0) }
            strokeWithHalo(colour, width: 1.5)
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    func drawShapes() {
        for stop in scene.stopIndex.query(visible, margin: px(4)) {
            let element = scene.stops[stop]
            if case .rect = element.shape { continue }
            element.shape.trace(in: element.frame, on: cr)
            strokeWithHalo(palette.element(stop), width: 3)
        }
    }

    /// Containers, dashed, each with its label on a tag; returns the tags.
    func drawContainers() -> [Rect] {
        cairo_save(cr)
        var dash = [px(6), px(4)]
        var tags: [Rect] = []
        for box in scene.containers where isVisible(box.frame, margin: px(4)) {
            cairo_set_dash(cr, &dash, 2, 0)
            cairo_rectangle(cr, box.frame.x, box.frame.y, box.frame.width, box.frame.height)
            strokeWithHalo(palette.container, width: 1.5)
            cairo_set_dash(cr, nil, 0, 0)
            tags.append(tag(box.label, at: Point(x: box.frame.x, y: box.frame.y), fill: palette.container,
                            textColour: palette.tagText, above: true))
        }
        cairo_restore(cr)
        return tags
    }

    /// Direct-touch regions, hatched inside their shape, each with its options on a tag; returns
    /// the tags.
    func drawDirectTouch() -> [Rect] {
        var tags: [Rect] = []
        for region in scene.directTouch where isVisible(region.frame) {
            cairo_save(cr)
            region.shape.trace(in: region.frame, on: cr)
            cairo_clip(cr)
            let spacing = px(7)
            let frame = region.frame
            // Only the lines that cross the visible area (those where x + y is in its range): a
            // frame a million points tall needed a hundred thousand lines (found by fuzz-render).
            let low = max(-frame.height, visible.x + visible.y - frame.x - frame.maxY)
            let high = min(frame.width, visible.maxX + visible.maxY - frame.x - frame.maxY)
            var offset = -frame.height + ((low + frame.height) / spacing).rounded(.down) * spacing
            while offset < high {
                cairo_move_to(cr, frame.x + offset, frame.maxY)
                cairo_line_to(cr, frame.x + offset + frame.height, frame.y)
                offset += spacing
            }
            palette.directTouch.with(alpha: 0.55).set(on: cr)
            cairo_set_line_width(cr, px(1.5))
            cairo_stroke(cr)
            cairo_restore(cr)
            let options = region.options.isEmpty ? "direct touch"
                : "direct touch: " + region.options.map(\.rawValue).joined(separator: ", ")
            tags.append(tag(options, at: Point(x: frame.x, y: frame.y), fill: palette.directTouch, textColour: palette.tagText,
                            above: false, maxWidth: frame.width))
        }
        return tags
    }
}
