import AXModel

/// A rectangle's edges, grown by a margin: what ``SpatialIndex`` queries and what a scene for
/// `render` keeps (``Scene/init(analysis:screenshot:onlyScreenAt:)``), computed alike so that one
/// holds all that the other finds.
struct Bounds {
    var minX, maxX, minY, maxY: Double

    init(_ rect: Rect, margin: Double = 0) {
        (minX, maxX, minY, maxY) = (rect.x - margin, rect.maxX + margin, rect.y - margin, rect.maxY + margin)
    }

    /// Whether `r` shares a point with the area, edges included.
    func touches(_ r: Rect) -> Bool { r.x <= maxX && r.maxX >= minX && r.y <= maxY && r.maxY >= minY }

    func encloses(_ other: Bounds) -> Bool {
        minX <= other.minX && maxX >= other.maxX && minY <= other.minY && maxY >= other.maxY
    }
}
