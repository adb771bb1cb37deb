import AXModel
import CCairo
import Foundation

extension Renderer {
    /// The focus order: a line through the activation points, then numbered badges 1…N.
    func drawPath() {
        let stops = scene.stops
        guard !stops.isEmpty else { return }
        cairo_save(cr)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for segment in scene.segmentIndex.query(visible) {
            let a = stops[segment].activationPoint, b = stops[segment + 1].activationPoint
            cairo_move_to(cr, a.x, a.y)
            cairo_line_to(cr, b.x, b.y)
        }
        strokeWithHalo(Palette.path, width: 1.5)
        cairo_restore(cr)
        drawBadges()
    }

    /// Badges in order, each at its activation point or, when that spot is taken by an earlier
    /// badge, at the nearest free spot around it with a leader line back; a badge that finds no
    /// free spot within three rings is left out rather than drawn over another.
    func drawBadges() {
        let radius = max(9, px(8))
        var placed = BadgeGrid(cell: radius * 2)
        for index in scene.anchorIndex.query(visible, margin: radius * 8) {
            let anchor = scene.stops[index].activationPoint
            let label = String(index + 1)
            let measured = text.prepare(label, size: radius * 1.15, bold: true)
            let width = max(2 * radius, measured.width + radius)
            guard let spot = BadgeGrid.candidates(around: anchor, step: radius * 2.3).first(where: {
                !placed.overlaps(Rect(x: $0.x - width / 2, y: $0.y - radius, width: width, height: 2 * radius))
            }) else { continue }
            let box = Rect(x: spot.x - width / 2, y: spot.y - radius, width: width, height: 2 * radius)
            placed.insert(box)
            if spot != anchor {
                cairo_move_to(cr, anchor.x, anchor.y)
                cairo_line_to(cr, spot.x, spot.y)
                strokeWithHalo(Palette.badge, width: 1)
                cairo_arc(cr, anchor.x, anchor.y, px(2.5), 0, 2 * .pi)
                Palette.badge.set(on: cr)
                cairo_fill(cr)
            }
            Shape.roundedRectangle(box, radius: radius, on: cr)
            Palette.badge.set(on: cr)
            cairo_fill_preserve(cr)
            Palette.halo.set(on: cr)
            cairo_set_line_width(cr, px(1.5))
            cairo_stroke(cr)
            text.show(at: spot.x - measured.width / 2, spot.y - measured.height / 2, colour: Palette.badgeText)
        }
    }
}

/// The badges placed so far, bucketed by cell for overlap tests.
struct BadgeGrid {
    let cell: Double
    private var buckets: [Int64: [Rect]] = [:]

    init(cell: Double) { self.cell = cell }

    private func key(_ x: Int, _ y: Int) -> Int64 { Int64(x) << 32 | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: y))) }

    private func cells(of rect: Rect) -> [(Int, Int)] {
        let x0 = Int((rect.x / cell).rounded(.down)), x1 = Int((rect.maxX / cell).rounded(.down))
        let y0 = Int((rect.y / cell).rounded(.down)), y1 = Int((rect.maxY / cell).rounded(.down))
        return (x0...x1).flatMap { x in (y0...y1).map { (x, $0) } }
    }

    func overlaps(_ rect: Rect) -> Bool {
        cells(of: rect).contains { x, y in
            buckets[key(x, y)]?.contains { other in
                rect.x < other.maxX && other.x < rect.maxX && rect.y < other.maxY && other.y < rect.maxY
            } ?? false
        }
    }

    mutating func insert(_ rect: Rect) {
        for (x, y) in cells(of: rect) { buckets[key(x, y), default: []].append(rect) }
    }

    /// The anchor, then three rings of eight spots around it.
    static func candidates(around anchor: Point, step: Double) -> [Point] {
        var result = [anchor]
        let directions: [(Double, Double)] = [(1, 0), (0, 1), (-1, 0), (0, -1), (0.7, 0.7), (-0.7, 0.7), (-0.7, -0.7), (0.7, -0.7)]
        for ring in 1...3 {
            for (dx, dy) in directions {
                result.append(Point(x: anchor.x + dx * step * Double(ring), y: anchor.y + dy * step * Double(ring)))
            }
        }
        return result
    }
}
