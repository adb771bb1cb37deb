import Foundation

/// Finds AXScope's `Resources` folder (word tables, samples) at run time.
///
/// In order: `$AXSCOPE_RESOURCES`; `share/axscope` beside an installed executable's `bin`; the
/// package's `Resources` beside a build folder (`.build/<triple>/<config>/axscope`); the package
/// this source file was compiled from.
public enum ResourceLocator {
    public static func directory() -> String? { found }

    /// Looked for once: every word table, word list and class table a command reads is under it.
    private static let found: String? = {
        let fileManager = FileManager.default
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["AXSCOPE_RESOURCES"] { candidates.append(override) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let bin = executable.deletingLastPathComponent()
        candidates.append(bin.deletingLastPathComponent().appendingPathComponent("share/axscope").path)
        candidates.append(bin.appendingPathComponent("../../../Resources").standardized.path)
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources").standardized.path)
        return candidates.first { fileManager.fileExists(atPath: $0 + "/Words/en.json") }
    }()

    /// The path of a resource, e.g. `Samples/photo-filter.axsnap`.
    public static func path(_ relative: String) -> String? {
        directory().map { "\($0)/\(relative)" }
    }
}

extension ResourceLocator {
    /// The bundled demo snapshot the window opens without a file.
    public static var demoSnapshot: String? { path("Samples/photo-filter.axsnap") }
}
