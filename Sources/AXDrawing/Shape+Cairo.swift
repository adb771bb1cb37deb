import AXModel
internal import CCairo
import Foundation

extension Shape {
    /// Adds the shape, placed on `frame` and grown by `outset` points, to the current cairo path.
    func trace(in frame: Rect, outset: Double = 0, on cr: OpaquePointer) {
        let grown = Rect(x: frame.x - outset, y: frame.y - outset,
                         width: frame.width + 2 * outset, height: frame.height + 2 * outset)
        let extent = Shape.drawableExtent
        if grown.x < -extent || grown.y < -extent || grown.maxX > extent || grown.maxY > extent {
            // Far beyond any screen: only the part near it can show, and cairo takes seconds (or
            // hangs) to flatten a curve of that size; its box, cut there, stands for it.
            let x = max(-extent, grown.x), y = max(-extent, grown.y)
            cairo_rectangle(cr, x, y, max(0, min(extent, grown.maxX) - x), max(0, min(extent, grown.maxY) - y))
            return
        }
        switch self {
        case .rect:
            cairo_rectangle(cr, grown.x, grown.y, grown.width, grown.height)
        case .circle:
            let centre = frame.center
            cairo_new_sub_path(cr)
            cairo_arc(cr, centre.x, centre.y, min(frame.width, frame.height) / 2 + outset, 0, 2 * .pi)
            cairo_close_path(cr)
        case .ellipse:
            guard grown.width > 0, grown.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, grown.center.x, grown.center.y)
            cairo_scale(cr, grown.width / 2, grown.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        case .capsule:
            Shape.roundedRectangle(grown, radius: min(grown.width, grown.height) / 2, on: cr)
        case .roundedRect(let radius):
            Shape.roundedRectangle(grown, radius: min(radius + outset, min(grown.width, grown.height) / 2), on: cr)
        case .path(let data):
            func x(_ p: Point) -> Double { min(extent, max(-extent, frame.x + p.x)) }
            func y(_ p: Point) -> Double { min(extent, max(-extent, frame.y + p.y)) }
            for command in data.commands {
                switch command {
                case .move(let p): cairo_move_to(cr, x(p), y(p))
                case .line(let p): cairo_line_to(cr, x(p), y(p))
                case .curve(let c1, let c2, let p):
                    cairo_curve_to(cr, x(c1), y(c1), x(c2), y(c2), x(p), y(p))
                case .close: cairo_close_path(cr)
                }
            }
        }
    }

    /// How far from the screen's origin, in points, shapes are drawn as they are.
    static let drawableExtent = 100_000.0

    static func roundedRectangle(_ rect: Rect, radius: Double, on cr: OpaquePointer) {
        let r = max(0, radius)
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.y + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.x + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.x + r, rect.y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
