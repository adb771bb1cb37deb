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

    /// This colour painted over an opaque `background`.
    public func over(_ background: Colour) -> Colour {
        func mix(_ a: Double, _ b: Double) -> Double { a * alpha + b * (1 - alpha) }
        return Colour(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// Relative luminance as WCAG 2 defines it (0 black, 1 white); alpha is ignored.
    public var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio with another opaque colour, from 1 to 21.
    public func contrast(with other: Colour) -> Double {
        let a = luminance, b = other.luminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
