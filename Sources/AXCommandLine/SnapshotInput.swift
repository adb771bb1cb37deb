import AXImport
import AXModel

/// Loads a command's snapshot (or a dump, converted on the fly), printing the warnings to
/// standard error.
enum SnapshotInput {
    static func load(_ path: String, console: Console) throws(CommandError) -> Snapshot {
        do throws(Diagnostic) {
            let loaded = try Importer.load(path: path, displayName: path == "-" ? "<stdin>" : path)
            for warning in loaded.warnings { console.err(warning.description + "\n") }
            return loaded.snapshot
        } catch {
            throw .refused([error.description])
        }
    }
}
