import Foundation
import AXCommandLine

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: Console()))
