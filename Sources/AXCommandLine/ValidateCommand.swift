import AXEngine
import AXModel

/// `axscope validate FILE`.
enum ValidateCommand {
    static func run(_ args: inout Arguments, _ console: Console) throws(CommandError) {
        let path = try args.positionals(["FILE"], command: "validate")[0]
        let snapshot = try SnapshotInput.load(path, console: console)
        let analysis = Analysis(snapshot: snapshot)
        KeptUntilExit.keep(analysis)
        console.out("\(path): valid: \(snapshot.nodes.count) nodes, \(analysis.resolution.elements.count) focus stops\n")
    }
}
