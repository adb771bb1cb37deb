import AXModel

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let x = min(self.x, other.x), y = min(self.y, other.y)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// Whether the two share any area.
    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether `other` lies wholly inside.
    func encloses(_ other: Rect) -> Bool {
        other.x >= x && other.maxX <= maxX && other.y >= y && other.maxY <= maxY
    }

    /// The rectangle moved in by `dx` on the left and right and `dy` at the top and bottom (out,
    /// when negative).
    public func insetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
