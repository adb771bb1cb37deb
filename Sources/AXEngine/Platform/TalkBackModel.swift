import AXModel
import AXTalkBack

/// TalkBack's reading of an Android snapshot, given by `AXTalkBack` (README, "The Android
/// model") and presented as VoiceOver's is: a stop for each node TalkBack's linear navigation
/// focuses, the list, grid and scroll containers holding them, and every other node's place.
final class TalkBackModel: ScreenReaderModel {
    var screenReader: ScreenReader { .talkBack }
    /// The clicked compound buttons and the screen last resolved are its own.
    var resolvesFromStateAlone: Bool { false }
    let classes: ClassHierarchy
    /// Why the class table could not be read, if it could not (then only class names the rules
    /// name themselves are known).
    let classTableProblem: String?
    /// The `checked` state of the compound buttons the session clicked.
    private(set) var checked: [Int: Bool] = [:]
    private let snapshot: Snapshot
    private var resolvedScreen: TalkBackScreen?
    /// TalkBack's view of the snapshot as last resolved; before any resolution (an analysis that
    /// reuses another's), the file's, every node shown. Made when first asked for: an analysis
    /// resolves at once, and a view made before would be made for nothing (each is a pass over
    /// the nodes).
    var screen: TalkBackScreen {
        if let resolvedScreen { return resolvedScreen }
        let initial = TalkBackScreen(snapshot: snapshot, classes: classes)
        resolvedScreen = initial
        return initial
    }

    init(snapshot: Snapshot) {
        self.snapshot = snapshot
        do throws(ClassHierarchy.LoadError) {
            classes = try ClassHierarchy.bundled()
            classTableProblem = nil
        } catch {
            classes = ClassHierarchy(superclasses: [:])
            classTableProblem = error.description
        }
    }

    func resolve(_ snapshot: Snapshot, evaluation: Evaluation) -> Resolution {
        resolvedScreen = TalkBackScreen(snapshot: snapshot, classes: classes, shown: { index in
            guard let condition = snapshot.visibleWhen(index) else { return true }
            return (try? evaluation.evaluate(condition)) == .bool(true)
        }, checked: checked)
        return resolution(snapshot)
    }

    /// The resolution of ``screen``: its stops as elements, its scroll containers, and each node's
    /// role.
    private func resolution(_ snapshot: Snapshot) -> Resolution {
        var roles = [NodeRole](repeating: .walkedThrough, count: snapshot.nodes.count)
        var elements: [ElementModel] = []
        elements.reserveCapacity(screen.stops.count)
        for node in screen.stops {
            let clickable = screen.isClickable(node)
            elements.append(ElementModel(node: node, kind: .plain, members: [], labelSources: [], traits: traits(node, in: snapshot),
                                         defaultActionNode: clickable ? node : nil, defaultMember: nil,
                                         customActions: ElementAction.declared(by: node, in: snapshot)))
        }
        // Containers, outermost first; each stop in its innermost.
        let scrollContainers = screen.scrollContainers()
        var containerIndex: [Int: Int] = [:]
        for (index, container) in scrollContainers.enumerated() { containerIndex[container.node] = index }
        var containers: [ContainerModel] = []
        for container in scrollContainers {
            var parent: Int?
            var current = screen.parent(of: container.node)
            while let node = current, parent == nil {
                parent = containerIndex[node]
                current = screen.parent(of: node)
            }
            let role = screen.role(of: container.node)
            containers.append(ContainerModel(node: container.node, kind: role == .list || role == .grid ? .list : .group,
                                             isExplicitlyOrdered: false, stops: container.stops, parent: parent, isContain: false))
            roles[container.node] = .container(containers.count - 1)
        }
        for (stop, element) in elements.enumerated() {
            var current = screen.parent(of: element.node)
            while let node = current {
                if let index = containerIndex[node] {
                    element.place(in: index)
                    break
                }
                current = screen.parent(of: node)
            }
            roles[element.node] = .stop(stop)
        }
        for (node, place) in screen.places.enumerated() where !roles[node].isStopOrContainer {
            switch place {
            case .stop: break
            case .spokenBy(let owner): roles[node] = .merged(into: owner)
            case .passedThrough: roles[node] = .walkedThrough
            case .excluded(let reason): roles[node] = .unreachable(.talkBack(reason))
            }
        }
        return Resolution(elements: elements, containers: containers, roles: roles)
    }

