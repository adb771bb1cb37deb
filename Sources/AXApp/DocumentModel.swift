import AXDrawing
import AXEngine
import AXModel

/// The state of one window: the snapshot shown, the VoiceOver cursor, the selection and the
/// layers. Views observe it; keyboard, clicks and the sidebar change it through its methods, so
/// selection is the same in the canvas, the sidebar and the inspector.
@MainActor
public final class DocumentModel {
    public enum Change { case document, selection, view }

    public private(set) var path: String?
    public private(set) var scene: Scene?
    public private(set) var viewState = ViewState()
    /// The last load or reload error (file:line:column: error: …), shown in the window.
    public private(set) var error: String?
    /// Warnings of the last successful load.
    public private(set) var warnings: [String] = []
    /// The spoken description of the focused stop, computed when the cursor lands on it.
    public private(set) var spoken: Narrator.Description?
    private var observers: [(Change) -> Void] = []

    public init() {}

    public var analysis: Analysis? { scene?.analysis }
    public var stopCount: Int { scene?.stops.count ?? 0 }

    public func observe(_ observer: @escaping (Change) -> Void) { observers.append(observer) }

    private func notify(_ change: Change) { for observer in observers { observer(change) } }

    // MARK: Loading

    /// Shows a newly loaded snapshot; the cursor stays on the same stop number when it still exists.
    public func show(_ analysis: Analysis, path: String, warnings: [String]) {
        let sameFile = self.path == path
        self.path = path
        scene = Scene(analysis: analysis)
        error = nil
        self.warnings = warnings
        let stops = analysis.resolution.elements.count
        if !sameFile || (viewState.focus ?? 0) >= stops { viewState.focus = nil }
        if !sameFile || (viewState.selectedNode ?? 0) >= analysis.snapshot.nodes.count { viewState.selectedNode = nil }
        notify(.document)
        if let stop = viewState.focus { focus(on: stop) } else { spoken = nil; notify(.selection) }
    }

    /// Records a load error; the last good snapshot stays on screen.
    public func fail(_ message: String, path: String) {
        if scene == nil { self.path = path }
        error = message
        notify(.document)
    }

    // MARK: The VoiceOver cursor

    /// Moves the cursor to stop `index` (from 0), selects its node and speaks it.
    public func focus(on index: Int) {
        guard let scene, scene.stops.indices.contains(index) else { return }
        viewState.focus = index
        viewState.selectedNode = scene.stops[index].node
        spoken = try? scene.analysis.narrator.describe(scene.analysis.element(stop: index))
        notify(.selection)
    }

    public func next() { move(by: 1) }
    public func previous() { move(by: -1) }
    public func first() { if stopCount > 0 { focus(on: 0) } }
    public func last() { if stopCount > 0 { focus(on: stopCount - 1) } }

    private func move(by step: Int) {
        guard stopCount > 0 else { return }
        guard let current = viewState.focus else { return focus(on: step > 0 ? 0 : stopCount - 1) }
        focus(on: min(max(0, current + step), stopCount - 1))
    }

    // MARK: Selection

    /// Selects a node; a stop also takes the cursor.
    public func select(node: Int) {
        guard let scene, scene.snapshot.nodes.indices.contains(node) else { return }
        if let stop = scene.analysis.resolution.stopIndex(ofNode: node) { return focus(on: stop) }
        viewState.selectedNode = node
        notify(.selection)
    }

    /// Selects the node under a point of the screen (points), as a click does.
    public func select(at point: Point) {
        guard let node = scene?.hitTest(point, includingUnreachable: viewState.showsUnreachable) else { return }
        select(node: node)
    }

    public func selectParent() { relative { nodes, index in nodes[index].parent } }
    public func selectFirstChild() { relative { nodes, index in nodes[index].children.first } }
    public func selectNextSibling() { sibling(1) }
    public func selectPreviousSibling() { sibling(-1) }

    private func sibling(_ step: Int) {
        relative { nodes, index in
            guard let parent = nodes[index].parent else { return nil }
            let siblings = nodes[parent].children
            let position = nodes[index].childIndex + step
            return siblings.indices.contains(position) ? siblings[position] : nil
        }
    }

    private func relative(_ target: ([Node], Int) -> Int?) {
        guard let scene else { return }
        let current = viewState.selectedNode ?? 0
        if let node = target(scene.snapshot.nodes, current) { select(node: node) }
    }

    // MARK: View

    public func setLayer(_ layer: Layers, visible: Bool) {
        if visible { viewState.layers.insert(layer) } else { viewState.layers.remove(layer) }
        notify(.view)
    }

    public func setShowsUnreachable(_ shows: Bool) {
        viewState.showsUnreachable = shows
        notify(.view)
    }

    /// "Stop 3 of 12: Filter, Switch Button, On." or what the selected node is.
    public var statusLine: String {
        guard let scene else { return error == nil ? "No snapshot" : "The snapshot could not be loaded" }
        if let focus = viewState.focus, viewState.selectedNode == scene.stops[focus].node {
            return "Stop \(focus + 1) of \(scene.stops.count): \(spoken?.speech.description ?? "")"
        }
        if let node = viewState.selectedNode {
            return "\(scene.snapshot.nodes[node].id): \(scene.analysis.explanation(ofNode: node))"
        }
        return "\(scene.stops.count) stops. Press Right or Tab for the first."
    }
}

extension DocumentModel {
    /// Runs the blocks of a node now, as inspecting it in VoiceOver's place would.
    public func evaluateBlocks(ofNode index: Int) {
        guard let analysis else { return }
        let node = analysis.snapshot.nodes[index]
        for kind in BlockKind.allCases {
            if let block = node.block(kind) { _ = analysis.evaluation.run(block, kind: kind, of: node) }
        }
        select(node: index)
    }
}
