/// An accessibility content shape, relative to its node's frame origin.
public enum Shape: Sendable, Hashable {
    case rect
    case circle
    case ellipse
    case capsule
    case roundedRect(cornerRadius: Double)
    /// Boxed: paths are rare, and a shape stays 9 bytes (a node keeps only its kind, see
    /// ``Node/contentShape``).
    indirect case path(PathData)

    /// The format's name of the shape kind (`"rect"`, `"circle"`, …).
    public var kind: String {
        switch self {
        case .rect: "rect"
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .capsule: "capsule"
        case .roundedRect: "roundedRect"
        case .path: "path"
        }
    }
}

/// SVG path data normalised to absolute move, line, cubic and close commands.
public struct PathData: Sendable, Hashable {
    public enum Command: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        case close
    }

    /// The text the path was parsed from.
    public var source: String
    public var commands: [Command]
}