    /// The VoiceOver traits nearest to what TalkBack says of a stop, for what compares and draws
    /// elements whatever their platform (diff, the inspector's chips): its role, selected,
    /// disabled, heading.
    private func traits(_ node: Int, in snapshot: Snapshot) -> Traits {
        var traits: Traits = []
        switch screen.role(of: node) {
        case .button, .imageButton: traits.insert(.button)
        case .checkBox, .radioButton, .checkedTextView: traits.formUnion([.button, .switchButton])
        case .switchWidget, .toggleButton: traits.formUnion([.button, .switchButton])
        case .image: traits.insert(.image)
        case .editText: traits.insert(.textEntry)
        case .seekControl: traits.insert(.adjustable)
        case .webView: traits.insert(.link)
        default: if screen.isClickable(node) { traits.insert(.button) }
        }
        let android = snapshot.android(node)
        if android?.has(.password) == true, screen.role(of: node) == .editText { traits.insert(.secureTextField) }
        if android?.has(.selected) == true { traits.insert(.selected) }
        if android?.has(.enabled) == false { traits.insert(.notEnabled) }
        if android?.has(.heading) == true { traits.insert(.header) }
        return traits
    }

    func makeNarrator(snapshot: Snapshot, evaluation: Evaluation, locale: String?) -> Narrator {
        TalkBackNarrator(snapshot: snapshot, evaluation: evaluation, locale: locale, model: self)
    }

    // MARK: Session

    /// TalkBack speaks the focused node's description (flushing what was being said), then its
    /// usage hint after a pause, as its own utterance that the next move drops.
    func speakFocus(_ element: ElementModel, entering labels: [String], in session: Session) {
        guard let narrator = session.analysis.narrator as? TalkBackNarrator,
              let description = try? narrator.describe(element) else { return }
        let language = narrator.language(of: element)
        session.lastDescription = description
        session.say(description.speech.description, priority: .default, language: language)
        if let hint = description.speech.hint { session.postHint(hint, language: language) }
    }

    /// A double-tap clicks the node (its `activate` effects run when the snapshot has them; a
    /// checkable node toggles, as the framework's compound buttons do, and a row holding one
    /// toggles it, as a preference row does its switch), and TalkBack speaks what the click
    /// changed (`EventTypeViewClickedFeedbackRule`). A double-tap and hold long-clicks: TalkBack
    /// only plays a sound. The other actions run their effects.
    func perform(_ action: SessionAction, on element: ElementModel, in session: Session) {
        let node = element.node
        let snapshot = session.analysis.snapshot
        switch action {
        case .kind(.activate):
            session.activated.insert(node)
            if let effects = snapshot.nodes[node].action(.activate)?.effects {
                session.run(effects, owner: node)
            } else {
                // Only a clickable node takes the click (ACTION_CLICK); nothing else happens.
                guard screen.isClickable(node) else { return }
                if let toggled = screen.toggledByClick(on: node) {
                    checked[toggled] = !screen.isChecked(toggled)
                    session.resolveKeepingFocus()
                }
            }
            guard session.focusedNode == node, let narrator = session.analysis.narrator as? TalkBackNarrator,
                  let words = try? narrator.talkBackWords(for: element), let spoken = screen.clickSpeech(of: node, words: words) else { return }
            session.say(spoken, priority: .default, language: narrator.language(of: element))
        case .kind(let kind):
            session.runEffects(of: kind, for: element)
        case .longPress:
            break
        }
    }

    /// Touch exploration focuses the node TalkBack finds under the finger (`findFocusFromHover`).
    func touch(_ point: Point, in session: Session) {
        guard let node = screen.touchTarget(x: point.x, y: point.y), let stop = session.analysis.resolution.stopIndex(ofNode: node) else {
            return
        }
        session.focus(stop: stop)
    }
}

extension NodeRole {
    var isStopOrContainer: Bool {
        switch self {
        case .stop, .container: true
        default: false
        }
    }
}

extension Analysis {
    /// TalkBack's role of a node of an Android snapshot, as `Role.roleToString` names it
    /// (`ROLE_SWITCH`); nil for an iOS snapshot.
    public func talkBackRoleName(ofNode node: Int) -> String? {
        (model as? TalkBackModel).map { $0.screen.role(of: node).constantName }
    }

    /// TalkBack's word for a node's role in its language ("Switch"; empty for a role without
    /// one); nil for an iOS snapshot.
    public func talkBackRoleWord(ofNode node: Int) -> String? {
        guard let model = model as? TalkBackModel,
              let words = try? TalkBackWords.table(for: narrator.language(ofNode: node)) else { return nil }
        return model.screen.roleName(of: node, words: words)
    }
}

extension Analysis {
    /// TalkBack's view of an Android snapshot at its initial state; nil for an iOS snapshot.
    public var talkBackScreen: TalkBackScreen? { (model as? TalkBackModel)?.screen }
}

extension Analysis {
    /// Whether TalkBack names the stop “Unlabelled” for want of a name (false on iOS).
    public func talkBackSaysUnlabelled(_ element: ElementModel) -> Bool {
        guard let narrator = narrator as? TalkBackNarrator, let words = try? narrator.talkBackWords(for: element),
              let speech = try? narrator.describe(element).speech else { return false }
        let word = words[.unlabelled]
        return !word.isEmpty && speech.description.hasPrefix(word)
    }
}
