import AXCommandLine
import Foundation

/// `axscope`, `axscope FILE` and `axscope open FILE` open the window, `axscope diff A B --window`
/// the compare window: both run the window's program in this one's place (`WindowProgram`);
/// anything else is a command.
let arguments = Array(CommandLine.arguments.dropFirst())
if CommandLineTool.windowFiles(arguments) != nil || CommandLineTool.compareWindow(arguments) != nil {
    exit(WindowProgram.replaceThisProcess(arguments: CommandLine.arguments))
}
KeptUntilExit.isEnabled = true
FreedMemory.keepForReuse()
FreedMemory.inHugePages()
exit(CommandLineTool.run(arguments, console: Console()))
