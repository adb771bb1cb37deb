import AXAudit
import AXDrawing
import AXEngine
import AXModel
import Foundation

/// The state of one window: the snapshot shown, the VoiceOver cursor, the selection and the
/// layers. Views observe it; keyboard, clicks and the sidebar change it through its methods, so
/// selection is the same in the canvas, the sidebar and the inspector.
@MainActor
public final class DocumentModel {
    public enum Change { case document, selection, view, speech }

    public private(set) var path: String?
    public private(set) var scene: Scene?
    public private(set) var viewState = ViewState(layers: Layers.all.union(.problems))
    /// “Problem 2 of 6: …” for the node the Problems panel selected, while it stays selected.
    private var problemLine: (node: Int, text: String)?
    /// The last load or reload error (file:line:column: error: …), shown in the window.
    public private(set) var error: String?
    /// Warnings of the last successful load.
    public private(set) var warnings: [String] = []
    /// The VoiceOver session on the snapshot: cursor, state, actions, speech.
    public private(set) var session: Session?
    /// The last step's problem ("no element is focused"), shown in the status line.
    public private(set) var stepError: String?
    /// Whether a click explores by touch (as a finger on the screen) instead of selecting.
    public var touchMode = false {
        didSet { if touchMode != oldValue { notify(.view) } }
    }
    /// Whether the window shows the dark style (libadwaita's style manager decides; the canvas
    /// draws its colours for it).
    public var darkStyle = false {
        didSet { if darkStyle != oldValue { notify(.view) } }
    }
    /// Flat or grouped navigation; changing it starts a new session on the same state.
    public var navigation = NavigationStyle.flat {
        didSet { if navigation != oldValue { restartSession() } }
    }
    /// Speech rate in characters per second; changing it starts a new session on the same state.
    public var rate = 15.0 {
        didSet { if rate != oldValue { restartSession() } }
    }

    /// A new session on the same state (after a rate or navigation change). What was heard so far
    /// stays in the transcript, and the cursor returns to the stop it was on.
    private func restartSession() {
        guard let analysis, let old = session, let scene else { return }
        earlierHeard = transcript.map(\.utterance)
        let focusedID = old.focusedNode.map { scene.snapshot.nodes[$0].id }
        session = Session(analysis: analysis, rate: rate, navigation: navigation)
        clockOffset = clock()
        viewState.focus = nil
        if let focusedID, scene.snapshot.index[focusedID] != nil {
            take(.focus(id: focusedID))
        } else {
            notify(.selection)
            notify(.speech)
        }
    }

    /// What was heard in earlier sessions on this document, on the document's clock.
    private var earlierHeard: [SpeechTimeline.Utterance] = []
    /// When the document was shown (the start of its first session).
    private var documentStart = 0.0

    /// Everything heard since the document was shown, earlier sessions first, with times on one
    /// clock; `speaking` marks the utterance being spoken now.
    public var transcript: [(utterance: SpeechTimeline.Utterance, speaking: Bool)] {
        let earlier = earlierHeard.map { (utterance: $0, speaking: false) }
        guard let session else { return earlier }
        let shift = clockOffset - documentStart, speaking = session.timeline.speaking?.sequence
        return earlier + session.timeline.heardSoFar.map { heard in
            var shifted = heard
            shifted.posted += shift
            shifted.start += shift
            shifted.end += shift
            return (shifted, heard.sequence == speaking)
        }
    }
    /// Seconds since the session started; real time in the window, settable in tests.
    public var clock: () -> Double
    private var observers: [(Change) -> Void] = []
    private var seenResolutions = 0

    public init() {
        let start = ProcessInfo.processInfo.systemUptime
        clock = { ProcessInfo.processInfo.systemUptime - start }
    }

    public var analysis: Analysis? { scene?.analysis }
    public var stopCount: Int { scene?.stops.count ?? 0 }

    /// What was said when the focused element was last spoken.
    public var spoken: Narrator.Description? { session?.lastDescription }

    public func observe(_ observer: @escaping (Change) -> Void) { observers.append(observer) }

    private func notify(_ change: Change) { for observer in observers { observer(change) } }

    // MARK: Loading

