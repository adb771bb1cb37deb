import AXEngine
import AXModel

/// `axscope inspect FILE ID [--json]`.
enum InspectCommand {
    static func run(_ args: inout Arguments, _ console: Console) throws(CommandError) {
        let json = args.flag("--json")
        let positionals = try args.positionals(["FILE", "ID"], command: "inspect")
        let (path, id) = (positionals[0], positionals[1])
        let snapshot = try SnapshotInput.load(path, console: console)
        guard let index = snapshot.index[id] else {
            throw .refused(["\(path): error: no node has the id '\(id)'"])
        }
        let analysis = Analysis(snapshot: snapshot)
        KeptUntilExit.keep(analysis)
        let report = try NodeReport(analysis: analysis, node: index)
        if json {
            var writer = JSONWriter()
            report.write(file: path, to: &writer)
            writer.bytes.append(UInt8(ascii: "\n"))
            console.out(writer.bytes)
        } else {
            console.out(report.text)
        }
    }
}

/// Everything `inspect` says about one node.
struct NodeReport {
    let analysis: Analysis
    let index: Int
    let element: ElementReport?
    let actionsWord: String
    /// Each block with its expression, captured value, result, count and error.
    let blocks: [(kind: BlockKind, block: Block, result: String?, count: Int, error: String?)]

    init(analysis: Analysis, node: Int) throws(CommandError) {
        self.analysis = analysis
        index = node
        if let stop = analysis.resolution.stopIndex(ofNode: node) {
            element = try ElementReport(analysis: analysis, stop: stop)
            do throws(WordTable.LoadError) {
                actionsWord = try analysis.narrator.actionsAvailableWord(for: analysis.element(stop: stop))
            } catch {
                throw .refused(["axscope: error: \(error.description)"])
            }
        } else {
            element = nil
            actionsWord = "Actions Available"
        }
        let evaluation = analysis.evaluation
        let inspected = analysis.snapshot.nodes[node]
        // A stop's blocks ran for its description; any other node's blocks run now, once.
        blocks = BlockKind.allCases.compactMap { kind in
            guard let block = inspected.block(kind) else { return nil }
            let result = evaluation.result(of: inspected, kind) ?? evaluation.run(block, kind: kind, of: inspected)
            return (kind, block, result, evaluation.count(of: inspected, kind), evaluation.error(of: inspected, kind)?.message)
        }
    }

    var node: Node { analysis.snapshot.nodes[index] }

    var roleName: String {
        switch analysis.resolution.roles[index] {
        case .stop: "stop"
        case .container: "container"
        case .merged: "merged"
        case .customAction: "customAction"
        case .walkedThrough: "walkedThrough"
        case .unreachable: "unreachable"
        }
    }

