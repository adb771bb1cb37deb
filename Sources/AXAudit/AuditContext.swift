import AXEngine
import AXModel
import AXTalkBack

/// What the rules share: the engine's view of the snapshot at its initial state (flat
/// navigation), each stop's speech and words, and the probes (audit.md §1).
final class AuditContext {
    let snapshot: Snapshot
    let analysis: Analysis
    /// A dump, a snapshot with `importedFrom`, or one with `importNotes` (older imports).
    let isImported: Bool
    /// Whether any action or custom action in the snapshot has an effect.
    let hasAnyEffect: Bool
    /// Whether any node has `auditIgnore` entries.
    var hasAuditIgnore: Bool { !snapshot.nodesWithAuditIgnore.isEmpty }
    /// Whether any node is a `webView`.
    let hasWebView: Bool
    /// The stops, in order.
    let stops: Stops
    /// Modal nodes the engine kept (model §1 rule 6).
    let activeModals: [Int]
    let prober: Prober
    /// An Android snapshot as ATF's checks read it; nil for an iOS one.
    let atf: ATFHierarchy?
    /// The screenshot's pixels, or why there are none; read on first use.
    lazy var screenshot: Result<ScreenshotPixels, ScreenshotPixels.Failure> = ScreenshotPixels.load(for: snapshot)
    /// The stops that have actions with effects, in order, with those actions: found once, as the
    /// planning and several rules ask it of every stop (no other stop is probed).
    private(set) lazy var actionStops: [(stop: Int, actions: [(ProbeAction, [Effect])])] = stops.indices.compactMap { stop in
        let actions = Prober.actions(of: stops[stop].element, in: snapshot, inherited: prober.inherited,
                                     names: analysis.narrator.properties.name(of:))
        return actions.isEmpty ? nil : (stop, actions)
    }

    /// Each stop's place in ``actionStops``; -1 for none.
    private lazy var actionStopOfStop: [Int32] = {
        var places = [Int32](repeating: -1, count: stops.count)
        for (place, entry) in actionStops.enumerated() { places[entry.stop] = Int32(place) }
        return places
    }()
    /// The stops in order, each with its label and the label's tokens (read into one buffer, not
    /// kept: a million stops' tokens take 100 MB; none without a label).
    func forEachStop(_ body: (_ stop: StopInfo, _ label: String?, _ tokens: Tokens) -> Void) {
        var tokens = Tokens()
        for stop in stops {
            let label = stop.label
            tokens.read(label ?? "")
            body(stop, label, tokens)
        }
    }

    /// Traits that make a stop a control.
    static let controlTraits: Traits = [.button, .link, .switchButton, .adjustable, .textEntry, .searchField,
                                        .keyboardKey, .backButton, .tabBarItem]

    /// The stops in order, each made when it is read: a million stops are kept while the rules
    /// run, as 2 bytes each (the index of their kind).
    struct Stops: RandomAccessCollection {
        let elements: [ElementModel]
        let kinds: [StopInfo.Kind]
        let kindIndices: [UInt16]

        var startIndex: Int { 0 }
        var endIndex: Int { kindIndices.count }

        /// The labels read so far, when labels come from blocks (nil: read each time).
        let labels: Labels?

        subscript(position: Int) -> StopInfo {
            StopInfo(element: elements[position], kind: kinds[Int(kindIndices[position])], index: position, labels: labels)
        }
    }

    /// The stops' labels once read: a label block runs an expression, and several rules read
    /// every label.
    final class Labels {
        private var labels: [String?]
        private var read: [Bool]

        init(count: Int) {
            labels = Array(repeating: nil, count: count)
            read = Array(repeating: false, count: count)
        }

        func label(_ stop: Int, _ reading: () -> String?) -> String? {
            if read[stop] { return labels[stop] }
            let label = reading()
            labels[stop] = label
            read[stop] = true
            return label
        }
    }

    /// One stop as the rules see it; its label, value and hint are read when a rule asks (a
    /// block gives the same text every time it runs).
    struct StopInfo {
        let element: ElementModel
        private let kind: Kind
        /// The stop's position in ``AuditContext/stops``.
        let index: Int