    /// Shows a newly loaded snapshot (its scene, built off the main thread) with a new session;
    /// the cursor returns to the same stop number when the same file is reloaded.
    public func show(_ scene: Scene, path: String, warnings: [String]) {
        let analysis = scene.analysis
        let sameFile = self.path == path
        let previousFocus = sameFile ? viewState.focus : nil
        self.path = path
        self.scene = scene
        error = nil
        stepError = nil
        self.warnings = warnings
        let start = clock()
        let newSession = Session(analysis: analysis, rate: rate, navigation: navigation)
        session = newSession
        seenResolutions = 0
        clockOffset = start
        documentStart = start
        earlierHeard = []
        describedAfterChange = nil
        viewState.focus = nil
        if !sameFile || (viewState.selectedNode ?? 0) >= analysis.snapshot.nodes.count { viewState.selectedNode = nil }
        notify(.document)
        if let stop = previousFocus, stop < analysis.resolution.elements.count { focus(on: stop) } else { notify(.selection) }
    }

    /// The session's clock starts when the snapshot is shown.
    private var clockOffset = 0.0
    private var now: Double { clock() - clockOffset }

    /// Records a load error; the last good snapshot stays on screen.
    public func fail(_ message: String, path: String) {
        if scene == nil { self.path = path }
        error = message
        notify(.document)
    }

    // MARK: The session

    /// Takes a step at the current time and shows what it did.
    public func take(_ step: Step) {
        guard let session, let scene else { return }
        session.advance(to: now)
        do throws(StepError) {
            try session.take(step)
            stepError = nil
        } catch {
            stepError = error.description
        }
        describedAfterChange = nil
        let resolved = followResolutions(of: session, in: scene)
        // The status line says the focused element as it is now: after a state change, or a
        // click that changed the screen (TalkBack's toggled switch).
        if case .set = step { describeFocusAgain(session) } else if resolved || session.focusIsSilent { describeFocusAgain(session) }
        if resolved { notify(.document) }
        showFocus(of: session, in: scene)
        if case .touch = step, session.focusIsSilent {
            silentTouches += 1
            silentTouch = (statusLine, silentTouches)
        }
        notify(.speech)
    }

    /// Puts the view's cursor and selection where the session's cursor is.
    private func showFocus(of session: Session, in scene: Scene) {
        viewState.focus = session.focus
        if let node = session.focusedNode { viewState.selectedNode = node }
        if let container = session.focusedContainer { viewState.selectedNode = scene.analysis.resolution.containers[container].node }
        notify(.selection)
    }

    /// Updates the scene when the session derived the elements again; true when it did.
    private func followResolutions(of session: Session, in scene: Scene) -> Bool {
        guard session.resolutions != seenResolutions else { return false }
        seenResolutions = session.resolutions
        scene.update()
        return true
    }

    /// The status line of the last touch that landed on a silent direct-touch region, and how
    /// many did so far: the window announces it, since VoiceOver says nothing there.
    public private(set) var silentTouch: (text: String, sequence: Int)?
    private var silentTouches = 0

    /// The focused stop's description read again after a state change (what the status line
    /// shows); nil until then.
    private var describedAfterChange: Narrator.Description?

    /// Reads the focused element again, as the status line shows it now (its blocks run once more).
    private func describeFocusAgain(_ session: Session) {
        guard let element = session.focusedElement else { return }
        describedAfterChange = try? session.analysis.narrator.describe(element)
    }

    /// Lets the session's clock follow real time: delayed effects run, speech goes on.
    public func tick() {
        guard let session, let scene else { return }
        let before = SpeechSignature(session)
        let focusBefore = (session.focusedNode, session.focusedContainer)
        session.advance(to: now)
        guard SpeechSignature(session) != before else { return }
        let resolved = followResolutions(of: session, in: scene)
        if resolved { notify(.document) }
        // A delayed effect may have moved the cursor (`focus`, `screenChanged`).
        if resolved || focusBefore != (session.focusedNode, session.focusedContainer) { showFocus(of: session, in: scene) }
        notify(.speech)
    }

    /// Moves the cursor to stop `index` (from 0), selects its node and speaks it.
    public func focus(on index: Int) {
        guard let scene, scene.stops.indices.contains(index) else { return }
        take(.focus(id: scene.snapshot.nodes[scene.stops[index].node].id))
    }

    public func next() { take(.next) }
    public func previous() { take(.previous) }
    public func first() { take(.first) }
    public func last() { take(.last) }
    public func perform(_ kind: ActionKind) { take(.perform(kind)) }
    /// TalkBack's double-tap and hold (an Android snapshot).
    public func longPress() { take(.longPress) }
    public func enterGroup() { take(.enter) }
    public func exitGroup() { take(.exit) }
    public func perform(customAction name: String) { take(.customAction(name)) }

