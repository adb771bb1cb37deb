import AXImport
import AXModel
import Foundation

/// `axscope import FILE [--from FORMAT] [--density D] [--screenshot PNG] -o OUT.axsnap`.
enum ImportCommand {
    static func run(_ args: inout Arguments, _ console: Console) throws(CommandError) {
        let short = try args.option("-o")
        let long = try args.option("--output")
        guard let output = short ?? long else { throw .usage("import: missing -o OUT.axsnap") }
        let format = try SnapshotInput.takeFormat(&args, command: "import")
        let density = try SnapshotInput.takeDensity(&args, command: "import")
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
        func cannotWrite(_ error: Error) -> CommandError {
            .refused(["axscope: cannot write \(Echo.quoted(output)): \(error.localizedDescription)"])
        }
        var imported: ImportFormat?
        try OutputFile.replace(output) { temporary throws(CommandError) in
            let url = URL(fileURLWithPath: temporary)
            let file: FileHandle
            do { file = try FileHandle(forWritingTo: url) } catch { throw cannotWrite(error) }
            var writeError: Error?
            var limit = SnapshotSizeLimit()
            var conversion: Importer.Conversion
            do throws(Diagnostic) {
                // The text goes to the file as it is made: kept whole, it was the largest part of
                // the memory at a million elements.
                conversion = try Importer.convert(SnapshotLoader.readFile(path: path, name: name), fileName: name, format: format,
                                                  screenshot: screenshot, density: density) { piece in
                    guard writeError == nil, limit.admit(piece.count) else { return }
                    do { try file.write(contentsOf: piece) } catch { writeError = error }
                }
            } catch {
                try? file.close()
                throw .refused([error.description])
            }
            guard !limit.isExceeded else {
                try? file.close()
                throw .refused([limit.refusal(dump: name, output: output)])
            }
            do {
                if let writeError { throw writeError }
                try file.close()
            } catch {
                try? file.close()
                throw cannotWrite(error)
            }
            // What is written must load: unless the importer knows it does, load it before it
            // replaces OUT (loading took a fifth of the time and most of the memory).
            if !conversion.isKnownToLoad {
                do { conversion.bytes = try Array(Data(contentsOf: url)) } catch { throw cannotWrite(error) }
                do throws(Diagnostic) {
                    _ = try Importer.load(conversion, fileName: output, displayName: name)
                } catch {
                    throw .refused([error.description])
                }
            }
            for warning in conversion.warnings { console.err(warning.description + "\n") }
            imported = conversion.format
        }
        console.err("\(name): imported as \(imported?.rawValue ?? "") into \(output)\n")
    }

    /// `target` relative to `directory` when it lies inside it, else absolute.
    static func relativePath(_ target: String, from directory: URL) -> String {
        let absolute = URL(fileURLWithPath: target).standardizedFileURL.path
        let base = directory.standardizedFileURL.path + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }
}
