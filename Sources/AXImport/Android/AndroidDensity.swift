/// Pixels to density-independent pixels (dp, AXScope's points on Android). A dump gives no density,
/// so without `--density` it is chosen from the screen's shorter side: the standard density
/// (`DisplayMetrics`: mdpi 1 … xxxhdpi 4, with 420 and 560 dpi) that makes it closest to 411 dp,
/// the width of most phones (README, "The Android model").
public enum AndroidDensity {
    /// The densities the choice is made among.
    public static let standard: [Double] = [1, 1.5, 2, 2.625, 3, 3.5, 4]
    /// The phone width, in dp, the choice aims at.
    public static let typicalWidth = 411.0
    /// The densities `--density` accepts.
    public static let accepted: ClosedRange<Double> = 0.5...8

    /// The density chosen for a screen whose shorter side is `pixels` wide.
    public static func chosen(forShorterSide pixels: Int) -> Double {
        standard.min { abs(Double(pixels) / $0 - typicalWidth) < abs(Double(pixels) / $1 - typicalWidth) } ?? 2.625
    }

    /// The density's `dpi` (160 per unit), for messages.
    public static func dpi(_ density: Double) -> Int { Int((density * 160).rounded()) }
}
