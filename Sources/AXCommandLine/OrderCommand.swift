import AXEngine
import AXModel

/// `axscope order FILE [--json] [--locale L] [--navigation flat|grouped]`.
///
/// Both outputs stream: each stop is written into a byte buffer that goes to standard output
/// whenever it fills, so the output is never held whole.
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
        KeptUntilExit.keep(analysis)
        let grouped = navigation == "grouped"
        if json {
            try writeJSON(path: path, analysis: analysis, grouped: grouped, console: console)
        } else {
            var text: [UInt8] = []
            text.reserveCapacity(Console.pieceSize + 4_096)
            try GroupedNavigation.forEachStop(analysis, grouped: grouped) { stop in
                GroupedNavigation.writeText(stop, analysis: analysis, into: &text)
                console.flush(&text)
            }
            // import.md R11: an empty screen still says so, on one line.
            if analysis.resolution.elements.isEmpty { text.appendText("No focus stops.\n") }
            console.flush(&text, finished: true)
        }
        for warning in analysis.narrator.languageWarnings() { console.err("\(path): warning: \(warning)\n") }
        for (key, error) in analysis.evaluation.errors.sorted(by: { $0.key < $1.key }) {
            console.err("\(path): warning: \(key): evaluation failed: \(error.message)\n")
        }
    }

    static func writeJSON(path: String, analysis: Analysis, grouped: Bool, console: Console) throws(CommandError) {
        let snapshot = analysis.snapshot
        let resolution = analysis.resolution
        var writer = JSONWriter(capacity: Console.pieceSize + 4_096)
        writer.beginObject()
        writer.key("file"); writer.string(path)
        writer.key("locale"); writer.string(analysis.narrator.locale)
        writer.key("platform"); writer.string(snapshot.platform.rawValue)
        writer.key("screenReader"); writer.string(analysis.screenReader.rawValue)
        writer.key("elements")
        writer.beginArray()
        try GroupedNavigation.forEachStop(analysis, grouped: grouped) { stop in
            GroupedNavigation.writeJSON(stop, analysis: analysis, to: &writer)
            console.flush(&writer)
        }
        writer.endArray()
        // cli.md: each container once, with the stops whose innermost container it is.
        var members = [[Int]](repeating: [], count: resolution.containers.count)
        for (stop, element) in resolution.elements.enumerated() {
            if let container = element.container { members[container].append(stop) }
        }
        writer.key("containers")
        writer.beginArray()
        for (index, container) in resolution.containers.enumerated() {
            let node = snapshot.nodes[container.node]
            writer.beginObject()
            writer.key("id"); writer.string(node.id)
            writer.key("kind"); writer.string(container.kind.rawValue)
            writer.key("label"); writer.string(node.label ?? node.text)
            writer.key("parent"); writer.string(container.parent.map { snapshot.nodes[resolution.containers[$0].node].id })
            writer.key("members"); writer.strings(members[index].lazy.map { snapshot.nodes[resolution.elements[$0].node].id })
            writer.endObject()
            console.flush(&writer)
        }
        writer.endArray()
        writer.key("unreachable")
        writer.beginArray()
        for (index, role) in resolution.roles.enumerated() {
            guard case .unreachable(let reason) = role else { continue }
            writer.beginObject()
            writer.key("id"); writer.string(snapshot.nodes[index].id)
            writer.key("reason"); writer.string(reason.describe(in: snapshot))
            writer.endObject()
            console.flush(&writer)
        }
        writer.endArray()
        writer.endObject()
        writer.bytes.append(UInt8(ascii: "\n"))
        console.flush(&writer, finished: true)
    }
}
