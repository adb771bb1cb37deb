import AXModel

/// The largest images `render` draws, so that a tiny file cannot ask for gigabytes.
public enum ImageBudget {
    /// At most this many pixels (4 bytes each: 100 MB), for drawings and screenshots alike.
    public static let maximumPixels = 25_000_000
    /// At most this many pixels a side (cairo's own limit for image surfaces).
    public static let maximumSide = 32_767

    /// Width and height in pixels of `width` × `height` points at `scale`, each from 1 to
    /// ``maximumSide``.
    static func pixels(_ width: Double, _ height: Double, scale: Double) -> (Int, Int) {
        func side(_ points: Double) -> Int {
            let pixels = (points * scale).rounded()
            return pixels.isFinite ? Int(min(Double(maximumSide), max(1, pixels))) : maximumSide
        }
        return (side(width), side(height))
    }

    /// Why an image of `width` × `height` pixels is not drawn, or nil when it fits the budget.
    public static func problem(width: Double, height: Double) -> String? {
        guard width > Double(maximumSide) || height > Double(maximumSide) || width * height > Double(maximumPixels) else { return nil }
        return "\(Value.format(width.rounded())) × \(Value.format(height.rounded())) pixels is over the budget of "
            + "\(maximumPixels / 1_000_000) megapixels and \(maximumSide) pixels a side"
    }

    /// Why `screen` at `scale` is not drawn, or nil when it fits the budget.
    public static func check(_ screen: Rect, scale: Double) -> String? {
        problem(width: (screen.width * scale).rounded(), height: (screen.height * scale).rounded())
    }
}
