import Foundation

extension Shape {
    /// Whether `point` (screen coordinates) lies inside the shape placed on `frame`; paths use the
    /// non-zero winding rule, as UIKit's accessibility paths do.
    public func contains(_ point: Point, in frame: Rect) -> Bool {
        let dx = point.x - frame.center.x, dy = point.y - frame.center.y
        switch self {
        case .rect:
            return frame.contains(point)
        case .circle:
            let radius = min(frame.width, frame.height) / 2
            return dx * dx + dy * dy <= radius * radius
        case .ellipse:
            let a = frame.width / 2, b = frame.height / 2
            guard a > 0, b > 0 else { return false }
            return (dx * dx) / (a * a) + (dy * dy) / (b * b) <= 1
        case .capsule:
            return Shape.roundedRectContains(point, frame, radius: min(frame.width, frame.height) / 2)
        case .roundedRect(let radius):
            return Shape.roundedRectContains(point, frame, radius: min(radius, min(frame.width, frame.height) / 2))
        case .path(let data):
            return data.winding(around: Point(x: point.x - frame.x, y: point.y - frame.y)) != 0
        }
    }

    static func roundedRectContains(_ point: Point, _ frame: Rect, radius: Double) -> Bool {
        guard frame.contains(point) else { return false }
        let cx = min(max(point.x, frame.x + radius), frame.maxX - radius)
        let cy = min(max(point.y, frame.y + radius), frame.maxY - radius)
        let dx = point.x - cx, dy = point.y - cy
        return dx * dx + dy * dy <= radius * radius
    }
}

extension PathData {
    /// The winding number of the path around `point`; curves are flattened into 16 segments.
    public func winding(around point: Point) -> Int {
        var winding = 0
        var start = Point(x: 0, y: 0), current = start
        func edge(to next: Point) {
            if current.y <= point.y {
                if next.y > point.y, cross(current, next, point) > 0 { winding += 1 }
            } else if next.y <= point.y, cross(current, next, point) < 0 {
                winding -= 1
            }
            current = next
        }
        for command in commands {
            switch command {
            case .move(let p):
                edge(to: start)
                start = p
                current = p
            case .line(let p):
                edge(to: p)
            case .curve(let c1, let c2, let p):
                let p0 = current
                for step in 1...16 {
                    let t = Double(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    edge(to: Point(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                   y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                edge(to: start)
            }
        }
        edge(to: start)
        return winding
    }

    private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
