import Foundation

/// The window's own program, `axscope-window`: GTK and libadwaita are linked there and not into
/// `axscope`, so that every command starts without loading them (about 40 shared libraries fewer
/// and 6–7 ms less each run; README, Performance). `axscope` runs it in its place, with the same
/// arguments and process id, when the arguments ask for a window.
public enum WindowProgram {
    /// The program's file name.
    public static let name = "axscope-window"

    /// Where the window's program may be, for the `axscope` at `executable` (its real path), in
    /// order: beside it (a build folder, or a `bin` where both are installed), then in
    /// `libexec/axscope` of its prefix (meson-helpers installs it there).
    public static func candidates(besides executable: String) -> [String] {
        let bin = URL(fileURLWithPath: executable).deletingLastPathComponent()
        return [bin.appendingPathComponent(name).path,
                bin.deletingLastPathComponent().appendingPathComponent("libexec/axscope/\(name)").path]
    }

    /// The first candidate that is an executable file, or nil.
    public static func find(besides executable: String) -> String? {
        candidates(besides: executable).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the window's program in place of this process with `arguments` (the program's name
    /// first, kept as it is so that the window finds the resources as `axscope` does). Returns only
    /// when it cannot, with exit code 1 after saying why on standard error.
    public static func replaceThisProcess(arguments: [String]) -> Int32 {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: arguments.first ?? "").resolvingSymlinksInPath().path
        guard let program = find(besides: executable) else {
            let places = candidates(besides: executable).joined(separator: " or ")
            FileHandle.standardError.write(Data("axscope: the window's program is not installed (looked for \(places)); build it with 'swift build --product \(name)'\n".utf8))
            return 1
        }
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        execv(program, pointers)
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("axscope: cannot run \(program): \(reason)\n".utf8))
        return 1
    }
}
