import AXModel

/// A VoiceOver session driven step by step (voiceover-model.md §6, cli.md `simulate`): the
/// cursor, the state, actions and their effects on a clock, and the speech a user hears.
///
/// The session starts with no element focused. Only `wait` advances the clock; effects with a
/// delay run when the clock reaches them.
public final class Session {
    /// What one step did.
    public struct Record: Sendable {
        public var step: Step
        public var time: Double
        /// The focused element's node id after the step.
        public var focus: String?
        /// What VoiceOver started to say for the step (hints excluded), or nil.
        public var spoken: String?
        public var state: [(name: String, value: Value)]
        /// Every block evaluation so far, by `NODEID.BLOCKKIND`, sorted by key.
        public var evaluations: [(key: String, count: Int)]
        /// Problems that did not stop the step (an effect's expression that failed).
        public var warnings: [String]
    }

    public let analysis: Analysis
    public private(set) var timeline: SpeechTimeline
    public private(set) var clock = 0.0
    /// The node of the focused element.
    public internal(set) var focusedNode: Int?
    public private(set) var records: [Record] = []
    /// Elements activated so far (a `requiresActivation` region passes touches through after).
    public internal(set) var activated: Set<Int> = []
    private var delayed: [(time: Double, sequence: Int, effect: Effect, owner: Int)] = []
    private var sequence = 0
    /// Sequence numbers and texts of what this step posted (hints excluded).
    var spokenThisStep: [(sequence: Int, text: String)] = []
    /// The focused element's value when it was last spoken, to tell whether an action changed it.
    var lastValue: (node: Int, value: String?)?
    var warningsThisStep: [String] = []
    /// Called after each step and after each delayed effect (the window redraws).
    public var onChange: (() -> Void)?
    /// What was said when the focused element was last spoken.
    public internal(set) var lastDescription: Narrator.Description?
    /// The node the cursor moved onto without a word (a touch on a `silentOnTouch` region).
    private var silentlyFocusedNode: Int?
    /// True while the cursor is on an element it reached silently: a touch on a direct-touch
    /// region that is `silentOnTouch`, whose touches go to the app.
    public var focusIsSilent: Bool { silentlyFocusedNode != nil && silentlyFocusedNode == focusedNode }
    /// How many times the elements were derived again (after `set`, `screenChanged`, …).
    public private(set) var resolutions = 0

    /// Flat, or grouped: a `contain` container is one stop, entered with `enter`, left with `exit`.
    public let navigation: NavigationStyle
    /// Grouped navigation: the container under the cursor (when a group stop is focused).
    public internal(set) var focusedContainer: Int?
    /// Grouped navigation: the container the user entered, whose stops `next`/`previous` walk.
    public internal(set) var scope: Int?

    public init(analysis: Analysis, rate: Double = 15, navigation: NavigationStyle = .flat) {
        self.analysis = analysis
        self.navigation = navigation
        timeline = SpeechTimeline(rate: rate)
    }

    var snapshot: Snapshot { analysis.snapshot }

    /// The focused stop, from 0.
    public var focus: Int? { focusedNode.flatMap { analysis.resolution.stopIndex(ofNode: $0) } }

    public var focusedElement: ElementModel? { focus.map { analysis.resolution.elements[$0] } }

