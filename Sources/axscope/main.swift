import AXApp
import AXCommandLine
import Foundation

/// `axscope`, `axscope FILE` and `axscope open FILE` open the window; anything else is a command.
let arguments = Array(CommandLine.arguments.dropFirst())
if let files = CommandLineTool.windowFiles(arguments) {
    let code = MainActor.assumeIsolated {
        Application(version: CommandLineTool.version).run([CommandLine.arguments[0]] + files)
    }
    exit(code)
}
exit(CommandLineTool.run(arguments, console: Console()))
