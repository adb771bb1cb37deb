import AXEngine
import AXModel

/// One side of a diff: the derived model of a snapshot, with what is needed to pair and judge
/// its stops (diff.md §2). It keeps neither the snapshot nor the analysis: the stops and the node
/// lookup hold copies of what the comparison reads.
public struct DiffSide: Sendable {
    /// The file as given on the command line.
    public var file: String
    /// The format the input was read as.
    public var format: String
    /// Converted from a dump or written by `import`: what dumps lack is not compared.
    public var imported: Bool
    /// Whether ids are generated (imported, or `--ignore-ids`), so never paired as authored.
    public var generatedIds: Bool
    /// The snapshot's locale and screen.
    public var locale: String
    public var screen: Snapshot.Screen
    public var stops: [ComparedStop]
    /// The modal views rule 6 kept, outermost first.
    public var modalScope: [ContainerEntry]
    /// Side stop index (from 0) of each node that is a stop, or that a group stop stands for, by
    /// node index; -1 for the others (4 bytes a node where an optional takes 16).
    var stopOfNode: [Int32]
    /// Indexes of the nodes, for the fate of stops without pair.
    let nodeLookup: NodeLookup
    /// Where the nodes are in the text, when the side was derived with them (SARIF).
    public let locations: SideLocations?

    /// Derives the side from an analysis, in flat or grouped navigation, with the locations of
    /// the snapshot's nodes for SARIF.
    public init(analysis: Analysis, navigation: NavigationStyle, file: String, format: String,
                imported: Bool, ignoreIds: Bool, locations: SideLocations? = nil) throws(WordTable.LoadError) {
        self.file = file
        self.format = format
        self.imported = imported
        generatedIds = imported || ignoreIds
        locale = analysis.snapshot.locale
        screen = analysis.snapshot.screen
        stops = []
        stopOfNode = Array(repeating: -1, count: analysis.snapshot.nodes.count)
        modalScope = []
        let entries = analysis.navigationStops(navigation)
        let strings = StopStrings()
        strings.reserve(stops: entries.count)
        stops.reserveCapacity(entries.count)
        for entry in entries {
            let stop: ComparedStop
            switch entry {
            case .element(let element): stop = try DiffSide.stop(analysis, element: element, index: stops.count + 1, strings: strings)
            case .container(let container):
                stop = DiffSide.groupStop(analysis, container: container, index: stops.count + 1, strings: strings)
                for member in analysis.resolution.containers[container].stops {
                    stopOfNode[analysis.resolution.elements[member].node] = Int32(stops.count)
                }
            }
            stopOfNode[stop.node] = Int32(stops.count)
            stops.append(stop)
        }
        nodeLookup = NodeLookup(snapshot: analysis.snapshot, roles: analysis.resolution.roles, stopOfNode: stopOfNode)
        modalScope = DiffSide.modalScope(analysis, reachableModals: nodeLookup.reachableModals)
        strings.ids = nodeLookup.ids.ids
        self.locations = locations
    }

    static func stop(_ analysis: Analysis, element index: Int, index position: Int,
                     strings: StopStrings) throws(WordTable.LoadError) -> ComparedStop {
        let element = analysis.element(stop: index)
        let node = analysis.snapshot.nodes[element.node]
        // What `Narrator.describe` reads, in its order; the speech is built when asked for.
        let narrator = analysis.narrator
        let language = try strings.language(narrator.language(of: element)) { () throws(WordTable.LoadError) in
            try narrator.words(for: element)
        }
        let properties = narrator.reading()
        let reading: ComparedStop.Reading
        var spokenAsRead = false
        if analysis.talkBackScreen != nil {
            // TalkBack composes what it says itself ("state, name, role"): that is compared as the
            // label, its usage hint as the hint.
            // An “Unlabelled” stop has no label: it keeps what is said apart.
            let speech = try narrator.describe(element).speech
            let unlabelled = analysis.talkBackSaysUnlabelled(element)
            reading = ComparedStop.Reading(label: unlabelled || speech.description.isEmpty ? nil : speech.description, value: nil,
                                           hint: speech.hint, context: nil, customContent: [], language: language,
                                           spoken: unlabelled ? speech.description : nil)
            spokenAsRead = true
        } else {
            reading = ComparedStop.Reading(
                label: properties.label(element), value: properties.value(element), hint: properties.hint(element),
                context: element.context, customContent: properties.customContent(element), language: language)
        }
        return ComparedStop(
            index: position, node: element.node, source: node, strings: strings, reading: reading, traits: element.traits,
            customActions: element.customActions.map(properties.name(of:)),
            containers: chain(analysis, from: element.container), role: StopRole(traits: element.traits), spokenAsRead: spokenAsRead)
    }

    static func groupStop(_ analysis: Analysis, container index: Int, index position: Int, strings: StopStrings) -> ComparedStop {
        let container = analysis.resolution.containers[index]
        let node = analysis.snapshot.nodes[container.node]
        let label = analysis.spokenLabel(ofContainer: index)
        let reading = ComparedStop.Reading(label: label.isEmpty ? nil : label, value: nil, hint: nil, context: nil,
                                           customContent: [], language: 0)
        return ComparedStop(
            index: position, node: container.node, source: node, strings: strings, reading: reading, traits: [],
            customActions: [], containers: chain(analysis, from: container.parent), role: .group)
    }

    /// The containers from `innermost` outwards, returned outermost first.
    static func chain(_ analysis: Analysis, from innermost: Int?) -> [ContainerEntry] {
        var result: [ContainerEntry] = []
        var current = innermost
        while let index = current {
            let container = analysis.resolution.containers[index]
            let node = analysis.snapshot.nodes[container.node]
            result.append(ContainerEntry(id: node.id, kind: container.kind.rawValue, label: node.label ?? node.text))
            current = container.parent
        }
        result.reverse()
        return result
    }

    /// The modal views that drop their siblings and are reachable, in document order, of the
    /// reachable modal views.
    static func modalScope(_ analysis: Analysis, reachableModals: [Int]) -> [ContainerEntry] {
        let nodes = analysis.snapshot.nodes
        let roles = analysis.resolution.roles
        var result: [ContainerEntry] = []
        for index in reachableModals {
            let node = nodes[index]
            let siblings = node.parent.map { nodes[$0].children } ?? [index]
            let kept = siblings.last { nodes[$0].isModal && roles[$0].isReachable }
            if kept == index {
                result.append(ContainerEntry(id: node.id, kind: node.type.rawValue, label: node.label ?? node.text))
            }
        }
        return result
    }

    /// The side stop index (from 0) of a node, if it is a stop or inside a group stop.
    public func stopIndex(ofNode node: Int) -> Int? { stopOfNode[node] < 0 ? nil : Int(stopOfNode[node]) }

    /// The stop (index from 0) built on the node with this id, if any; node `guess` is tried first.
    func stopIndex(id: String, guess: Int) -> Int? {
        guard let node = nodeLookup.node(id: id, guess: guess), let stop = stopIndex(ofNode: node), stops[stop].node == node else {
            return nil
        }
        return stop
    }
}
