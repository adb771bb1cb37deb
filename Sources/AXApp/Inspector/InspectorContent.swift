import AXEngine
import AXModel

/// What the inspector shows for one node, as plain data (the panels only lay it out).
public struct InspectorContent: Sendable, Equatable {
    /// The most custom actions shown as buttons and rows: each button is a widget (and its
    /// tooltip a round trip to the X server), and an element with 20,000 kept the window busy.
    static let shownCustomActions = 100

    public struct Section: Sendable, Equatable {
        public var title: String
        public var rows: [Row]
    }

    public struct Row: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    /// What the node is: its label, text or value (its type when it has none).
    public var heading: String
    /// Its role and where VoiceOver has it: "Button · stop 3 of 16", "view · container",
    /// "view · stop 1 of 39 · above the screen".
    public var subtitle: String
    public var sections: [Section]
    /// Spoken and unspoken traits, shown as chips under `traitsTitle`; for an Android node, its
    /// properties (those a plain view does not have) as "spoken" chips.
    public var spokenTraits: [String]
    public var unspokenTraits: [String]
    /// "Traits", or "Android properties" for an Android node.
    public var traitsTitle: String
    /// Whether the node has blocks that have not run yet (the panel offers to evaluate them).
    public var hasUnevaluatedBlocks: Bool

    public func section(_ title: String) -> Section? { sections.first { $0.title == title } }

    /// The content for `index`; blocks are shown as they stand — they run only when the element
    /// is focused or the user asks to evaluate them. `offScreen` says where a stop outside the
    /// screen lies ("above").
    @MainActor
    public init(analysis: Analysis, node index: Int, spoken: Narrator.Description?, offScreen: String? = nil) {
        let snapshot = analysis.snapshot
        let node = snapshot.nodes[index]
        let stopIndex = analysis.resolution.stopIndex(ofNode: index)
        func name(_ node: Node) -> String? { [node.label, node.text, node.value].lazy.compactMap { $0 }.first { !$0.isEmpty } }
        // An element without a name of its own is named by its members or label sources.
        let element = stopIndex.map { analysis.element(stop: $0) }
        let parts = (element?.members.map(\.node) ?? []) + (element?.labelSources ?? [])
        let composed = parts.compactMap { name(snapshot.nodes[$0]) }.joined(separator: ", ")
        let android = snapshot.android(index)
        let shortClass = android.map { String($0.className.split(separator: ".").last ?? "") }
        heading = name(node) ?? (composed.isEmpty ? shortClass ?? node.type.rawValue : composed)
        let kind: String
        if let android, let shortClass {
            spokenTraits = Self.androidProperties(android.flags)
            unspokenTraits = []
            traitsTitle = "Android properties"
            kind = analysis.talkBackRoleWord(ofNode: index).flatMap { $0.isEmpty ? nil : $0 } ?? shortClass
        } else {
            // A stop's traits are its element's: a combined row has those of its members.
            let traits = element?.traits ?? node.effectiveTraits
            spokenTraits = traits.subtracting(.unspoken).names
            unspokenTraits = traits.intersection(.unspoken).names
            traitsTitle = "Traits"
            kind = spokenTraits.first.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? node.type.rawValue
        }
        let place = stopIndex.map { "stop \($0 + 1) of \(analysis.resolution.elements.count)" + (offScreen.map { " · \($0) the screen" } ?? "") }
            ?? Sidebar.rowText(analysis, index).role
        subtitle = place.isEmpty ? kind : "\(kind) · \(place)"
        var sections: [Section] = []

        if let stop = stopIndex {
            let element = analysis.element(stop: stop)
            var rows = [Row(name: "Stop", value: "\(stop + 1) of \(analysis.resolution.elements.count)")]
            if let spoken {
                rows.append(Row(name: "Description", value: spoken.speech.description))
                if let hint = spoken.speech.hint { rows.append(Row(name: "Hint", value: hint)) }
                if !spoken.speech.customActions.isEmpty {
                    let word = (try? analysis.narrator.actionsAvailableWord(for: element)) ?? "Actions Available"
                    rows.append(Row(name: word, value: spoken.speech.customActions.joined(separator: ", ")))
                }
            } else {
                rows.append(Row(name: "Description", value: "move the cursor here to hear it"))
            }
            sections.append(Section(title: "Speech", rows: rows))
        }

        let point = node.effectiveActivationPoint
        let properties: [(String, String?)]
        if let android {
            let role = analysis.talkBackRoleName(ofNode: index) ?? "ROLE_NONE"
            let word = analysis.talkBackRoleWord(ofNode: index) ?? ""
            properties = [
                ("Id", node.id), ("Screen reader", "TalkBack (Android)"), ("Class", android.className),
                ("Content description", node.label), ("Text", node.text), ("Hint", node.hint),
                ("Role", word.isEmpty ? role : "\(word) (\(role))"), ("Package", android.packageName), ("Resource id", android.resourceID),
                ("Important for accessibility", android.importantForAccessibility.map { $0 ? "yes" : "no" } ?? "not in the dump (inferred)"),
                ("Language", snapshot.language(of: index)),
                ("Frame", Self.format(node.frame.array.map { ($0 * 100).rounded() / 100 }) + " dp"),
                ("Bounds", Self.pixelBounds(node.frame, scale: snapshot.screen.scale) + " px"), ("Path", snapshot.path(of: index)),
            ]
        } else {
            properties = [
                ("Id", node.id), ("Type", node.type.rawValue), ("Label", node.label), ("Text", node.text), ("Value", node.value), ("Hint", node.hint),
                ("Identifier", node.identifier), ("Language", snapshot.language(of: index)),
                ("Frame", Self.format(node.frame.array)), ("Activation point", Self.format([point.x, point.y])),
                ("Shape", Self.describe(node.contentShape)), ("Path", snapshot.path(of: index)),
            ]
        }
        sections.append(Section(title: "Properties", rows: properties.compactMap { name, value in
            value.map { Row(name: name, value: $0) }
        }))

        let evaluation = analysis.evaluation
        var blockRows: [Row] = []
        var unevaluated = false
        for kind in BlockKind.allCases {
            guard let block = node.block(kind) else { continue }
            let key = "\(node.id).\(kind.rawValue)"
            var text = block.expression.map { "`\($0.source)`" } ?? ""
            if let captured = block.captured { text += (text.isEmpty ? "" : ", ") + "captured \"\(captured)\"" }
            if let error = evaluation.errors[key] {
                text += " → error: \(error.message)"
            } else if let count = evaluation.counts[key], count > 0 {
                let result = evaluation.results[key].flatMap { $0 }.map { "\"\($0)\"" } ?? "no value"
                text += " → \(result), evaluated \(count) time\(count == 1 ? "" : "s")"
            } else {
                text += " → not evaluated yet"
                unevaluated = true
            }
            blockRows.append(Row(name: kind.rawValue, value: text))
        }
        if !blockRows.isEmpty { sections.append(Section(title: "Value blocks", rows: blockRows)) }
        hasUnevaluatedBlocks = unevaluated

        var actionRows = node.actions.map { action in
            Row(name: Self.actionName(action.kind), value: "\(action.effects.count) effect\(action.effects.count == 1 ? "" : "s")")
        }
        var customNames = node.customActions.map(\.name)
        if let stop = stopIndex, node.customActions.isEmpty {
            let names = spoken?.speech.customActions ?? []
            if analysis.element(stop: stop).customActions.count == names.count { customNames = names }
        }
        actionRows += customNames.prefix(InspectorContent.shownCustomActions).map { Row(name: "Custom action", value: $0) }
        let hidden = customNames.count - InspectorContent.shownCustomActions
        if hidden > 0 { actionRows.append(Row(name: "Custom actions", value: "\(hidden) more not shown")) }
        if !actionRows.isEmpty { sections.append(Section(title: "Actions", rows: actionRows)) }

        if let options = node.directTouch {
            var rows = [Row(name: "Region", value: "touches pass straight to the app; VoiceOver does not interpret them")]
            rows += options.map { Row(name: $0.rawValue, value: Self.meaning(of: $0)) }
            sections.append(Section(title: "Direct touch", rows: rows))
        }

        var why = [Row(name: "Role", value: analysis.explanation(ofNode: index))]
        if let condition = snapshot.visibleWhen(index) { why.append(Row(name: "Visible when", value: condition.source)) }
        // What the importer decided, each note naming its rule of import.md.
        why += node.importNotes.map { Row(name: "Import", value: $0) }
        sections.append(Section(title: "Why", rows: why))

        self.sections = sections
    }