    /// Takes one step at the current time.
    @discardableResult
    public func take(_ step: Step) throws(StepError) -> Record {
        spokenThisStep = []
        warningsThisStep = []
        switch step {
        case .next: move(by: 1)
        case .previous: move(by: -1)
        case .first: if let stop = navigationStops.first { focus(stop) }
        case .last: if let stop = navigationStops.last { focus(stop) }
        case .enter: try enter(step: step)
        case .exit: try exit(step: step)
        case .perform(let kind): try perform(.kind(kind), step: step)
        case .longPress:
            guard analysis.screenReader == .talkBack else {
                throw StepError(step: step.description, message: "a long press is TalkBack's (double-tap and hold): only on an Android snapshot")
            }
            try perform(.longPress, step: step)
        case .customAction(let name): try performCustomAction(name, step: step)
        case .focus(let id):
            guard let node = snapshot.index[id] else { throw StepError(step: step.description, message: "no node has the id '\(id)'") }
            guard let stop = analysis.resolution.stopIndex(ofNode: node) else {
                throw StepError(step: step.description, message: "'\(id)' is not a focus stop now: \(analysis.explanation(ofNode: node))")
            }
            focus(stop: stop)
        case .set(let name, let expression):
            do throws(EvaluationError) {
                try assign(name, expression)
            } catch {
                throw StepError(step: step.description, message: "cannot evaluate: \(error.message)")
            }
        case .touch(let point): analysis.model.touch(point, in: self)
        case .wait(let seconds): wait(seconds)
        }
        let started = spokenThisStep.filter { step.isAction || timeline.hasStarted($0.sequence) }.map(\.text)
        let focusedID = focusedContainer.map { snapshot.nodes[analysis.resolution.containers[$0].node].id }
            ?? focusedNode.map { snapshot.nodes[$0].id }
        let record = Record(step: step, time: clock, focus: focusedID,
                            spoken: started.isEmpty ? nil : started.joined(separator: " "),
                            state: analysis.evaluation.stateOrder.map { ($0, analysis.evaluation.state[$0] ?? .null) },
                            evaluations: analysis.evaluation.counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                            warnings: warningsThisStep)
        records.append(record)
        onChange?()
        return record
    }

    /// Runs the delayed effects still pending and lets speech run to its end.
    public func finish() {
        while let next = delayed.min(by: { ($0.time, $0.sequence) < ($1.time, $1.sequence) }) {
            advanceClock(to: next.time)
        }
        timeline.finish()
        onChange?()
    }

    // MARK: Focus

    /// The stops `next` and `previous` walk: every element (flat), the top level with groups as
    /// stops (grouped), or the stops of the entered group, groups nested in it as stops.
    var navigationStops: [NavigationStop] {
        analysis.navigationStops(navigation, inside: scope)
    }

    /// Where the cursor is among ``navigationStops``.
    var currentStop: NavigationStop? {
        if let focusedContainer { return .container(focusedContainer) }
        return focus.map(NavigationStop.element)
    }

    private func move(by step: Int) {
        let stops = navigationStops
        guard !stops.isEmpty else { return }
        guard let current = currentStop, let position = stops.firstIndex(of: current) else {
            return focus(step > 0 ? stops[0] : stops[stops.count - 1])
        }
        let target = position + step
        guard stops.indices.contains(target) else { return }
        focus(stops[target])
    }

    func focus(_ stop: NavigationStop) {
        switch stop {
        case .element(let index): focus(stop: index)
        case .container(let index):
            focusedContainer = index
            focusedNode = nil
            let container = analysis.resolution.containers[index]
            say(analysis.spokenLabel(ofContainer: index), priority: .default, language: analysis.narrator.language(ofNode: container.node))
        }
    }

    /// Moves the cursor to a stop (in grouped navigation, into the group holding it) and, unless
    /// `silently`, speaks it: in flat navigation the labels of the groups it enters and the
    /// description (default), then the hint (low).
    func focus(stop: Int, silently: Bool = false) {
        let previous = focus
        let element = analysis.resolution.elements[stop]
        focusedNode = element.node
        focusedContainer = nil
        silentlyFocusedNode = silently ? element.node : nil
        if navigation == .grouped { scope = analysis.innermostNamedGroup(ofStop: stop) }
        guard !silently else { return }
        analysis.model.speakFocus(element, entering: navigation == .flat ? analysis.enteredGroupLabels(from: previous, to: stop) : [],
                                  in: self)
    }

    /// Grouped navigation: into the focused group, onto its first stop (an element, or a group
    /// nested in it).
    private func enter(step: Step) throws(StepError) {
        guard navigation == .grouped else { throw StepError(step: step.description, message: "only with grouped navigation") }
        guard let container = focusedContainer else { throw StepError(step: step.description, message: "the cursor is not on a group") }
        guard let first = analysis.navigationStops(.grouped, inside: container).first else { return }
        scope = container
        focus(first)
    }

