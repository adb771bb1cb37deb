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

    /// The stop's report; without `complete`, only what the text output prints (index, speech),
    /// the rest left empty.
    init(analysis: Analysis, stop: Int, complete: Bool = true) throws(CommandError) {
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
        guard complete else {
            customContent = []
            merged = []
            return
        }
        directTouch = node.directTouch
        customContent = analysis.narrator.properties.customContent(element).filter { !$0.important }
        container = element.container.map { analysis.snapshot.nodes[analysis.resolution.containers[$0].node].id }
        merged = element.members.map { analysis.snapshot.nodes[$0.node].id }
    }

    /// The stop as an object of `order --json`'s `elements` (and `inspect --json`'s `element`).
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("index"); writer.integer(index)
        writer.key("id"); writer.string(id)
        writer.key("description"); writer.string(speech.description)
        writer.key("hint"); writer.string(speech.hint)
        writer.key("label"); writer.string(label)
        writer.key("value"); writer.string(value)
        writer.key("traits"); writer.strings(namesOf: traits.subtracting(.unspoken))
        writer.key("unspokenTraits"); writer.strings(namesOf: traits.intersection(.unspoken))
        writer.key("frame"); writer.numbers(frame)
        writer.key("shape"); writer.string(shape)
        writer.key("activationPoint"); writer.numbers(activationPoint)
        writer.key("customActions"); writer.strings(speech.customActions)
        writer.key("customContent")
        writer.array(customContent) { writer, content in
            writer.object { writer in
                writer.key("label"); writer.string(content.label)
                writer.key("value"); writer.string(content.value)
                writer.key("important"); writer.bool(content.important)
            }
        }
        writer.key("directTouch")
        if let directTouch { writer.strings(directTouch.lazy.map(\.rawValue)) } else { writer.null() }
        writer.key("container"); writer.string(container)
        writer.key("merged"); writer.strings(merged)
        writer.endObject()
    }

    /// `N. DESCRIPTION`, then the hint and the custom actions indented.
    func writeText(actionsWord: String, into bytes: inout [UInt8]) {
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
