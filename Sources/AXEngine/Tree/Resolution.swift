import AXModel
import AXTalkBack

/// What VoiceOver offers for a snapshot: the focus stops in order, the containers that group them,
/// and for every node its role and, when it is not reachable, why.
public struct Resolution: Sendable {
    /// The focus stops, in VoiceOver's order (stop 1 is `elements[0]`).
    public var elements: [ElementModel]
    /// Every container that holds at least one stop, in the order of its first stop.
    public var containers: [ContainerModel]
    /// The role of every node, by node index.
    public var roles: [NodeRole]

    /// The stop index (from 0) of the element built on a node, if it is a stop.
    public func stopIndex(ofNode node: Int) -> Int? {
        if case .stop(let index) = roles[node] { return index }
        return nil
    }
}

/// The role of one node in what VoiceOver offers.
public enum NodeRole: Sendable, Hashable {
    /// A focus stop; the index into ``Resolution/elements``.
    case stop(Int)
    /// A container; the index into ``Resolution/containers``.
    case container(Int)
    /// A member of the `combine` element built on the given node.
    case merged(into: Int)
    /// An actionable view inside a button element, offered as one of its custom actions.
    case customAction(of: Int)
    /// A view that is not an element; VoiceOver visits its children.
    case walkedThrough
    /// VoiceOver cannot reach this node's content.
    case unreachable(UnreachableReason)

    public var isReachable: Bool {
        if case .unreachable = self { return false }
        return true
    }
}

/// Why a node's content cannot be reached. Node references are node indices.
public enum UnreachableReason: Sendable, Hashable {
    case visibleWhenFalse(by: Int)
    /// Boxed, so that a role takes 16 bytes rather than 40.
    indirect case visibleWhenFailed(by: Int, message: String)
    case accessibilityHidden(by: Int)
    case accessibilityElementsHidden(by: Int)
    case isHidden(by: Int)
    case transparent(by: Int)
    case zeroSize(by: Int)
    case decorative
    case insideElement(Int)
    case childrenIgnored(Int)
    case notListed(Int)
    case outsideModal(Int)
    /// TalkBack's rule for an Android snapshot's node (``TalkBackScreen/Reason``).
    case talkBack(TalkBackScreen.Reason)

    /// The reason in words, naming nodes by id.
    public func describe(in snapshot: Snapshot) -> String {
        func id(_ node: Int) -> String { "`\(snapshot.nodes[node].id)`" }
        switch self {
        case .visibleWhenFalse(let n): return "`visibleWhen` is false on \(id(n))"
        case .visibleWhenFailed(let n, let message): return "`visibleWhen` of \(id(n)) could not be evaluated: \(message)"
        case .accessibilityHidden(let n): return "hidden because `accessibilityHidden` on \(id(n))"
        case .accessibilityElementsHidden(let n): return "hidden because `accessibilityElementsHidden` on \(id(n))"
        case .isHidden(let n): return "hidden because `isHidden` on \(id(n))"
        case .transparent(let n): return "hidden because `alpha` is 0 on \(id(n))"
        case .zeroSize(let n): return "pruned because \(id(n)) has a zero-size frame"
        case .decorative: return "decorative image"
        case .insideElement(let n):
            return "child of the element \(id(n)), whose children VoiceOver never visits"
        case .childrenIgnored(let n): return "child of \(id(n)), whose `childBehavior: ignore` drops its children"
        case .notListed(let n): return "not listed in `\(snapshot.path(of: n)).accessibilityElements`"
        case .outsideModal(let n): return "outside the modal view \(id(n))"
        case .talkBack(let reason): return reason.describe(in: snapshot)
        }
    }
}

/// How a container groups its stops.
public enum ContainerKind: String, Sendable, Hashable {
    case list, landmark, semanticGroup, tabBar, segmentedControl, group
}

/// A container of stops.
public struct ContainerModel: Sendable, Hashable {
    public var node: Int
    public var kind: ContainerKind
    /// Whether the container orders its members with `accessibilityElements`.
    public var isExplicitlyOrdered: Bool
    /// The stops inside it, nested containers included, in order (indices into the elements).
    public var stops: [Int]
    /// The enclosing container, if any.
    public var parent: Int?
    /// Whether it is a SwiftUI `contain` container: one stop in grouped navigation.
    public var isContain: Bool
}

/// A spoken context an element gets from its container.
public enum SpeechContext: Sendable, Hashable {
    /// In a tab bar (`isTab`) or a segmented control: position `index` of `count`, from 1.
    case series(index: Int, count: Int, isTab: Bool)
    /// The element that is the first or last entry of a list's `accessibilityElements`.
    case listStart, listEnd
    /// The element that is the first or last entry of a landmark's `accessibilityElements`.
    case landmarkStart, landmarkEnd

    /// Whether the context makes the element a tab ("Tab.").
    public var isTab: Bool {
        if case .series(_, _, true) = self { return true }
        return false
    }
}

/// One element VoiceOver can focus, as built from its node (and, for `combine`, its members).
///
/// Placing it in its container sets `container`, `context` and the containers' custom actions in
/// place (a copy of every element cost a tenth of the memory at a million nodes); that happens
/// only while the resolution is built, before it is shared, hence `@unchecked Sendable`.
public final class ElementModel: @unchecked Sendable {
    public enum Kind: Sendable, Hashable {
        case plain
        /// `childBehavior: combine`, built from its members.
        case combined
        /// A button whose subtree holds actionable views.
        case nestedButton
    }

