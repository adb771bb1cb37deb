/// How serious a change is: `error` is a regression, `warning` asks for a review, `info` is neutral.
public enum ChangeLevel: String, Sendable, Comparable, CaseIterable {
    case error, warning, info

    public static func < (x: ChangeLevel, y: ChangeLevel) -> Bool { x.position < y.position }

    /// Its position in ``allCases``.
    var position: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        }
    }
}

/// The kinds of change of diff.md §5, in table order.
public enum ChangeKind: String, Sendable, CaseIterable, Comparable {
    case stopAdded = "stop.added"
    case stopRemoved = "stop.removed"
    case stopUnreachable = "stop.unreachable"
    case stopMerged = "stop.merged"
    case stopSplit = "stop.split"
    case orderMoved = "order.moved"
    case label = "description.label"
    case labelLost = "description.labelLost"
    case value = "description.value"
    case traits = "description.traits"
    case roleLost = "description.roleLost"
    case hint = "description.hint"
    case spoken = "description.spoken"
    case customActionAdded = "actions.custom.added"
    case customActionRemoved = "actions.custom.removed"
    case customActionRenamed = "actions.custom.renamed"
    case standardActionAdded = "actions.standard.added"
    case standardActionRemoved = "actions.standard.removed"
    case containerChanged = "container.changed"
    case geometryMoved = "geometry.moved"
    case geometryResized = "geometry.resized"
    case geometryShape = "geometry.shape"
    case geometryActivationPoint = "geometry.activationPoint"
    case directTouchChanged = "directTouch.changed"
    case screenStopCount = "screen.stopCount"
    case screenFirstStop = "screen.firstStop"
    case screenModal = "screen.modal"
    case screenLocale = "screen.locale"

    public static func < (x: ChangeKind, y: ChangeKind) -> Bool { x.order < y.order }

    /// Position in the table.
    public var order: Int { ChangeKind.allCases.firstIndex(of: self)! }

    /// The level of the kind's changes; `stop.unreachable` is an error only for a control.
    public var level: ChangeLevel {
        switch self {
        case .labelLost, .roleLost, .customActionRemoved, .standardActionRemoved: .error
        case .stopRemoved, .stopUnreachable, .orderMoved, .containerChanged, .directTouchChanged,
             .screenFirstStop, .screenModal: .warning
        default: .info
        }
    }

    /// The most severe level a change of this kind can have (the SARIF rule's level).
    public var mostSevereLevel: ChangeLevel { self == .stopUnreachable ? .error : level }

    /// SARIF `baselineState`: `new`, `absent` or `updated`.
    public var baselineState: String {
        switch self {
        case .stopAdded, .customActionAdded, .standardActionAdded: "new"
        case .stopRemoved, .stopUnreachable, .stopMerged, .stopSplit, .customActionRemoved, .standardActionRemoved: "absent"
        default: "updated"
        }
    }

    /// Whether changes of this kind name a stop without pair.
    public var isStopKind: Bool { rawValue.hasPrefix("stop.") }

    /// Whether changes of this kind concern the whole screen.
    public var isScreenKind: Bool { rawValue.hasPrefix("screen.") }

    /// The UpperCamelCase name (`StopUnreachable`).
    public var ruleName: String {
        rawValue.split(separator: ".").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
