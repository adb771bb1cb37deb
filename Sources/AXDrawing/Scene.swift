import AXEngine
import AXModel

/// What the canvas draws, derived once from an ``Analysis`` (and again after its state changes):
/// the stops with their frames, shapes and activation points, the containers, the direct-touch
/// regions, the unreachable nodes and the modal view. Drawing and hit testing read only this.
///
/// A scene for the window holds all of them; one for `render` holds only what can show on the
/// screen (``init(analysis:screenshot:onlyScreenAt:)``).
public final class Scene {
    /// One focus stop.
    public struct Stop: Sendable {
        public var node: Int
        public var frame: Rect
        public var shape: Shape
        public var activationPoint: Point
    }

    /// The stops in order, each read from its node when asked for: a million stops take no
    /// memory of their own.
    public struct Stops: RandomAccessCollection {
        let elements: [ElementModel]
        let nodes: [Node]

        public var startIndex: Int { 0 }
        public var endIndex: Int { elements.count }

        public subscript(position: Int) -> Stop {
            let index = elements[position].node
            let node = nodes[index]
            return Stop(node: index, frame: node.frame, shape: node.contentShape, activationPoint: node.effectiveActivationPoint)
        }
    }

    /// A container drawn as a dashed outline with its label.
    public struct ContainerBox: Sendable {
        public var node: Int
        public var frame: Rect
        public var label: String
    }

    /// A direct-touch region of a stop.
    public struct TouchRegion: Sendable {
        public var node: Int
        public var frame: Rect
        public var shape: Shape
        public var options: [DirectTouchOption]
    }

    public let analysis: Analysis
    public var snapshot: Snapshot { analysis.snapshot }
    /// The screen in points.
    public let screen: Rect
    /// The screen and every node's frame: content scrolled above, below or beside the screen
    /// (negative `y` is common in real dumps) lies outside the screen but inside the extent.
    public let extent: Rect
    /// Whether a descendant of each node draws a caption (``caption(of:)``).
    private let describedBelow: [Bool]
    public let screenshot: Screenshot?
    public private(set) var stops: Stops
    /// The containers (in `render`, those that touch the screen's surroundings).
    public private(set) var containers: [ContainerBox] = []
    /// The direct-touch regions (in `render`, those that touch the screen's surroundings).
    public private(set) var directTouch: [TouchRegion] = []
    /// Unreachable nodes with a visible frame, in document order (in `render`, those that touch
    /// the screen's surroundings).
    public private(set) var unreachable: [Int] = []
    /// The modal view whose outside is dimmed, if the screen has one in effect.
    public private(set) var modal: Int?
    /// How many stops lie wholly above, below and beside the screen.
    public private(set) var offScreenCounts = OffScreenCounts()

    /// Stops outside the screen, by side.
    public struct OffScreenCounts: Sendable, Equatable {
        public var above = 0, below = 0, beside = 0
    }
    /// What the scene holds when not everything: what touches this area.
    private let area: Bounds?
    /// Node frames, stop frames and focus-path segments, for drawing only what is visible.
    private(set) var nodeIndex = SpatialIndex([])
    private(set) var stopIndex = SpatialIndex([])
    private(set) var segmentIndex = SpatialIndex([])
    private(set) var anchorIndex = SpatialIndex([])

    /// - Parameters:
    ///   - screenshot: the screenshot to draw under the layers; by default the one the snapshot
    ///     names, loaded relative to its file, or none if it cannot be read.
    ///   - scale: when given, the scene holds only what a drawing of the screen (and nothing
    ///     else) at `scale` device pixels per point can show, as `render` draws it; by default
    ///     everything, for drawing any part of the ``extent``.
    public init(analysis: Analysis, screenshot: Screenshot? = nil, onlyScreenAt scale: Double? = nil) {
        self.analysis = analysis
        let size = analysis.snapshot.screen, screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        self.screen = screen
        self.screenshot = screenshot ?? analysis.snapshot.screenshot.flatMap {
            Screenshot(path: $0, relativeTo: analysis.snapshot.fileName)
        }
        let nodes = analysis.snapshot.nodes
        let area = scale.map { Bounds(screen, margin: Renderer.reach(pixelsPerPoint: $0)) }
        var extent = screen, frames = SpatialIndex.Builder(within: area, count: nodes.count)
        // A node's descendants draw a caption when one of them has text or a label: marked on the
        // way up from each such node, stopping at an ancestor already marked (so are all of its).
        var describedBelow = [Bool](repeating: false, count: nodes.count)
        for (index, node) in nodes.enumerated() {
            let frame = node.frame
            if frame.width > 0 || frame.height > 0 { extent = extent.union(frame) }
            frames.add(index, frame)
            guard Scene.caption(of: node, describedBelow: false) != nil else { continue }
            var ancestor = node.parent
            while let above = ancestor, !describedBelow[above] {
                describedBelow[above] = true
                ancestor = nodes[above].parent
            }
        }
        self.extent = extent
        self.area = area
        self.describedBelow = describedBelow
        nodeIndex = SpatialIndex(consume frames)
        stops = Stops(elements: [], nodes: nodes)
        update()
    }

