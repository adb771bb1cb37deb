import AXEngine
import AXModel

/// The stops of `order`, flat or with grouped navigation, where a SwiftUI `contain` container is one
/// stop (it speaks its label, else its members' labels joined with ", ") that the user moves into.
enum GroupedNavigation {
    struct Stop {
        var json: JSONOutput
        var text: String
    }

    static func stops(_ analysis: Analysis, grouped: Bool) throws(CommandError) -> [Stop] {
        var result: [Stop] = []
        for entry in analysis.navigationStops(grouped ? .grouped : .flat) {
            let stop: Int
            switch entry {
            case .container(let container):
                result.append(containerStop(analysis, container: container, index: result.count + 1))
                continue
            case .element(let element):
                stop = element
            }
            var report = try ElementReport(analysis: analysis, stop: stop)
            report.index = result.count + 1
            let word: String
            do throws(WordTable.LoadError) {
                word = try analysis.narrator.actionsAvailableWord(for: analysis.element(stop: stop))
            } catch {
                throw .refused(["axscope: error: \(error.description)"])
            }
            result.append(Stop(json: report.json, text: report.text(actionsWord: word)))
        }
        return result
    }

    static func containerStop(_ analysis: Analysis, container index: Int, index position: Int) -> Stop {
        let container = analysis.resolution.containers[index]
        let snapshot = analysis.snapshot
        let node = snapshot.nodes[container.node]
        let members = container.stops.map { analysis.element(stop: $0) }
        let label = analysis.spokenLabel(ofContainer: index)
        let parent = container.parent.map { snapshot.nodes[analysis.resolution.containers[$0].node].id }
        let json = JSONOutput.object([
            ("index", .number(Double(position))),
            ("id", .string(node.id)),
            ("description", .string(label)),
            ("hint", .null),
            ("label", .optional(analysis.narrator.properties.ownLabel(container.node))),
            ("value", .optional(analysis.narrator.properties.ownValue(container.node))),
            ("traits", .array([])),
            ("unspokenTraits", .array([])),
            ("frame", .numbers(node.frame.array)),
            ("shape", .string(node.contentShape.kind)),
            ("activationPoint", .numbers([node.effectiveActivationPoint.x, node.effectiveActivationPoint.y])),
            ("customActions", .array([])),
            ("customContent", .array([])),
            ("directTouch", .null),
            ("container", .optional(parent)),
            ("merged", .strings(members.map { snapshot.nodes[$0.node].id })),
        ])
        return Stop(json: json, text: "\(position). \(label)\n")
    }
}
