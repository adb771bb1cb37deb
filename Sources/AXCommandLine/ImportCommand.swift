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
            conversion = try Importer.convert(SnapshotLoader.readFile(path: path, name: name), fileName: name, format: format,
                                              screenshot: screenshot)
        } catch {
            throw .refused([error.description])
        }
        // What is written must load: unless the importer knows it does, load it before touching
        // OUT (at a million elements that took a fifth of the time and most of the memory).
        if !conversion.isKnownToLoad {
            do throws(Diagnostic) {
                _ = try Importer.load(conversion, fileName: output, displayName: name)
            } catch {
                throw .refused([error.description])
            }
        }
        for warning in conversion.warnings { console.err(warning.description + "\n") }
        try OutputFile.replace(output) { temporary throws(CommandError) in
            do {
                let file = try FileHandle(forWritingTo: URL(fileURLWithPath: temporary))
                do {
                    try file.write(contentsOf: conversion.bytes)
                } catch {
                    try? file.close()
                    throw error
                }
                try file.close()
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
