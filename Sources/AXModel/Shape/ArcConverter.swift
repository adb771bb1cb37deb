import Foundation

/// Converts an SVG elliptical arc to cubic Bézier curves (SVG 1.1, appendix F.6).
enum ArcConverter {
    static func curves(from start: Point, to end: Point, rx: Double, ry: Double, rotationDegrees: Double,
                       largeArc: Bool, sweep: Bool) -> [PathData.Command] {
        if start == end { return [] }
        if rx == 0 || ry == 0 { return [.line(end)] }
        let phi = rotationDegrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        var rx = rx, ry = ry
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        // Radii so large or small that the arithmetic leaves the doubles (1e300, 1e-320): the arc
        // cannot be told from its chord.
        guard lambda.isFinite, (rx * rx * ry * ry).isFinite, (rx * ry) > 0 else { return [.line(end)] }
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (numerator / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        guard delta.isFinite, theta1.isFinite, cx.isFinite, cy.isFinite else { return [.line(end)] }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4 / 3 * tan(step / 4)
        func onEllipse(_ t: Double) -> (Point, Point) {
            let x = rx * cos(t), y = ry * sin(t)
            let point = Point(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
            let tx = -rx * sin(t), ty = ry * cos(t)
            return (point, Point(x: cosPhi * tx - sinPhi * ty, y: sinPhi * tx + cosPhi * ty))
        }
        var result: [PathData.Command] = []
        var t = theta1
        for index in 0..<segments {
            let (p0, d0) = onEllipse(t)
            let (p1, d1) = onEllipse(t + step)
            let endPoint = index == segments - 1 ? end : p1
            result.append(.curve(Point(x: p0.x + k * d0.x, y: p0.y + k * d0.y),
                                 Point(x: p1.x - k * d1.x, y: p1.y - k * d1.y), endPoint))
            t += step
        }
        return result
    }
}
