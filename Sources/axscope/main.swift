import AXApp
import AXCommandLine
import Foundation

/// `axscope`, `axscope FILE` and `axscope open FILE` open the window; `axscope diff A B --window`
/// the compare window; anything else is a command.
let arguments = Array(CommandLine.arguments.dropFirst())
if let files = CommandLineTool.windowFiles(arguments) {
    let code = MainActor.assumeIsolated {
        Application(version: CommandLineTool.version).run([CommandLine.arguments[0]] + files)
    }
    exit(code)
}
if let compare = CommandLineTool.compareWindow(arguments) {
    let code = MainActor.assumeIsolated {
        CompareApplication(paths: compare.paths, options: compare.options).run(CommandLine.arguments[0])
    }
    exit(code)
}
KeptUntilExit.isEnabled = true
FreedMemory.keepForReuse()
exit(CommandLineTool.run(arguments, console: Console()))