    /// An Android node's properties that a plain view does not have: the flags set (but the
    /// defaults), and "disabled" or "not visible".
    static func androidProperties(_ flags: AndroidProperties.Flags) -> [String] {
        var names = flags.subtracting([.enabled, .visibleToUser, .editable]).names
        if !flags.contains(.enabled) { names.append("disabled") }
        if !flags.contains(.visibleToUser) { names.append("not visible") }
        return names
    }

    /// A frame in dp as the dump's bounds in pixels: `[0,1997][1080,2088]`.
    static func pixelBounds(_ frame: Rect, scale: Double) -> String {
        func pixels(_ value: Double) -> String { Value.format((value * scale).rounded()) }
        return "[\(pixels(frame.x)),\(pixels(frame.y))][\(pixels(frame.maxX)),\(pixels(frame.maxY))]"
    }

    static func format(_ numbers: [Double]) -> String { "[" + numbers.map(Value.format).joined(separator: ", ") + "]" }

    static func describe(_ shape: Shape) -> String {
        switch shape {
        case .roundedRect(let radius): "roundedRect, corner radius \(Value.format(radius))"
        case .path(let data): "path \(data.source)"
        default: shape.kind
        }
    }

    static func actionName(_ kind: ActionKind) -> String {
        switch kind {
        case .activate: "Default action (double-tap)"
        case .escape: "Escape (two-finger scrub)"
        case .magicTap: "Magic tap (two-finger double-tap)"
        case .increment: "Increment (swipe up)"
        case .decrement: "Decrement (swipe down)"
        case .zoomIn: "Zoom in"
        case .zoomOut: "Zoom out"
        }
    }

    static func meaning(of option: DirectTouchOption) -> String {
        switch option {
        case .silentOnTouch: "VoiceOver stays silent when a finger lands here, so the app's own sound is not talked over"
        case .requiresActivation: "the user double-taps first; only then do touches pass to the app"
        }
    }
}
