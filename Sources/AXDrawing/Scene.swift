import AXEngine
import AXModel

/// What the canvas draws, derived once from an ``Analysis`` (and again after its state changes):
/// the stops with their frames, shapes and activation points, the containers, the direct-touch
/// regions, the unreachable nodes and the modal view. Drawing and hit testing read only this.
public final class Scene {
    /// One focus stop.
    public struct Stop: Sendable {
        public var node: Int
        public var frame: Rect
        public var shape: Shape
        public var activationPoint: Point
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
    /// The text drawn in each node's frame on the wireframe: its `text`, or its `label` when
    /// none of its descendants has text to draw (an imported cell draws its label unless its
    /// static texts draw theirs).
    let captions: [String?]
    public let screenshot: Screenshot?
    public private(set) var stops: [Stop] = []
    public private(set) var containers: [ContainerBox] = []
    public private(set) var directTouch: [TouchRegion] = []
    /// Unreachable nodes with a visible frame, in document order.
    public private(set) var unreachable: [Int] = []
    /// The modal view whose outside is dimmed, if the screen has one in effect.
    public private(set) var modal: Int?
    /// How many stops lie wholly above, below and beside the screen.
    public private(set) var offScreenCounts = OffScreenCounts()

    /// Stops outside the screen, by side.
    public struct OffScreenCounts: Sendable, Equatable {
        public var above = 0, below = 0, beside = 0
    }
    /// Node frames, stop frames and focus-path segments, for drawing only what is visible.
    private(set) var nodeIndex = SpatialIndex([])
    private(set) var stopIndex = SpatialIndex([])
    private(set) var segmentIndex = SpatialIndex([])
    private(set) var anchorIndex = SpatialIndex([])

    /// - Parameter screenshot: the screenshot to draw under the layers; by default the one the
    ///   snapshot names, loaded relative to its file, or none if it cannot be read.
    public init(analysis: Analysis, screenshot: Screenshot? = nil) {
        self.analysis = analysis
        let screen = analysis.snapshot.screen
        self.screen = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        self.screenshot = screenshot ?? analysis.snapshot.screenshot.flatMap {
            Screenshot(path: $0, relativeTo: analysis.snapshot.fileName)
        }
        let nodes = analysis.snapshot.nodes
        extent = nodes.reduce(self.screen) { extent, node in
            node.frame.width > 0 || node.frame.height > 0 ? extent.union(node.frame) : extent
        }
        captions = Scene.captions(of: nodes)
        nodeIndex = SpatialIndex(nodes.map(\.frame))
        update()
    }

    private static func captions(of nodes: [Node]) -> [String?] {
        var captions = [String?](repeating: nil, count: nodes.count)
        var describedBelow = [Bool](repeating: false, count: nodes.count)
        // Children come after their parent in document order: walk backwards to see them first.
        for index in nodes.indices.reversed() {
            let node = nodes[index]
            let text = node.text.flatMap { $0.isEmpty ? nil : $0 }
            let caption = text ?? (describedBelow[index] ? nil : node.label.flatMap { $0.isEmpty ? nil : $0 })
            captions[index] = caption
            if let parent = node.parent, caption != nil || describedBelow[index] { describedBelow[parent] = true }
        }
        return captions
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
        let resolution = analysis.resolution
        // Built in locals and stored once: a million stops, not a million accesses to properties.
        var stops: [Stop] = [], directTouch: [TouchRegion] = [], counts = OffScreenCounts()
        stops.reserveCapacity(resolution.elements.count)
        for element in resolution.elements {
            let node = nodes[element.node]
            let stop = Stop(node: element.node, frame: node.frame, shape: node.contentShape,
                            activationPoint: node.effectiveActivationPoint)
            stops.append(stop)
            if let options = node.directTouch {
                directTouch.append(TouchRegion(node: stop.node, frame: stop.frame, shape: stop.shape, options: options))
            }
            switch Scene.side(of: stop.frame, on: screen) {
            case .above: counts.above += 1
            case .below: counts.below += 1
            case .beside: counts.beside += 1
            case nil: break
            }
        }
        containers = resolution.containers.map { container in
            let node = nodes[container.node]
            let name = node.label ?? node.text ?? node.id
            return ContainerBox(node: container.node, frame: node.frame, label: "\(container.kind.rawValue) · \(name)")
        }
        stopIndex = SpatialIndex(stops.map(\.frame))
        segmentIndex = SpatialIndex(stops.indices.dropFirst().map { index in
            let a = stops[index - 1].activationPoint, b = stops[index].activationPoint
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        })
        anchorIndex = SpatialIndex(stops.map { Rect(x: $0.activationPoint.x, y: $0.activationPoint.y, width: 0, height: 0) })
        self.stops = stops
        self.directTouch = directTouch
        offScreenCounts = counts
        var unreachable: [Int] = []
        modal = nil
        for (index, role) in resolution.roles.enumerated() {
            guard case .unreachable(let reason) = role else { continue }
            if case .outsideModal(let view) = reason, modal == nil { modal = view }
            let frame = nodes[index].frame
            if frame.width > 0 || frame.height > 0 { unreachable.append(index) }
        }
        self.unreachable = unreachable
    }
}
