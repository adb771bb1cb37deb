import AXEngine
import AXModel

/// An action a probe performs, written as a `simulate` step (audit.md §1, §4).
enum ProbeAction: Hashable, Sendable {
    case perform(ActionKind)
    case custom(String)

    var step: Step {
        switch self {
        case .perform(let kind): .perform(kind)
        case .custom(let name): .customAction(name)
        }
    }

    /// `activate`, `action:Delete`, …
    var name: String { step.description }
}

/// What a probe saw once it settled.
struct Observation {
    /// Whether the probed stop's node is still a stop.
    var isStop: Bool
    var label: String?
    var value: String?
    var selected: Bool
    /// The node the cursor is on.
    var focusedNode: Int?
    /// The context's active modals that are still active.
    var activeModals: Set<Int>
}

/// One probe's outcome.
struct ProbeResult {
    var before: Observation
    var after: Observation
    /// After a second activation (`toggle-without-trait` (b)).
    var afterSecond: Observation?
    /// The action's effects.
    var effects: [Effect]
    /// What was heard from the action on, in start order.
    var utterances: [SpeechTimeline.Utterance]
    /// When the action was performed.
    var actionTime: Double
    /// Whether a `focus` or `layoutChanged` effect of the action names a node that is a stop
    /// once the probe settled.
    var namesAStop: Bool
}

/// Runs probes: a fresh session at the initial state, `focus:S`, settle, the action, settle.
/// At most ``limit`` per audit, in the order they were planned; each runs once.
final class Prober {
    static let limit = 5_000
    let snapshot: Snapshot
    /// The resolution at the initial state, which every probe starts from.
    let initial: Resolution
    let limit: Int
    /// What the probes' analyses share: the resolutions their actions led to, by state.
    private let cache = AnalysisCache()
    private var planned: [ProbeKey: Bool] = [:]
    private var results: [ProbeKey: ProbeResult] = [:]
    var activeModals: [Int] = []

    struct ProbeKey: Hashable {
        var stop: Int
        var action: ProbeAction
    }

    /// Of `escape` and `magicTap`, the kinds some node of the snapshot has.
    let inherited: Set<ActionKind>

    /// `inherited`: of `escape` and `magicTap`, the kinds some node has (found here when the caller
    /// has not found them in its own pass over the nodes).
    init(snapshot: Snapshot, initial: Resolution, limit: Int = Prober.limit, inherited: Set<ActionKind>? = nil) {
        self.snapshot = snapshot
        self.initial = initial
        self.limit = limit
        self.inherited = inherited ?? snapshot.nodes.reduce(into: []) { Prober.addInheritedKinds(of: $1.actions, to: &$0) }
    }

    /// Adds to `kinds` those of `escape` and `magicTap` that are among `actions`.
    static func addInheritedKinds(of actions: [Action], to kinds: inout Set<ActionKind>) {
        for action in actions where action.kind == .escape || action.kind == .magicTap { kinds.insert(action.kind) }
    }

    /// The actions of a stop that have effects, in probe order, with their effects; `inherited`
    /// lists the kinds (of `escape` and `magicTap`) some node has, which a stop may take from an
    /// ancestor.
    static func actions(of element: ElementModel, in snapshot: Snapshot, inherited: Set<ActionKind>,
                        names: (ElementAction) -> String) -> [(ProbeAction, [Effect])] {
        let nodes = snapshot.nodes
        let defaultNode = element.defaultActionNode ?? element.node
        // Most stops have no action at all.
        guard !nodes[element.node].actions.isEmpty || !nodes[defaultNode].actions.isEmpty || !element.customActions.isEmpty
                || !inherited.isEmpty else { return [] }
        var result: [(ProbeAction, [Effect])] = []
        func add(_ action: ProbeAction, _ effects: [Effect]?) {
            if let effects, !effects.isEmpty { result.append((action, effects)) }
        }
        add(.perform(.activate), nodes[defaultNode].action(.activate)?.effects)
        var seen: Set<String> = []
        for action in element.customActions {
            let name = names(action)
            if seen.insert(name).inserted { add(.custom(name), action.effects) }
        }
        for kind in [ActionKind.escape, .magicTap] where inherited.contains(kind) {
            var current: Int? = element.node
            while let index = current, nodes[index].action(kind) == nil { current = nodes[index].parent }
            add(.perform(kind), current.flatMap { nodes[$0].action(kind)?.effects })
        }
        for kind in [ActionKind.increment, .decrement, .zoomIn, .zoomOut] {
            add(.perform(kind), (nodes[element.node].action(kind) ?? nodes[defaultNode].action(kind))?.effects)
        }
        return result
    }