        /// What the stops of one language, the same spoken traits, control or not and speaking
        /// or not share: word lists, role words, those two and how to read properties.
        final class Kind {
            let words: WordLists
            let roleWords: [WordEntry]
            let isControl: Bool
            /// The word table of the stops' language, as describing them reads it (nil when the
            /// language has none: the stops say nothing).
            let table: WordTable?
            let properties: ElementProperties

            init(words: WordLists, roleWords: [WordEntry], isControl: Bool, table: WordTable?, properties: ElementProperties) {
                self.words = words
                self.roleWords = roleWords
                self.isControl = isControl
                self.table = table
                self.properties = properties
            }
        }

        private let labels: Labels?

        init(element: ElementModel, kind: Kind, index: Int, labels: Labels?) {
            self.element = element
            self.kind = kind
            self.index = index
            self.labels = labels
        }

        var node: Int { element.node }
        /// Label as read (nil or non-empty).
        var label: String? {
            guard kind.table != nil else { return nil }
            guard let labels else { return kind.properties.label(element) }
            return labels.label(index) { kind.properties.label(element) }
        }
        var speaks: Bool { kind.table != nil }
        /// The word table describing the stop reads; nil when it says nothing.
        var table: WordTable? { kind.table }
        var words: WordLists { kind.words }
        /// The role words of the traits whose words step 4 speaks (`button`, `header`, …), in
        /// their order.
        var roleWords: [WordEntry] { kind.roleWords }
        var isControl: Bool { kind.isControl }
        var traits: Traits { element.traits }
    }

    /// The stop's value as read (nil or non-empty).
    func value(_ stop: StopInfo) -> String? { stop.speaks ? analysis.narrator.properties.value(stop.element) : nil }

    /// The author's hint as read (nil or non-empty).
    func hint(_ stop: StopInfo) -> String? { analysis.narrator.properties.hint(stop.element) }

    func hasValue(_ stop: StopInfo) -> Bool { !TextMatcher.isBlank(value(stop) ?? "") }