    /// What few elements have, allocated when one of them is set: a plain element has none.
    private final class Details {
        var members: [ElementModel] = []
        var labelSources: [Int] = []
        var defaultMember: ElementModel?
        var customActions: [ElementAction] = []
        /// The default action's node when it is not the element's own.
        var defaultActionNode: Int32 = -1
        var seriesPosition: Int32 = 0
        var seriesCount: Int32 = 0
    }

    // Stored in an order that leaves no padding, indices in 32 bits: 39 bytes a model, which
    // malloc rounds to 48 (it was 78, rounded to 96).
    private var details: Details?
    public let traits: Traits
    private let storedNode: Int32
    private var storedContainer: Int32 = -1
    public let kind: Kind
    private var contextKind = ContextKind.none
    private let defaultAction: DefaultAction

    /// ``SpeechContext`` in a byte; a series' position and count are in the details.
    private enum ContextKind: UInt8 {
        case none, tab, segment, listStart, listEnd, landmarkStart, landmarkEnd
    }

    /// Where ``defaultActionNode`` is.
    private enum DefaultAction: UInt8 { case none, ownNode, inDetails }

    /// Combine members, in member order.
    public var members: [ElementModel] { kind == .combined ? details?.members ?? [] : [] }

    /// Nested button: the descendants whose labels make its label when it has none.
    public var labelSources: [Int] { details?.labelSources ?? [] }

    /// Combine: the member providing the default action (its hint is the element's hint).
    public var defaultMember: ElementModel? { details?.defaultMember }

    public var customActions: [ElementAction] { details?.customActions ?? [] }

    /// The context the element's containers give it, once placed.
    public var context: SpeechContext? {
        switch contextKind {
        case .none: nil
        case .tab, .segment:
            .series(index: Int(details?.seriesPosition ?? 0), count: Int(details?.seriesCount ?? 0), isTab: contextKind == .tab)
        case .listStart: .listStart
        case .listEnd: .listEnd
        case .landmarkStart: .landmarkStart
        case .landmarkEnd: .landmarkEnd
        }
    }

    /// The node the element is built on.
    public var node: Int { Int(storedNode) }

    /// The member (or node) whose default action the element performs, if any.
    public var defaultActionNode: Int? {
        switch defaultAction {
        case .none: nil
        case .ownNode: node
        case .inDetails: details.map { Int($0.defaultActionNode) }
        }
    }

    /// The innermost container holding the element, once placed (index into the containers).
    public var container: Int? { storedContainer < 0 ? nil : Int(storedContainer) }

    init(node: Int, kind: Kind, members: [ElementModel], labelSources: [Int], traits: Traits,
         defaultActionNode: Int?, defaultMember: ElementModel?, customActions: [ElementAction]) {
        storedNode = Int32(node)
        self.kind = kind
        self.traits = traits
        defaultAction = defaultActionNode == nil ? .none : defaultActionNode == node ? .ownNode : .inDetails
        if defaultAction == .inDetails || !members.isEmpty || !labelSources.isEmpty || defaultMember != nil
            || !customActions.isEmpty {
            let details = Details()
            details.members = members
            details.labelSources = labelSources
            details.defaultMember = defaultMember
            details.customActions = customActions
            details.defaultActionNode = Int32(defaultActionNode ?? -1)
            self.details = details
        }
    }

    /// The details, allocated on first use.
    private var ensuredDetails: Details {
        if let details { return details }
        let created = Details()
        details = created
        return created
    }

    /// Whether the element has the trait `button`, `link` or `switchButton` (an `activate` action
    /// alone does not make it actionable).
    public var isActionable: Bool { !traits.isDisjoint(with: TreeBuilder.actionable) }

    /// Places the element in a container.
    func place(in container: Int?) { storedContainer = Int32(container ?? -1) }

    /// Gives the element the context its containers give.
    func setContext(_ context: SpeechContext) {
        switch context {
        case .series(let index, let count, let isTab):
            contextKind = isTab ? .tab : .segment
            ensuredDetails.seriesPosition = Int32(index)
            ensuredDetails.seriesCount = Int32(count)
        case .listStart: contextKind = .listStart
        case .listEnd: contextKind = .listEnd
        case .landmarkStart: contextKind = .landmarkStart
        case .landmarkEnd: contextKind = .landmarkEnd
        }
    }

    /// Offers the custom actions of the containers around the element, after its own.
    func offer(_ containerActions: [ElementAction]) { ensuredDetails.customActions += containerActions }

    /// The node whose action of this kind runs: the element's own node when it has the action,
    /// else the first member (in member order) that has it. Zoom actions count only on an element
    /// or member with the trait `supportsZoom` (voiceover-model.md §6).
    public func node(performing kind: ActionKind, in snapshot: Snapshot) -> Int? {
        if snapshot.nodes[node].action(kind) != nil, !kind.isZoom || traits.contains(.supportsZoom) { return node }
        return members.lazy.compactMap { $0.node(performing: kind, in: snapshot) }.first
    }
}

/// A custom action of an element.
public struct ElementAction: Sendable {
    public enum Name: Sendable {
        /// Declared with a name in `customActions`.
        case declared(String)
        /// A combine member offered as an action, named by its label.
        case member(ElementModel)
        /// An actionable view inside a button, named by its label.
        case node(Int)
    }

    public var name: Name
    /// The node whose effects run.
    public var node: Int
    public var effects: [Effect]
}

extension ElementAction {
    /// The custom actions a node declares in `customActions`.
    static func declared(by node: Int, in snapshot: Snapshot) -> [ElementAction] {
        snapshot.nodes[node].customActions.map { ElementAction(name: .declared($0.name), node: node, effects: $0.effects) }
    }
}
