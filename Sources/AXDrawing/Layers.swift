import Foundation

/// The layers drawn over the screen, as `render --layers` and the window's toggles name them.
public struct Layers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every element's frame, one colour each.
    public static let boxes = Layers(rawValue: 1 << 0)
    /// Content shapes that are not the frame rectangle.
    public static let shapes = Layers(rawValue: 1 << 1)
    /// The focus order: a line through the activation points with numbered badges.
    public static let path = Layers(rawValue: 1 << 2)
    /// Direct-touch regions, hatched, with their options.
    public static let directTouch = Layers(rawValue: 1 << 3)
    /// Containers, dashed, with their label.
    public static let containers = Layers(rawValue: 1 << 4)
    /// The VoiceOver cursor on the focused stop.
    public static let cursor = Layers(rawValue: 1 << 5)
    /// Elements with audit findings, outlined by severity with a badge (not in ``all``: only the
    /// window and `render --layers problems` draw it).
    public static let problems = Layers(rawValue: 1 << 6)

    public static let all: Layers = [.boxes, .shapes, .path, .directTouch, .containers, .cursor]

    /// The names, in the order cli.md lists them.
    public static let named: [(name: String, layer: Layers)] = [
        ("boxes", .boxes), ("shapes", .shapes), ("path", .path),
        ("directTouch", .directTouch), ("containers", .containers), ("cursor", .cursor), ("problems", .problems),
    ]

    /// Parses a comma-separated list (`boxes,path`); nil names the first unknown entry.
    public static func parse(_ list: String) -> Result<Layers, UnknownLayer> {
        var result: Layers = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let entry = named.first(where: { $0.name == trimmed }) else { return .failure(UnknownLayer(name: trimmed)) }
            result.insert(entry.layer)
        }
        return .success(result)
    }

    /// A layer name that is not one of ``named``.
    public struct UnknownLayer: Error {
        public let name: String
    }
}
