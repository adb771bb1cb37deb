import AXImport
import AXModel

/// Loads a command's snapshot (or a dump, converted on the fly), printing the warnings to
/// standard error.
enum SnapshotInput {
    /// The dump format `--from` names for the running command (import.md R1: every command that
    /// takes a FILE takes `--from`); nil recognises it from the content.
    @TaskLocal static var format: ImportFormat?
    /// The density `--density` gives an Android dump's pixels; nil lets the importer choose.
    @TaskLocal static var density: Double?

    static func load(_ path: String, console: Console) throws(CommandError) -> Snapshot {
        do throws(Diagnostic) {
            let loaded = try Importer.load(path: path, displayName: path == "-" ? "<stdin>" : path, format: format, density: density)
            for warning in loaded.warnings { console.err(warning.description + "\n") }
            return loaded.snapshot
        } catch {
            throw .refused([error.description])
        }
    }

    /// Removes `--from FORMAT` from the arguments; nil when absent.
    static func takeFormat(_ args: inout Arguments, command: String) throws(CommandError) -> ImportFormat? {
        guard let name = try args.option("--from") else { return nil }
        guard let format = ImportFormat(rawValue: name) else {
            throw .usage("\(command): --from takes \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
        }
        return format
    }

    /// Removes `--density D` (pixels per dp of an Android dump) from the arguments; nil when absent.
    static func takeDensity(_ args: inout Arguments, command: String) throws(CommandError) -> Double? {
        guard let text = try args.option("--density") else { return nil }
        guard let density = Double(text), density.isFinite, AndroidDensity.accepted.contains(density) else {
            throw .usage("\(command): --density takes the pixels per dp of the Android dump, from "
                         + "\(Value.format(AndroidDensity.accepted.lowerBound)) to \(Value.format(AndroidDensity.accepted.upperBound)) "
                         + "(e.g. 2.625 for 420 dpi), not '\(text)'")
        }
        return density
    }

    /// Runs a command other than `import` with the `--from` and `--density` it was given.
    static func run(_ command: (inout Arguments, Console) throws(CommandError) -> Void, named name: String,
                    _ args: inout Arguments, _ console: Console) throws(CommandError) {
        let format = try takeFormat(&args, command: name)
        let density = try takeDensity(&args, command: name)
        let result = $format.withValue(format) {
            $density.withValue(density) {
                Result { () throws(CommandError) in try command(&args, console) }
            }
        }
        try result.get()
    }
}
