import AXEngine
import AXModel

/// `axscope order FILE [--json] [--locale L] [--navigation flat|grouped]`.
enum OrderCommand {
    static func run(_ args: inout Arguments, _ console: Console) throws(CommandError) {
        let json = args.flag("--json")
        let locale = try args.option("--locale")
        let navigation = try args.option("--navigation") ?? "flat"
        guard navigation == "flat" || navigation == "grouped" else {
            throw .usage("order: --navigation takes 'flat' or 'grouped', not '\(navigation)'")
        }
        let path = try args.positionals(["FILE"], command: "order")[0]
        let snapshot = try SnapshotInput.load(path, console: console)
        let analysis = Analysis(snapshot: snapshot, locale: locale)
        let stops = try GroupedNavigation.stops(analysis, grouped: navigation == "grouped")
        for warning in analysis.narrator.languageWarnings() { console.err("\(path): warning: \(warning)\n") }
        for (key, error) in analysis.evaluation.errors.sorted(by: { $0.key < $1.key }) {
            console.err("\(path): warning: \(key): evaluation failed: \(error.message)\n")
        }
        if json {
            console.out(document(path: path, analysis: analysis, stops: stops).rendered() + "\n")
        } else {
            var text = ""
            for stop in stops { text += stop.text }
            console.out(text)
        }
    }

    static func document(path: String, analysis: Analysis, stops: [GroupedNavigation.Stop]) -> JSONOutput {
        let snapshot = analysis.snapshot
        let resolution = analysis.resolution
        let containers: [JSONOutput] = resolution.containers.map { container in
            let node = snapshot.nodes[container.node]
            return .object([
                ("id", .string(node.id)),
                ("kind", .string(container.kind.rawValue)),
                ("label", .optional(node.label ?? node.text)),
                ("members", .strings(container.stops.map { snapshot.nodes[resolution.elements[$0].node].id })),
            ])
        }
        var unreachable: [JSONOutput] = []
        for (index, role) in resolution.roles.enumerated() {
            if case .unreachable(let reason) = role {
                unreachable.append(.object([("id", .string(snapshot.nodes[index].id)),
                                            ("reason", .string(reason.describe(in: snapshot)))]))
            }
        }
        return .object([
            ("file", .string(path)),
            ("locale", .string(analysis.narrator.locale)),
            ("elements", .array(stops.map(\.json))),
            ("containers", .array(containers)),
            ("unreachable", .array(unreachable)),
        ])
    }
}
