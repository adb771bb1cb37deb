import AXImport
import AXModel
import Foundation

/// `axscope import FILE [--from wda-xml|wda-json|xcuitest] [--screenshot PNG] -o OUT.axsnap`.
enum ImportCommand {
    static func run(_ args: inout Arguments, _ console: Console) throws(CommandError) {
        let short = try args.option("-o")
        let long = try args.option("--output")
        guard let output = short ?? long else { throw .usage("import: missing -o OUT.axsnap") }
        let format = try SnapshotInput.takeFormat(&args, command: "import")
        let screenshotOption = try args.option("--screenshot")
        let path = try args.positionals(["FILE"], command: "import")[0]
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        guard path == "-" || URL(fileURLWithPath: path).standardizedFileURL != outputURL else {
            throw .usage("import: OUT must not be the input file")
        }
        try OutputFile.refuseOverwriting(output, inputs: [path], command: "import")
        let name = path == "-" ? "<stdin>" : path
        let screenshot = screenshotOption.map { relativePath($0, from: outputURL.deletingLastPathComponent()) }
            ?? (path == "-" ? nil : Importer.screenshotBeside(path).map { png in
                relativePath(URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(png).path,
                             from: outputURL.deletingLastPathComponent())
            })
        let conversion: Importer.Conversion
        do throws(Diagnostic) {
            let bytes = try SnapshotLoader.readFile(path: path, name: name)
            conversion = try Importer.convert(bytes, fileName: name, format: format, screenshot: screenshot)
        } catch {
            throw .refused([error.description])
        }
        // What is written must load: check before touching OUT.
        do throws(Diagnostic) {
            _ = try Importer.load(conversion, fileName: output, displayName: name)
        } catch {
            throw .refused([error.description])
        }
        for warning in conversion.warnings { console.err(warning.description + "\n") }
        try OutputFile.replace(output) { temporary throws(CommandError) in
            do {
                try Data(conversion.text.utf8).write(to: URL(fileURLWithPath: temporary))
            } catch {
                throw .refused(["axscope: cannot write \(Echo.quoted(output)): \(error.localizedDescription)"])
            }
        }
        console.err("\(name): imported as \(conversion.format.rawValue) into \(output)\n")
    }

    /// `target` relative to `directory` when it lies inside it, else absolute.
    static func relativePath(_ target: String, from directory: URL) -> String {
        let absolute = URL(fileURLWithPath: target).standardizedFileURL.path
        let base = directory.standardizedFileURL.path + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }
}
