import AXApp
import AXCommandLine
import Foundation

/// The window's program, which `axscope` runs in its own place when the arguments ask for the
/// window (`WindowProgram`): GTK and libadwaita are loaded here only, so the commands start without
/// them. It takes `axscope`'s arguments: `[FILE]`, `open FILE`, `diff A B --window [options]`.
let arguments = Array(CommandLine.arguments.dropFirst())
let code = MainActor.assumeIsolated { () -> Int32 in
    if let compare = CommandLineTool.compareWindow(arguments) {
        return CompareApplication(paths: compare.paths, options: compare.options).run(CommandLine.arguments[0])
    }
    if let files = CommandLineTool.windowFiles(arguments) {
        return Application(version: CommandLineTool.version).run([CommandLine.arguments[0]] + files)
    }
    FileHandle.standardError.write(Data("axscope-window: these arguments do not open a window (see axscope --help)\n".utf8))
    return 2
}
exit(code)
