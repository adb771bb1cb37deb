import AXEngine
import AXModel

/// The stops of `order`, flat or with grouped navigation, where a SwiftUI `contain` container is one
/// stop (it speaks its label, else its members' labels joined with ", ") that the user moves into.
enum GroupedNavigation {
    /// One stop as `order` prints it.
    enum Stop {
        /// `actionsWord` is "Actions Available" in the element's language when it has custom actions.
        case element(ElementReport, actionsWord: String)
        /// A `contain` container as one stop: its index among the containers, its position (from 1).
        case container(Int, position: Int)
    }

    /// Calls `body` with each stop in order, one at a time.
    static func forEachStop(_ analysis: Analysis, grouped: Bool, _ body: (Stop) -> Void) throws(CommandError) {
        // Flat navigation visits every stop in order: no list of a million entries to build.
        let entries = grouped ? analysis.navigationStops(.grouped) : nil
        for position in 0..<(entries?.count ?? analysis.resolution.elements.count) {
            let entry = entries?[position] ?? .element(position)
            switch entry {
            case .container(let container):
                body(.container(container, position: position + 1))
            case .element(let stop):
                let report = try ElementReport(analysis: analysis, stop: stop, index: position + 1)
                // The word is printed only before custom actions.
                var word = ""
                do throws(WordTable.LoadError) {
                    if !report.speech.customActions.isEmpty {
                        word = try analysis.narrator.actionsAvailableWord(for: analysis.element(stop: stop))
                    }
                } catch {
                    throw .refused(["axscope: error: \(error.description)"])
                }
                body(.element(consume report, actionsWord: word))
            }
        }
    }

    /// `N. DESCRIPTION` and, for an element, its hint and custom actions indented below.
    static func writeText(_ stop: Stop, analysis: Analysis, into bytes: inout [UInt8]) {
        switch stop {
        case .element(let report, let word):
            report.writeText(actionsWord: word, into: &bytes)
        case .container(let index, let position):
            bytes.appendDecimal(Int64(position))
            bytes.appendText(". ")
            bytes.appendText(analysis.spokenLabel(ofContainer: index))
            bytes.appendText("\n")
        }
    }

    /// The stop as an object of `order --json`'s `elements`.
    static func writeJSON(_ stop: Stop, analysis: Analysis, to writer: inout JSONWriter) {
        switch stop {
        case .element(let report, _):
            report.write(to: &writer)
        case .container(let index, let position):
            let container = analysis.resolution.containers[index]
            let snapshot = analysis.snapshot
            let node = snapshot.nodes[container.node]
            let label = analysis.spokenLabel(ofContainer: index)
            writer.beginObject()
            writer.key("index"); writer.integer(position)
            writer.key("id"); writer.string(node.id)
            writer.key("description"); writer.string(label)
            writer.key("hint"); writer.null()
            writer.key("label"); writer.string(analysis.narrator.properties.ownLabel(container.node))
            writer.key("value"); writer.string(analysis.narrator.properties.ownValue(container.node))
            writer.key("traits"); writer.strings([])
            writer.key("unspokenTraits"); writer.strings([])
            writer.key("frame"); writer.numbers(node.frame)
            writer.key("shape"); writer.string(node.contentShape.kind)
            writer.key("activationPoint"); writer.numbers(node.effectiveActivationPoint)
            writer.key("customActions"); writer.strings([])
            writer.key("customContent"); writer.strings([])
            writer.key("directTouch"); writer.null()
            writer.key("container"); writer.string(container.parent.map { snapshot.nodes[analysis.resolution.containers[$0].node].id })
            writer.key("merged"); writer.strings(container.stops.lazy.map { snapshot.nodes[analysis.element(stop: $0).node].id })
            writer.endObject()
        }
    }
}