    /// Sets a state value from an expression typed by the user; the screen re-resolves at once.
    public func setState(_ name: String, expression source: String) {
        do throws(ExpressionSyntaxError) {
            take(.set(name: name, expression: SourcedExpression(source: source, expression: try ExpressionParser.parse(source))))
        } catch {
            stepError = "\(name) = \(source): \(error.message)"
            notify(.selection)
        }
    }

    // MARK: Selection

    /// Selects a node; a stop also takes the cursor.
    public func select(node: Int) {
        guard let scene, scene.snapshot.nodes.indices.contains(node) else { return }
        if let stop = scene.analysis.resolution.stopIndex(ofNode: node) { return focus(on: stop) }
        stepError = nil
        viewState.selectedNode = node
        notify(.selection)
    }

    /// Selects a finding's node from the Problems panel; the status line reads `problem`.
    public func select(node: Int, problem: String) {
        problemLine = (node, problem)
        select(node: node)
    }

    /// A click at a point of the screen (points): touch exploration in touch mode, else selection.
    public func click(at point: Point) {
        if touchMode { take(.touch(point)) } else { select(at: point) }
    }

    /// Selects the node under a point of the screen (points).
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

    /// The last audit's findings (the Problems panel sets them after each audit).
    public private(set) var findings: [Finding] = []
    /// The positions in `findings` of each node's findings, so that showing a node does not scan
    /// all of them (a million-element screen can have a finding for most of its elements).
    private var findingsByNode: [Int: [Int]] = [:]

    /// The last audit's findings on `node`, in the audit's order.
    public func findings(ofNode node: Int) -> [Finding] {
        findingsByNode[node, default: []].map { findings[$0] }
    }

    /// Takes an audit's findings: the Problems layer marks their elements, the inspector lists them.
    public func setProblems(_ findings: [Finding]) {
        self.findings = findings
        findingsByNode = Dictionary(grouping: findings.indices) { findings[$0].node }
        viewState.problems = ProblemMark.marks(of: findings.map { ($0.node, $0.severity.rawValue) })
        notify(.view)
    }

    public func setShowsUnreachable(_ shows: Bool) {
        viewState.showsUnreachable = shows
        notify(.view)
    }

    /// "Stop 3 of 12: Filter, Switch Button, On." or what the selected node is.
    public var statusLine: String {
        guard let scene else { return error == nil ? "No snapshot" : "The snapshot could not be loaded" }
        if let stepError { return stepError }
        if let problemLine, problemLine.node == viewState.selectedNode { return problemLine.text }
        if let container = session?.focusedContainer {
            return "Group: \(scene.analysis.spokenLabel(ofContainer: container)). Shift+Down enters it."
        }
        if let focus = viewState.focus, viewState.selectedNode == scene.stops[focus].node {
            let description = describedAfterChange ?? spoken
            let spoken = description?.speech.description ?? ""
            guard session?.focusIsSilent == true else { return "Stop \(focus + 1) of \(scene.stops.count): \(spoken)" }
            let sentence = spoken.isEmpty || spoken.hasSuffix(".") ? spoken : spoken + "."
            return "Stop \(focus + 1) of \(scene.stops.count): \(sentence) Direct touch, silent: VoiceOver says nothing here and passes the touch to the app."
        }
        if let node = viewState.selectedNode {
            return "\(scene.snapshot.nodes[node].id): \(scene.analysis.explanation(ofNode: node))"
        }
        if touchMode { return "\(scene.stops.count) stops. Touch mode: click the screen to explore it by touch." }
        return "\(scene.stops.count) stops. Press Right or Tab for the first."
    }
}

/// What a tick may change: the utterances heard, the one speaking, the resolved elements.
private struct SpeechSignature: Equatable {
    let heard: Int
    let lastText: String
    let speakingUntil: Double
    let resolutions: Int

    init(_ session: Session) {
        let heardSoFar = session.timeline.heardSoFar
        heard = heardSoFar.count
        lastText = heardSoFar.last?.text ?? ""
        speakingUntil = session.timeline.nextEnd ?? -1
        resolutions = session.resolutions
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
        notify(.selection)
    }
}