    init(snapshot: Snapshot, isDump: Bool, probeLimit: Int = Prober.limit) throws(WordLists.LoadError) {
        self.snapshot = snapshot
        let analysis = Analysis(snapshot: snapshot, recordsRuns: false)
        self.analysis = analysis
        let nodes = snapshot.nodes
        // One pass over the nodes, parents before children (document order): each node's
        // language as a position in `tags` (a byte a node; ``unlisted`` past the first 255 tags,
        // found again when needed), and what the audit asks of all nodes.
        var tags = [analysis.narrator.locale], tagIndex = [analysis.narrator.locale: 0]
        var languageOfNode = [UInt8](repeating: 0, count: nodes.count)
        var isImported = isDump || snapshot.importedFrom != nil, hasAnyEffect = false
        var hasWebView = false, hasLabelBlocks = false
        var activeModals: [Int] = []
        var inherited: Set<ActionKind> = []
        var languages = snapshot.nodesWithLanguage.makeIterator(), nextWithLanguage = languages.next()
        for (index, node) in nodes.enumerated() {
            if index == nextWithLanguage, let tag = node.language {
                nextWithLanguage = languages.next()
                if tagIndex[tag] == nil, tags.count < Int(AuditContext.unlisted) {
                    tagIndex[tag] = tags.count
                    tags.append(tag)
                }
                languageOfNode[index] = tagIndex[tag].map(UInt8.init) ?? AuditContext.unlisted
            } else if let parent = node.parent {
                languageOfNode[index] = parent < index ? languageOfNode[parent] : AuditContext.unlisted
            }
            if !isImported, !node.importNotes.isEmpty { isImported = true }
            let actions = node.actions
            if !actions.isEmpty {
                if !hasAnyEffect { hasAnyEffect = actions.contains { !$0.effects.isEmpty } }
                Prober.addInheritedKinds(of: actions, to: &inherited)
            }
            if !hasAnyEffect { hasAnyEffect = node.customActions.contains { !$0.effects.isEmpty } }
            if node.isModal, analysis.resolution.roles[index].isReachable { activeModals.append(index) }
            if node.type == .webView { hasWebView = true }
            if node.labelBlock != nil { hasLabelBlocks = true }
        }
        self.isImported = isImported
        self.hasWebView = hasWebView
        self.hasAnyEffect = hasAnyEffect
        self.activeModals = activeModals
        // Each language's word lists and word table (nil when it has none: describing its
        // elements says nothing), as one of the few distinct pairs the resource files make.
        let cache = WordListCache()
        var resolvedOfTag = [Int32](repeating: -1, count: tags.count)
        var resolved: [(words: WordLists, table: WordTable?)] = []
        // Stops of one language pair, the same spoken traits and control or not share their
        // kind: at most a few pairs × 2⁹ trait sets × 2.
        var kindIndex: [KindKey: UInt16] = [:]
        var kinds: [StopInfo.Kind] = []
        var kindIndices: [UInt16] = []
        kindIndices.reserveCapacity(analysis.resolution.elements.count)
        for element in analysis.resolution.elements {
            var tag = Int(languageOfNode[element.node])
            if tag == Int(AuditContext.unlisted) {
                let language = analysis.narrator.language(of: element)
                tag = tagIndex[language] ?? tags.count
                if tag == tags.count {
                    tagIndex[language] = tag
                    tags.append(language)
                    resolvedOfTag.append(-1)
                }
            }
            if resolvedOfTag[tag] < 0 {
                let pair = (words: try cache.lists(for: tags[tag]), table: try? analysis.narrator.words(for: element))
                let known = resolved.firstIndex { $0.words === pair.words && $0.table?.language == pair.table?.language }
                resolvedOfTag[tag] = Int32(known ?? resolved.count)
                if known == nil { resolved.append(pair) }
            }
            let pair = Int(resolvedOfTag[tag])
            let spokenTraits = AuditContext.spokenTraitMask(element)
            let key = KindKey(pair: UInt16(pair), traits: spokenTraits, isControl: AuditContext.isControl(element, in: snapshot))
            if let shared = kindIndex[key] {
                kindIndices.append(shared)
            } else {
                let (words, table) = resolved[pair]
                kindIndex[key] = UInt16(kinds.count)
                kindIndices.append(UInt16(kinds.count))
                kinds.append(StopInfo.Kind(words: words, roleWords: words.roleWords(of: AuditContext.spokenTraitNames(spokenTraits)),
                                           isControl: key.isControl, table: table, properties: analysis.narrator.properties))
            }
        }
        stops = Stops(elements: analysis.resolution.elements, kinds: kinds, kindIndices: kindIndices,
                      labels: hasLabelBlocks ? Labels(count: kindIndices.count) : nil)
        prober = Prober(snapshot: snapshot, initial: analysis.resolution, limit: probeLimit, inherited: inherited)
        prober.activeModals = activeModals
        if let screen = analysis.talkBackScreen {
            let root = snapshot.nodes.indices.first.map { analysis.narrator.language(ofNode: $0) } ?? analysis.narrator.locale
            atf = ATFHierarchy(snapshot: snapshot, screen: screen, words: try ATFWords.table(for: root))
        } else {
            atf = nil
        }
    }

    /// A node's language not among the first 255 tags of the snapshot.
    private static let unlisted: UInt8 = 255

    private struct KindKey: Hashable {
        var pair: UInt16
        var traits: UInt16
        var isControl: Bool
    }

    /// The traits whose words model §4 step 4 speaks, in that order.
    static let spokenTraitOrder = ["button", "switchButton", "tab", "textEntry", "header", "link", "adjustable", "image",
                                   "searchField"]

    /// The traits whose words model §4 step 4 speaks for the element, as a bit per
    /// ``spokenTraitOrder`` entry.
    static func spokenTraitMask(_ element: ElementModel) -> UInt16 {
        let traits = element.traits
        var isTab = traits.contains(.tabBarItem)
        if case .series(_, _, true) = element.context { isTab = true }
        var mask: UInt16 = 0
        func add(_ bit: Int, _ condition: Bool) { if condition { mask |= 1 << bit } }
        add(0, traits.contains(.button) && traits.isDisjoint(with: [.keyboardKey, .switchButton, .tabBarItem, .backButton]) && !isTab)
        add(1, traits.contains(.switchButton) && traits.contains(.button))
        add(2, isTab)
        add(3, traits.contains(.textEntry))
        add(4, traits.contains(.header))
        add(5, traits.contains(.link))
        add(6, traits.contains(.adjustable))
        add(7, traits.contains(.image))
        add(8, traits.contains(.searchField))
        return mask
    }

