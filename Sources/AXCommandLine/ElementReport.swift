import AXEngine
import AXModel

/// One focus stop as the command line reports it.
struct ElementReport {
    var index: Int
    var id: String
    var speech: Speech
    var label: String?
    var value: String?
    var traits: Traits
    var frame: Rect
    var shape: String
    var activationPoint: Point
    var directTouch: [DirectTouchOption]?
    /// The custom content that is not spoken (not `important`).
    var customContent: [CustomContent]
    var container: String?
    var merged: [String]

    init(analysis: Analysis, stop: Int) throws(CommandError) {
        let element = analysis.element(stop: stop)
        let node = analysis.snapshot.nodes[element.node]
        let description: Narrator.Description
        do throws(WordTable.LoadError) {
            description = try analysis.narrator.describe(element)
        } catch {
            throw .refused(["axscope: error: \(error.description)"])
        }
        speech = description.speech
        index = stop + 1
        id = node.id
        label = description.label
        value = description.value
        traits = element.traits
        frame = node.frame
        shape = node.contentShape.kind
        activationPoint = node.effectiveActivationPoint
        directTouch = node.directTouch
        customContent = node.customContent.filter { !$0.important }
        container = element.container.map { analysis.snapshot.nodes[analysis.resolution.containers[$0].node].id }
        merged = element.members.map { analysis.snapshot.nodes[$0.node].id }
    }

    var json: JSONOutput {
        .object([
            ("index", .number(Double(index))),
            ("id", .string(id)),
            ("description", .string(speech.description)),
            ("hint", .optional(speech.hint)),
            ("label", .optional(label)),
            ("value", .optional(value)),
            ("traits", .strings(traits.subtracting(.unspoken).names)),
            ("unspokenTraits", .strings(traits.intersection(.unspoken).names)),
            ("frame", .numbers(frame.array)),
            ("shape", .string(shape)),
            ("activationPoint", .numbers([activationPoint.x, activationPoint.y])),
            ("customActions", .strings(speech.customActions)),
            ("customContent", .array(customContent.map {
                .object([("label", .string($0.label)), ("value", .string($0.value)), ("important", .bool($0.important))])
            })),
            ("directTouch", directTouch.map { .strings($0.map(\.rawValue)) } ?? .null),
            ("container", .optional(container)),
            ("merged", .strings(merged)),
        ])
    }

    /// `N. DESCRIPTION`, then the hint and the custom actions indented.
    func text(actionsWord: String) -> String {
        var out = "\(index). \(speech.description)\n"
        if let hint = speech.hint { out += "   \(hint)\n" }
        if !speech.customActions.isEmpty {
            out += "   \(actionsWord): \(speech.customActions.joined(separator: ", "))\n"
        }
        return out
    }
}
