import AXModel
internal import CCairo
import Foundation

extension Renderer {
    /// The focus order: a line through the activation points, then numbered badges 1…N.
    func drawPath(avoiding texts: [Rect]) {
        let stops = scene.stops
        guard !stops.isEmpty else { return }
        cairo_save(cr)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for segment in scene.segmentIndex.query(visible) {
            let a = stops[segment].activationPoint, b = stops[segment + 1].activationPoint
            cairo_move_to(cr, a.x, a.y)
            cairo_line_to(cr, b.x, b.y)
        }
        strokeWithHalo(palette.path, width: 1.5)
        cairo_restore(cr)
        drawBadges(avoiding: texts)
    }

    /// Where each visible stop's badge goes, in order: at its activation point unless that covers
    /// text or an earlier badge. Then it moves along its row — inside its element first, then
    /// beside it — and only then above or below. Badges stay inside ``bounds``; a badge covers
    /// text only when no spot is free of it, and one that finds no spot free of other badges is
    /// left out rather than drawn over one.
    func placeBadges(avoiding texts: [Rect]) -> [PlacedBadge] {
        let radius = Renderer.badgeRadius(pixelsPerPoint: ppp)
        let area = bounds.insetBy(px(1), px(1))
        var placed = BadgeGrid(cell: radius * 2, area: area)
        var text = BadgeGrid(cell: radius * 2, area: area)
        for box in texts { text.insert(box) }
        var result: [PlacedBadge] = []
        for index in scene.anchorIndex.query(visible, margin: Renderer.reach(pixelsPerPoint: ppp)) {
            let stop = scene.stops[index]
            let anchor = stop.activationPoint
            guard area.contains(anchor) else { continue }
            let label = self.text.prepare(String(index + 1), size: radius * 1.15, bold: true)
            let width = max(2 * radius, label.width + radius)
            func box(_ spot: Point) -> Rect { Rect(x: spot.x - width / 2, y: spot.y - radius, width: width, height: 2 * radius) }
            // A spot too near the edge moves in, so that the badge stays whole on the drawing.
            func inside(_ spot: Point) -> Point {
                Point(x: min(max(spot.x, area.x + width / 2), area.maxX - width / 2),
                      y: min(max(spot.y, area.y + radius), area.maxY - radius))
            }
            let candidates = BadgeGrid.candidates(around: anchor, in: stop.frame, width: width, step: radius * 2.3)
                .map(inside).filter { !placed.overlaps(box($0)) }
            guard let spot = candidates.first(where: { !text.overlaps(box($0)) }) ?? candidates.first else { continue }
            placed.insert(box(spot))
            result.append(PlacedBadge(stop: index, anchor: anchor, box: box(spot), radius: radius,
                                      leader: spot != anchor && !stop.frame.contains(spot)))
        }
        return result
    }

    /// The badges, each with a leader line back to its activation point when it left its element.
    func drawBadges(avoiding texts: [Rect]) {
        for badge in placeBadges(avoiding: texts) {
            let spot = badge.box.center
            if badge.leader {
                cairo_move_to(cr, badge.anchor.x, badge.anchor.y)
                cairo_line_to(cr, spot.x, spot.y)
                strokeWithHalo(palette.badge, width: 1)
                cairo_arc(cr, badge.anchor.x, badge.anchor.y, px(2.5), 0, 2 * .pi)
                palette.badge.set(on: cr)
                cairo_fill(cr)
            }
            Shape.roundedRectangle(badge.box, radius: badge.radius, on: cr)
            palette.badge.set(on: cr)
            cairo_fill_preserve(cr)
            palette.halo.set(on: cr)
            cairo_set_line_width(cr, px(1.5))
            cairo_stroke(cr)
            let label = text.prepare(String(badge.stop + 1), size: badge.radius * 1.15, bold: true)
            text.show(at: spot.x - label.width / 2, spot.y - label.height / 2, colour: palette.badgeText)
        }
    }
}

/// A stop's badge where ``Renderer/placeBadges(avoiding:)`` put it.
struct PlacedBadge {
    var stop: Int
    var anchor: Point
    var box: Rect
    var radius: Double
    /// Whether its centre left its element, so that a line leads back to the activation point.
    var leader: Bool
}

/// The badges placed so far, bucketed by cell for overlap tests. With an `area`, only the part of
/// a rect inside it is bucketed: badges lie inside it, so nothing outside can overlap one, and a
/// rect of any size or position takes at most the area's cells.
struct BadgeGrid {
    let cell: Double
    let area: Rect?
    private var buckets: [Int64: [Rect]] = [:]

    init(cell: Double, area: Rect? = nil) {
        self.cell = cell
        self.area = area
    }

    private func key(_ x: Int, _ y: Int) -> Int64 { Int64(x) << 32 | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: y))) }

    /// The cells a rect (its part inside ``area``) covers; none when that part is empty, has a
    /// negative side or a coordinate that is not a number, or lies past what a cell index holds.
    private func cells(of rect: Rect) -> [(Int, Int)] {
        var (minX, maxX, minY, maxY) = (rect.x, rect.maxX, rect.y, rect.maxY)
        if let area {
            (minX, maxX, minY, maxY) = (max(minX, area.x), min(maxX, area.maxX), max(minY, area.y), min(maxY, area.maxY))
        }
        let scaled = [minX, maxX, minY, maxY].map { ($0 / cell).rounded(.down) }
        guard cell > 0, scaled.allSatisfy({ $0.isFinite && abs($0) < 1e9 }), minX <= maxX, minY <= maxY else { return [] }
        let (x0, x1, y0, y1) = (Int(scaled[0]), Int(scaled[1]), Int(scaled[2]), Int(scaled[3]))
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

    /// Where a badge `width` points wide may go, best first: the anchor; spots along the row
    /// inside the element's `frame`, nearest first; spots on the row just beside the element;
    /// then three rings of eight around the anchor.
    static func candidates(around anchor: Point, in frame: Rect, width: Double, step: Double) -> [Point] {
        var row: [Point] = []
        var offset = step
        while offset < frame.width, row.count < 24 {
            for x in [anchor.x + offset, anchor.x - offset] where x - width / 2 >= frame.x && x + width / 2 <= frame.maxX {
                row.append(Point(x: x, y: anchor.y))
            }
            offset += step
        }
        let gap = width / 2 + step / 4
        let beside = [frame.maxX + gap, frame.x - gap, frame.maxX + gap + step, frame.x - gap - step]
            .map { Point(x: $0, y: anchor.y) }
        var rings: [Point] = []
        let directions: [(Double, Double)] = [(1, 0), (0, 1), (-1, 0), (0, -1), (0.7, 0.7), (-0.7, 0.7), (-0.7, -0.7), (0.7, -0.7)]
        for ring in 1...3 {
            for (dx, dy) in directions {
                rings.append(Point(x: anchor.x + dx * step * Double(ring), y: anchor.y + dy * step * Double(ring)))
            }
        }
        return [anchor] + row + beside + rings
    }
}