    /// The names of a ``spokenTraitMask(_:)``'s traits, in order.
    static func spokenTraitNames(_ mask: UInt16) -> [String] {
        spokenTraitOrder.indices.filter { mask & (1 << $0) != 0 }.map { spokenTraitOrder[$0] }
    }

    /// A control (audit.md §1): a control trait, a tab or segment context, or an `activate`,
    /// `increment` or `decrement` action with an effect.
    static func isControl(_ element: ElementModel, in snapshot: Snapshot) -> Bool {
        if !element.traits.isDisjoint(with: controlTraits) { return true }
        if case .series = element.context { return true }
        if hasEffectiveControlAction(snapshot.nodes[element.node]) { return true }
        return element.defaultActionNode.map { hasEffectiveControlAction(snapshot.nodes[$0]) } ?? false
    }

    static func hasEffectiveControlAction(_ node: Node) -> Bool {
        node.actions.contains { ($0.kind == .activate || $0.kind == .increment || $0.kind == .decrement) && !$0.effects.isEmpty }
    }

    /// An interactive node (audit.md §1): enabled, with a control trait of its own, such an action,
    /// or custom actions.
    func isInteractive(_ index: Int) -> Bool {
        let node = snapshot.nodes[index]
        let traits = node.effectiveTraits
        guard !traits.contains(.notEnabled) else { return false }
        return !traits.isDisjoint(with: AuditContext.controlTraits) || AuditContext.hasEffectiveControlAction(node)
            || !node.customActions.isEmpty
    }

    /// Whether a node lies outside every active modal's subtree while one is active.
    func isBehindModal(_ index: Int) -> Bool {
        guard !activeModals.isEmpty else { return false }
        return !activeModals.contains { isInSubtree(index, of: $0) }
    }

    func isInSubtree(_ index: Int, of ancestor: Int) -> Bool {
        var current: Int? = index
        while let node = current {
            if node == ancestor { return true }
            current = snapshot.nodes[node].parent
        }
        return false
    }

    /// A node's own label as a person would name it: its label, else its text.
    func ownLabel(_ index: Int) -> String? { analysis.narrator.properties.ownLabel(index) }

    /// Whether the node lies in a `webView`: web content, whose size and order are the page's.
    func isWebContent(_ index: Int) -> Bool {
        guard hasWebView else { return false }
        var ancestor = snapshot.nodes[index].parent
        while let node = ancestor {
            if snapshot.nodes[node].type == .webView { return true }
            ancestor = snapshot.nodes[node].parent
        }
        return false
    }
}

extension AuditContext {
    /// The stop's actions with effects, in probe order (audit.md §1).
    func probeActions(_ stop: Int) -> [(ProbeAction, [Effect])] {
        let entry = actionStopOfStop[stop]
        return entry < 0 ? [] : actionStops[Int(entry)].actions
    }


    /// What VoiceOver says on the stop (model §4); described again only for the few findings that
    /// quote it.
    func spokenDescription(_ stop: StopInfo) -> String {
        (try? analysis.narrator.describe(stop.element))?.speech.description ?? ""
    }

    /// Steps 1–6 of model §4 for a stop: what it says without its container's context.
    func baseDescription(_ stop: StopInfo) -> String {
        guard let table = stop.table else { return "" }
        var traits = stop.traits
        if case .series(_, _, true) = stop.element.context { traits.insert(.tabBarItem) }
        return SpeechBuilder.speech(label: stop.label, value: value(stop), hint: hint(stop), traits: traits,
                                    context: nil, customActions: [], words: table).description
    }

    /// Why rules that watch effects cannot run, if they cannot (audit.md §5).
    var noEffectsReason: String? {
        if isImported { return "the snapshot was imported (dumps record no effects)" }
        if !hasAnyEffect { return "no action in the snapshot has an effect" }
        return nil
    }
}
