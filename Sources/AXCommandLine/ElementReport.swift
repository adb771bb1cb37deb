import AXEngine
import AXModel

/// One focus stop as the command line reports it: its description, and what else it reports read
/// from the analysis when written (nothing is copied out per stop).
struct ElementReport {
    var index: Int
    let analysis: Analysis
    let element: ElementModel
    let description: Narrator.Description

    /// The report of stop `stop` (from 0), numbered `index` (from 1; by default `stop + 1`).
    init(analysis: Analysis, stop: Int, index: Int? = nil) throws(CommandError) {
        let element = analysis.element(stop: stop)
        do throws(WordTable.LoadError) {
            description = try analysis.narrator.describe(element)
        } catch {
            throw .refused(["axscope: error: \(error.description)"])
        }
        self.index = index ?? stop + 1
        self.analysis = analysis
        self.element = element
    }

    var speech: Speech { description.speech }
    var node: Node { analysis.snapshot.nodes[element.node] }
    var id: String { node.id }

    /// The custom content that is not spoken (not `important`).
    var customContent: [CustomContent] { description.customContent.filter { !$0.important } }

    /// The id of the stop's innermost container.
    var container: String? {
        element.container.map { analysis.snapshot.nodes[analysis.resolution.containers[$0].node].id }
    }

    /// The ids of the nodes merged into the stop.
    var merged: [String] { element.members.map { analysis.snapshot.nodes[$0.node].id } }

    /// The stop as an object of `order --json`'s `elements` (and `inspect --json`'s `element`).
    func write(to writer: inout JSONWriter) {
        let nodes = analysis.snapshot.nodes
        let node = nodes[element.node]
        let speech = description.speech
        let traits = element.traits
        writer.beginObject()
        writer.key("index"); writer.integer(index)
        writer.key("id"); writer.string(node.id)
        writer.key("description"); writer.string(speech.description)
        writer.key("hint"); writer.string(speech.hint)
        writer.key("label"); writer.string(description.label)
        writer.key("value"); writer.string(description.value)
        writer.key("traits"); writer.strings(namesOf: traits.subtracting(.unspoken))
        writer.key("unspokenTraits"); writer.strings(namesOf: traits.intersection(.unspoken))
        writer.key("frame"); writer.numbers(node.frame)
        writer.key("shape"); writer.string(node.contentShape.kind)
        writer.key("activationPoint"); writer.numbers(node.effectiveActivationPoint)
        writer.key("customActions"); writer.strings(speech.customActions)
        writer.key("customContent")
        let content = description.customContent
        if content.allSatisfy(\.important) {
            writer.strings([])
        } else {
            writer.beginArray()
            for content in content where !content.important {
                writer.object { writer in
                    writer.key("label"); writer.string(content.label)
                    writer.key("value"); writer.string(content.value)
                    writer.key("important"); writer.bool(content.important)
                }
            }
            writer.endArray()
        }
        writer.key("directTouch")
        if let directTouch = node.directTouch { writer.strings(directTouch.lazy.map(\.rawValue)) } else { writer.null() }
        writer.key("container")
        if let container = element.container {
            writer.string(nodes[analysis.resolution.containers[container].node].id)
        } else {
            writer.null()
        }
        writer.key("merged")
        let members = element.members
        if members.isEmpty {
            writer.strings([])
        } else {
            writer.beginArray(inline: true)
            for member in members { writer.string(nodes[member.node].id) }
            writer.endArray()
        }
        if let android = analysis.snapshot.android(element.node) {
            writer.key("android")
            writer.object(inline: true) { writer in
                writer.key("class"); writer.string(android.className)
                writer.key("role"); writer.string(analysis.talkBackRoleName(ofNode: element.node))
                writer.key("resourceId"); writer.string(android.resourceID)
            }
        }
        writer.endObject()
    }

    /// `N. DESCRIPTION`, then the hint and the custom actions indented.
    func writeText(actionsWord: String, into bytes: inout [UInt8]) {
        let speech = description.speech
        bytes.appendDecimal(Int64(index))
        bytes.appendText(". ")
        bytes.appendText(speech.description)
        bytes.appendText("\n")
        if let hint = speech.hint {
            bytes.appendText("   ")
            bytes.appendText(hint)
            bytes.appendText("\n")
        }
        guard !speech.customActions.isEmpty else { return }
        bytes.appendText("   ")
        bytes.appendText(actionsWord)
        bytes.appendText(": ")
        for (position, action) in speech.customActions.enumerated() {
            if position > 0 { bytes.appendText(", ") }
            bytes.appendText(action)
        }
        bytes.appendText("\n")
    }
}