    /// Makes room for about `count` probes, planned and run, at once rather than by doubling.
    func reserve(_ count: Int) {
        planned.reserveCapacity(count)
        results.reserveCapacity(count)
    }

    /// Plans a probe; `twice` activates a second time. Beyond the limit it is refused (false).
    func plan(stop: Int, action: ProbeAction, twice: Bool = false) -> Bool {
        let key = ProbeKey(stop: stop, action: action)
        if let existing = planned[key] {
            planned[key] = existing || twice
        } else if planned.count < limit {
            planned[key] = twice
        } else {
            return false
        }
        return true
    }

    /// The probe's result; nil when the limit refused it (or it was never planned).
    func result(stop: Int, action: ProbeAction) -> ProbeResult? {
        let key = ProbeKey(stop: stop, action: action)
        if let result = results[key] { return result }
        guard let twice = planned[key] else { return nil }
        let result = run(stop: stop, action: action, twice: twice)
        results[key] = result
        return result
    }

    private func run(stop: Int, action: ProbeAction, twice: Bool) -> ProbeResult? {
        let analysis = Analysis(snapshot: snapshot, initialResolution: initial, cache: cache)
        guard analysis.resolution.elements.indices.contains(stop) else { return nil }
        let element = analysis.resolution.elements[stop]
        let node = element.node
        let session = Session(analysis: analysis)
        let properties = analysis.narrator.properties
        guard let effects = Prober.actions(of: element, in: snapshot, inherited: inherited, names: properties.name(of:))
                .first(where: { $0.0 == action })?.1 else { return nil }
        do throws(StepError) {
            try session.take(.focus(id: snapshot.nodes[node].id))
            session.finish()
            let before = observe(session, node: node)
            let heard = session.timeline.heardSoFar.count
            let time = session.clock
            try session.take(action.step)
            session.finish()
            let after = observe(session, node: node)
            let utterances = Array(session.timeline.heardSoFar.dropFirst(heard))
            let namesAStop = effects.contains { effect in
                switch effect.kind {
                case .focus(let id), .layoutChanged(.some(let id)):
                    return snapshot.index[id].flatMap(analysis.resolution.stopIndex(ofNode:)) != nil
                default:
                    return false
                }
            }
            var second: Observation?
            if twice, after.isStop {
                try session.take(action.step)
                session.finish()
                second = observe(session, node: node)
            }
            return ProbeResult(before: before, after: after, afterSecond: second, effects: effects,
                               utterances: utterances, actionTime: time, namesAStop: namesAStop)
        } catch {
            return nil
        }
    }

    private func observe(_ session: Session, node: Int) -> Observation {
        let analysis = session.analysis
        let resolution = analysis.resolution
        var observation = Observation(isStop: false, label: nil, value: nil, selected: false, focusedNode: session.focusedNode,
                                      activeModals: Set(activeModals.filter { resolution.roles[$0].isReachable }))
        if let stop = resolution.stopIndex(ofNode: node) {
            let element = resolution.elements[stop]
            observation.isStop = true
            observation.label = analysis.narrator.properties.label(element)
            observation.value = analysis.narrator.properties.value(element)
            observation.selected = element.traits.contains(.selected)
        }
        return observation
    }
}
