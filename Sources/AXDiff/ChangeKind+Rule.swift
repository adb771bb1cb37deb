extension ChangeKind {
    /// When a change of this kind is reported: the "when" cell of diff.md §5, for SARIF rules.
    public var when: String {
        switch self {
        case .stopAdded: "a stop of B has no pair in A"
        case .stopRemoved: "a stop of A has no pair in B and its node is gone or off screen for everyone"
        case .stopUnreachable: "a stop of A has no pair in B and VoiceOver cannot reach its node there"
        case .stopMerged: "a stop of A became part of another element or a custom action in B"
        case .stopSplit: "a stop of A became a container of several stops in B"
        case .orderMoved: "a paired stop is out of the kept spoken order"
        case .label: "the label changed"
        case .labelLost: "the label became empty"
        case .value: "the value changed"
        case .traits: "the traits changed"
        case .roleLost: "a control or header became an image, static text or nothing"
        case .hint: "the hint changed"
        case .spoken: "the spoken description changed in another way (context, language)"
        case .customActionAdded: "a custom action was added"
        case .customActionRemoved: "a custom action was removed"
        case .customActionRenamed: "a custom action was renamed"
        case .standardActionAdded: "a standard action was added"
        case .standardActionRemoved: "a standard action was removed"
        case .containerChanged: "the chain of enclosing containers changed"
        case .geometryMoved: "the frame moved further than the tolerance"
        case .geometryResized: "the frame was resized more than the tolerance"
        case .geometryShape: "the content shape changed"
        case .geometryActivationPoint: "the off-centre activation point moved"
        case .directTouchChanged: "direct touch or its options changed"
        case .screenStopCount: "the number of stops changed"
        case .screenFirstStop: "the first stops are no pair"
        case .screenModal: "the modal scope changed"
        case .screenLocale: "the snapshots' locales differ"
        }
    }

    /// A short title: `stop.unreachable` → "Stop unreachable".
    public var title: String {
        var words = ""
        for character in rawValue {
            if character == "." { words += " " } else if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
