import Foundation

/// An RGBA colour with components from 0 to 1.
public struct Colour: Sendable, Hashable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from hue (0–360), saturation and lightness (0–1).
    public init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let h = hue.truncatingRemainder(dividingBy: 360) / 60
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (chroma, x, 0)
        case 1: (x, chroma, 0)
        case 2: (0, chroma, x)
        case 3: (0, x, chroma)
        case 4: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    public func with(alpha: Double) -> Colour { Colour(red: red, green: green, blue: blue, alpha: alpha) }
}

/// The colours of the canvas. Element colours step around the hue circle by the golden angle so
/// that neighbours in the focus order never look alike; their lightness keeps them visible on a
/// light wireframe and on dark or light screenshots (every stroke has a contrasting halo).
public enum Palette {
    public static func element(_ stop: Int) -> Colour {
        Colour(hue: Double(stop) * 137.508 + 210, saturation: 0.85, lightness: stop % 2 == 0 ? 0.45 : 0.38)
    }

    public static let background = Colour(red: 0.96, green: 0.96, blue: 0.97)
    public static let wireframe = Colour(red: 0.70, green: 0.71, blue: 0.75)
    public static let wireframeText = Colour(red: 0.20, green: 0.21, blue: 0.25)
    public static let halo = Colour(red: 1, green: 1, blue: 1, alpha: 0.85)
    public static let path = Colour(red: 0.10, green: 0.10, blue: 0.12, alpha: 0.75)
    public static let badge = Colour(red: 0.10, green: 0.10, blue: 0.14)
    public static let badgeText = Colour(red: 1, green: 1, blue: 1)
    public static let cursorOuter = Colour(red: 0.05, green: 0.05, blue: 0.05)
    public static let cursorInner = Colour(red: 1, green: 1, blue: 1)
    public static let container = Colour(red: 0.45, green: 0.20, blue: 0.65)
    public static let directTouch = Colour(red: 0.85, green: 0.35, blue: 0.0)
    public static let unreachable = Colour(red: 0.55, green: 0.55, blue: 0.58, alpha: 0.7)
    public static let modalDim = Colour(red: 0, green: 0, blue: 0, alpha: 0.45)
    public static let selection = Colour(red: 0.0, green: 0.45, blue: 0.95)
}