    var text: String {
        let traits = node.effectiveTraits
        let android = analysis.snapshot.android(index)
        var out = "\(node.id) (\(android?.className ?? node.type.rawValue)) at \(analysis.snapshot.path(of: index))\n"
        out += "  Why: \(analysis.explanation(ofNode: index))\n"
        if let element {
            out += "  Spoken: \(element.speech.description)\n"
            if let hint = element.speech.hint { out += "  Hint: \(hint)\n" }
            if !element.speech.customActions.isEmpty {
                out += "  \(actionsWord): \(element.speech.customActions.joined(separator: ", "))\n"
            }
            if !element.merged.isEmpty { out += "  Merged from: \(element.merged.joined(separator: ", "))\n" }
            if let container = element.container { out += "  Container: \(container)\n" }
        }
        let properties: [(String, String?)] = [
            ("Label", node.label), ("Text", node.text), ("Value", node.value), ("Hint", node.hint),
            ("Identifier", node.identifier), ("Language", node.language),
        ]
        for (name, value) in properties { if let value { out += "  \(name) (property): \(value)\n" } }
        out += "  Frame: \(format(node.frame.array))\n"
        out += "  Activation point: \(format([node.effectiveActivationPoint.x, node.effectiveActivationPoint.y]))\n"
        out += "  Shape: \(node.contentShape.kind)\n"
        if let android {
            out += "  Android: \(android.className)\(android.packageName.map { " in \($0)" } ?? "")"
            out += android.resourceID.map { ", resource id \($0)" } ?? ""
            out += "; TalkBack role \(analysis.talkBackRoleName(ofNode: index) ?? "ROLE_NONE")\n"
            out += "  Properties: \(Self.describe(android.flags))"
            out += android.importantForAccessibility.map { $0 ? "; important for accessibility" : "; not important for accessibility" } ?? ""
            out += "\n"
        } else {
            let spoken = traits.subtracting(.unspoken).names, unspoken = traits.intersection(.unspoken).names
            out += "  Traits: \(spoken.isEmpty ? "none" : spoken.joined(separator: ", "))"
            out += unspoken.isEmpty ? "\n" : "; unspoken: \(unspoken.joined(separator: ", "))\n"
        }
        for block in blocks {
            out += "  \(block.kind.rawValue): "
            if let expression = block.block.expression { out += "expr `\(expression.source)` " }
            if let captured = block.block.captured { out += "captured \"\(captured)\" " }
            out += "→ \(block.result.map { "\"\($0)\"" } ?? "no value") (evaluated \(block.count)×)"
            out += block.error.map { "; error: \($0)\n" } ?? "\n"
        }
        for action in node.actions { out += "  Action \(action.kind.rawValue): \(action.effects.count) effect(s)\n" }
        for action in node.customActions { out += "  Custom action \"\(action.name)\": \(action.effects.count) effect(s)\n" }
        if let options = node.directTouch {
            out += "  Direct touch: \(options.isEmpty ? "no options" : options.map(\.rawValue).joined(separator: ", "))\n"
        }
        if let condition = analysis.snapshot.visibleWhen(index) { out += "  Visible when: \(condition.source)\n" }
        for note in node.importNotes { out += "  Import note: \(note)\n" }
        return out
    }

    /// The flags that differ from a plain view's: those set, and "disabled" or "not visible".
    static func describe(_ flags: AndroidProperties.Flags) -> String {
        var names = flags.subtracting([.enabled, .visibleToUser, .editable]).names
        if !flags.contains(.enabled) { names.append("disabled") }
        if !flags.contains(.visibleToUser) { names.append("not visible") }
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }

    func format(_ numbers: [Double]) -> String {
        "[" + numbers.map(Value.format).joined(separator: ", ") + "]"
    }

    func write(file: String, to writer: inout JSONWriter) {
        let traits = node.effectiveTraits
        writer.beginObject()
        writer.key("file"); writer.string(file)
        writer.key("id"); writer.string(node.id)
        writer.key("type"); writer.string(node.type.rawValue)
        writer.key("path"); writer.string(analysis.snapshot.path(of: index))
        writer.key("role"); writer.string(roleName)
        writer.key("why"); writer.string(analysis.explanation(ofNode: index))
        writer.key("element")
        if let element { element.write(to: &writer) } else { writer.null() }
        writer.key("properties")
        writer.beginObject()
        writer.key("label"); writer.string(node.label)
        writer.key("text"); writer.string(node.text)
        writer.key("value"); writer.string(node.value)
        writer.key("hint"); writer.string(node.hint)
        writer.key("identifier"); writer.string(node.identifier)
        writer.key("language"); writer.string(analysis.snapshot.language(of: index))
        writer.key("frame"); writer.numbers(node.frame)
        writer.key("activationPoint"); writer.numbers(node.effectiveActivationPoint)
        writer.key("shape"); writer.string(node.contentShape.kind)
        writer.endObject()
        writer.key("traits"); writer.strings(traits.subtracting(.unspoken).names)
        writer.key("unspokenTraits"); writer.strings(traits.intersection(.unspoken).names)
        writer.key("blocks")
        writer.array(blocks) { writer, block in
            writer.object { writer in
                writer.key("kind"); writer.string(block.kind.rawValue)
                writer.key("expr"); writer.string(block.block.expression?.source)
                writer.key("captured"); writer.string(block.block.captured)
                writer.key("result"); writer.string(block.result)
                writer.key("evaluations"); writer.integer(block.count)
                writer.key("error"); writer.string(block.error)
            }
        }
        writer.key("actions")
        writer.array(node.actions) { writer, action in
            writer.object { writer in
                writer.key("kind"); writer.string(action.kind.rawValue)
                writer.key("effects"); writer.integer(action.effects.count)
            }
        }
        writer.key("customActions"); writer.strings(node.customActions.lazy.map(\.name))
        writer.key("directTouch")
        if let options = node.directTouch { writer.strings(options.lazy.map(\.rawValue)) } else { writer.null() }
        writer.key("visibleWhen"); writer.string(analysis.snapshot.visibleWhen(index)?.source)
        if let android = analysis.snapshot.android(index) {
            writer.key("android")
            writer.object { writer in
                writer.key("class"); writer.string(android.className)
                writer.key("package"); writer.string(android.packageName)
                writer.key("resourceId"); writer.string(android.resourceID)
                writer.key("role"); writer.string(analysis.talkBackRoleName(ofNode: index))
                writer.key("properties"); writer.strings(android.flags.names)
                writer.key("importantForAccessibility")
                if let important = android.importantForAccessibility { writer.bool(important) } else { writer.null() }
            }
        }
        writer.endObject()
    }
}