    /// The text drawn in node `index`'s frame on the wireframe: its `text`, or its `label` when
    /// none of its descendants has text to draw (an imported cell draws its label unless its
    /// static texts draw theirs).
    func caption(of index: Int) -> String? {
        Scene.caption(of: snapshot.nodes[index], describedBelow: describedBelow[index])
    }

    private static func caption(of node: Node, describedBelow: Bool) -> String? {
        node.text.flatMap { $0.isEmpty ? nil : $0 } ?? (describedBelow ? nil : node.label.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Where a stop that lies wholly outside the screen is.
    public enum Side: String, Sendable {
        case above, below, beside
    }

    /// Where stop `stop` (from 0) lies when it is wholly outside the screen; nil when it is on it.
    public func offScreenSide(ofStop stop: Int) -> Side? {
        Scene.side(of: stops[stop].frame, on: screen)
    }

    /// Whether stop `stop` (from 0) lies wholly outside the screen: VoiceOver reaches it (and an
    /// app scrolls it in), but it is not visible on the screen as captured.
    public func isOffScreen(stop: Int) -> Bool {
        offScreenSide(ofStop: stop) != nil
    }

    /// Where a stop's frame lies when it is wholly outside `screen`; nil when it is on it.
    private static func side(of frame: Rect, on screen: Rect) -> Side? {
        guard !screen.intersects(frame), !(frame.width == 0 && screen.contains(frame.center)) else { return nil }
        return frame.maxY <= screen.y ? .above : frame.y >= screen.maxY ? .below : .beside
    }

    /// Re-reads the analysis after its state changed.
    public func update() {
        let nodes = analysis.snapshot.nodes
        let resolution = analysis.resolution, elements = resolution.elements
        let area = self.area
        func holds(_ frame: Rect) -> Bool { area?.touches(frame) ?? true }
        // Built in locals and stored once, in one pass: a million stops, not a million accesses
        // to properties.
        var directTouch: [TouchRegion] = [], counts = OffScreenCounts()
        var frames = SpatialIndex.Builder(within: area, count: elements.count)
        var segments = SpatialIndex.Builder(within: area, count: elements.count)
        var anchors = SpatialIndex.Builder(within: area, count: elements.count)
        var previous: Point?
        for (stop, element) in elements.enumerated() {
            let node = nodes[element.node]
            let frame = node.frame, anchor = node.effectiveActivationPoint
            frames.add(stop, frame)
            anchors.add(stop, Rect(x: anchor.x, y: anchor.y, width: 0, height: 0))
            if let a = previous {
                segments.add(stop - 1, Rect(x: min(a.x, anchor.x), y: min(a.y, anchor.y), width: abs(a.x - anchor.x),
                                            height: abs(a.y - anchor.y)))
            }
            previous = anchor
            if let options = node.directTouch, holds(frame) {
                directTouch.append(TouchRegion(node: element.node, frame: frame, shape: node.contentShape, options: options))
            }
            switch Scene.side(of: frame, on: screen) {
            case .above: counts.above += 1
            case .below: counts.below += 1
            case .beside: counts.beside += 1
            case nil: break
            }
        }
        containers = resolution.containers.compactMap { container in
            let node = nodes[container.node]
            guard holds(node.frame) else { return nil }
            let name = node.label ?? node.text ?? node.id
            return ContainerBox(node: container.node, frame: node.frame, label: "\(container.kind.rawValue) · \(name)")
        }
        stopIndex = SpatialIndex(consume frames)
        segmentIndex = SpatialIndex(consume segments)
        anchorIndex = SpatialIndex(consume anchors)
        stops = Stops(elements: elements, nodes: nodes)
        self.directTouch = directTouch
        offScreenCounts = counts
        var unreachable: [Int] = []
        modal = nil
        for (index, role) in resolution.roles.enumerated() {
            guard case .unreachable(let reason) = role else { continue }
            if case .outsideModal(let view) = reason, modal == nil { modal = view }
            let frame = nodes[index].frame
            if frame.width > 0 || frame.height > 0, holds(frame) { unreachable.append(index) }
        }
        self.unreachable = unreachable
    }
}
