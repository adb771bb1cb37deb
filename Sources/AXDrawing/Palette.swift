import Foundation

/// The colours of the canvas, one set for a light and one for a dark desktop style. Every text
/// is drawn in a colour that keeps at least 4.5:1 contrast with what is under it (``textPairs``
/// lists them). Element colours step around the hue circle by the golden angle so that neighbours
/// in the focus order never look alike; every stroke has a halo of the background's tone.
public struct Palette: Sendable, Hashable {
    /// The area around everything drawn.
    public var canvas: Colour
    /// The screen, when there is no screenshot.
    public var background: Colour
    /// The part of the tree's extent that lies outside the screen.
    public var offScreen: Colour
    /// The screen's outline.
    public var screenEdge: Colour
    public var wireframe: Colour
    /// The text of nodes that are on screen and reachable, or part of an element.
    public var text: Colour
    /// The text of hidden nodes and of nodes outside a modal view.
    public var mutedText: Colour
    public var halo: Colour
    public var path: Colour
    public var badge: Colour
    public var badgeText: Colour
    public var cursorOuter: Colour
    public var cursorInner: Colour
    public var container: Colour
    public var directTouch: Colour
    /// The text on container and direct-touch tags.
    public var tagText: Colour
    public var unreachable: Colour
    /// The veil over everything outside a modal view.
    public var modalVeil: Colour
    public var selection: Colour
    /// The opacity of the tint inside a stop's box.
    public var boxTint: Double
    /// The lightness of even and odd stops' colours.
    var elementLightness: [Double]

    /// The colour of stop `stop` (from 0).
    public func element(_ stop: Int) -> Colour {
        Colour(hue: Double(stop) * 137.508 + 210, saturation: 0.85,
               lightness: elementLightness[stop % 2])
    }

    public static let light = Palette(
        canvas: Colour(red: 0.80, green: 0.80, blue: 0.82),
        background: Colour(red: 0.96, green: 0.96, blue: 0.97),
        offScreen: Colour(red: 0.89, green: 0.89, blue: 0.91),
        screenEdge: Colour(red: 0.25, green: 0.25, blue: 0.30),
        wireframe: Colour(red: 0.70, green: 0.71, blue: 0.75),
        text: Colour(red: 0.13, green: 0.14, blue: 0.17),
        mutedText: Colour(red: 0.30, green: 0.30, blue: 0.33),
        halo: Colour(red: 1, green: 1, blue: 1, alpha: 0.85),
        path: Colour(red: 0.10, green: 0.10, blue: 0.12, alpha: 0.75),
        badge: Colour(red: 0.10, green: 0.10, blue: 0.14),
        badgeText: Colour(red: 1, green: 1, blue: 1),
        cursorOuter: Colour(red: 0.05, green: 0.05, blue: 0.05),
        cursorInner: Colour(red: 1, green: 1, blue: 1),
        container: Colour(red: 0.45, green: 0.20, blue: 0.65),
        directTouch: Colour(red: 0.70, green: 0.28, blue: 0.0),
        tagText: Colour(red: 1, green: 1, blue: 1),
        unreachable: Colour(red: 0.50, green: 0.50, blue: 0.53),
        modalVeil: Colour(red: 0.96, green: 0.96, blue: 0.97, alpha: 0.6),
        selection: Colour(red: 0.0, green: 0.45, blue: 0.95),
        boxTint: 0.10,
        elementLightness: [0.45, 0.38])

    public static let dark = Palette(
        canvas: Colour(red: 0.07, green: 0.07, blue: 0.08),
        background: Colour(red: 0.14, green: 0.14, blue: 0.15),
        offScreen: Colour(red: 0.20, green: 0.20, blue: 0.22),
        screenEdge: Colour(red: 0.80, green: 0.80, blue: 0.84),
        wireframe: Colour(red: 0.38, green: 0.39, blue: 0.43),
        text: Colour(red: 0.92, green: 0.92, blue: 0.94),
        mutedText: Colour(red: 0.78, green: 0.78, blue: 0.80),
        halo: Colour(red: 0, green: 0, blue: 0, alpha: 0.85),
        path: Colour(red: 0.92, green: 0.92, blue: 0.94, alpha: 0.8),
        badge: Colour(red: 0.94, green: 0.94, blue: 0.96),
        badgeText: Colour(red: 0.08, green: 0.08, blue: 0.10),
        cursorOuter: Colour(red: 1, green: 1, blue: 1),
        cursorInner: Colour(red: 0.05, green: 0.05, blue: 0.05),
        container: Colour(red: 0.45, green: 0.20, blue: 0.65),
        directTouch: Colour(red: 0.70, green: 0.28, blue: 0.0),
        tagText: Colour(red: 1, green: 1, blue: 1),
        unreachable: Colour(red: 0.55, green: 0.55, blue: 0.58),
        modalVeil: Colour(red: 0.14, green: 0.14, blue: 0.15, alpha: 0.6),
        selection: Colour(red: 0.35, green: 0.65, blue: 1.0),
        boxTint: 0.14,
        elementLightness: [0.66, 0.58])

    /// Every text colour with each opaque colour it can be drawn on: node text on the screen, on
    /// the area outside it and inside any stop's tinted box; badge and tag texts on their fills.
    public var textPairs: [(text: String, colour: Colour, background: Colour)] {
        let grounds = [background, offScreen]
        var tinted: [Colour] = grounds
        for stop in 0..<64 { tinted += grounds.map { element(stop).with(alpha: boxTint).over($0) } }
        var pairs: [(String, Colour, Colour)] = []
        for ground in tinted {
            pairs.append(("text", text, ground))
            pairs.append(("muted text", mutedText, ground))
        }
        pairs.append(("badge", badgeText, badge))
        pairs.append(("container tag", tagText, container))
        pairs.append(("direct-touch tag", tagText, directTouch))
        return pairs
    }
}