    /// Grouped navigation: out of the entered group, back onto the group as one stop among the
    /// stops of the group around it.
    private func exit(step: Step) throws(StepError) {
        guard navigation == .grouped else { throw StepError(step: step.description, message: "only with grouped navigation") }
        guard let scope else { throw StepError(step: step.description, message: "the cursor is not inside a group") }
        self.scope = analysis.enclosingNamedGroup(startingAt: analysis.resolution.containers[scope].parent)
        focus(.container(scope))
    }

    /// Speaks a focused element: the entered groups' labels and its description as one default
    /// utterance, then its hint and "Actions Available" as one low utterance.
    func speak(_ element: ElementModel, entering labels: [String]) {
        guard let description = try? analysis.narrator.describe(element),
              let words = try? analysis.narrator.words(for: element) else { return }
        let language = analysis.narrator.language(of: element)
        lastValue = (element.node, description.value)
        lastDescription = description
        say(Analysis.utterance(entering: labels, description: description.speech.description),
            priority: .default, language: language)
        var after = description.speech.hint ?? ""
        if !description.speech.customActions.isEmpty {
            after = SpeechBuilder.append(words[.actionsAvailable], to: after)
        }
        if !after.isEmpty { postHint(after, language: language) }
    }

    /// Posts what follows a focused element's description (its hint) as a low utterance: it waits
    /// for the description, and the next move drops it.
    func postHint(_ text: String, language: String) {
        timeline.post(text, priority: .low, at: clock, language: language)
    }

    func say(_ text: String, priority: AnnouncementPriority, language: String) {
        spokenThisStep.append((timeline.post(text, priority: priority, at: clock, language: language), text))
    }

    /// Sets a state value from an expression and re-derives the elements.
    func assign(_ name: String, _ expression: SourcedExpression) throws(EvaluationError) {
        analysis.evaluation.set(name, to: try analysis.evaluation.evaluate(expression))
        resolveKeepingFocus()
    }

    /// Re-derives the elements after the state changed. The cursor stays on its element if it is
    /// still a stop; otherwise it moves, silently, to the stop now at its position (or the last).
    func resolveKeepingFocus() {
        let previous = focus
        let containerNodes = (focusedContainer.map(containerNode), scope.map(containerNode))
        analysis.resolveAgain()
        resolutions += 1
        // Containers are numbered anew: follow the group and the scope by their node.
        focusedContainer = containerNodes.0.flatMap(containerIndex(ofNode:))
        scope = containerNodes.1.flatMap(containerIndex(ofNode:))
        guard let node = focusedNode, analysis.resolution.stopIndex(ofNode: node) == nil else { return }
        let elements = analysis.resolution.elements
        focusedNode = elements.isEmpty ? nil : elements[min(previous ?? 0, elements.count - 1)].node
    }

    private func containerNode(_ container: Int) -> Int { analysis.resolution.containers[container].node }

    private func containerIndex(ofNode node: Int) -> Int? {
        if case .container(let index) = analysis.resolution.roles[node] { return index }
        return nil
    }

    // MARK: Clock

    private func wait(_ seconds: Double) { advance(to: clock + seconds) }

    /// Lets the clock run to `target` without taking a step: delayed effects due by then run and
    /// speech goes on (the window calls this as real time passes).
    public func advance(to target: Double) {
        guard target > clock else { return }
        while let next = delayed.filter({ $0.time <= target }).min(by: { ($0.time, $0.sequence) < ($1.time, $1.sequence) }) {
            advanceClock(to: next.time)
        }
        clock = target
        timeline.advance(to: target)
    }

    /// Moves the clock to `time` and runs the delayed effects due then.
    private func advanceClock(to time: Double) {
        clock = max(clock, time)
        timeline.advance(to: clock)
        let due = delayed.filter { $0.time <= clock }.sorted { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
        delayed.removeAll { $0.time <= clock }
        for item in due { run(item.effect, owner: item.owner) }
        onChange?()
    }

    /// Runs effects: those without delay now, in order; the others when the clock reaches them.
    func run(_ effects: [Effect], owner: Int) {
        for effect in effects {
            if effect.delay > 0 {
                sequence += 1
                delayed.append((clock + effect.delay, sequence, effect, owner))
            } else {
                run(effect, owner: owner)
            }
        }
    }
}
