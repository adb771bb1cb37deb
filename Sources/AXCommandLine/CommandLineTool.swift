import AXDiff
import AXEngine
import AXModel

/// The `axscope` command line: parses the arguments and runs one command.
///
/// Output goes through ``Console`` so that tests can read it. Exit codes follow cli.md:
/// 0 success, 1 input refused, 2 wrong usage.
public enum CommandLineTool {
    public static let version = "0.1.0"

    /// The command of this version with that name.
    static func command(named name: String) -> ((inout Arguments, Console) throws(CommandError) -> Void)? {
        switch name {
        case "validate": ValidateCommand.run
        case "order": OrderCommand.run
        case "inspect": InspectCommand.run
        case "render": RenderCommand.run
        case "simulate": SimulateCommand.run
        case "import": ImportCommand.run
        case "audit": AuditCommand.run
        case "diff": DiffCommand.run
        default: nil
        }
    }

    /// The files to open in the window when `arguments` ask for it (`axscope`, `axscope FILE`,
    /// `axscope open FILE`), or nil when they name a command or an option.
    public static func windowFiles(_ arguments: [String]) -> [String]? {
        guard let first = arguments.first else { return [] }
        if first == "open" { return arguments.count == 2 ? [arguments[1]] : nil }
        if first.hasPrefix("-") || first == "help" || command(named: first) != nil {
            return nil
        }
        return arguments.count == 1 ? arguments : nil
    }

    /// `diff A B --window [options]`: the two files and options for the compare window; nil for
    /// anything else, or when the arguments are wrong (`run` then says why).
    public static func compareWindow(_ arguments: [String]) -> (paths: [String], options: DiffOptions)? {
        guard arguments.first == "diff", arguments.contains("--window") else { return nil }
        var args = Arguments(Array(arguments.dropFirst()))
        guard let request = try? DiffCommand.parse(&args) else { return nil }
        return (request.paths, request.options)
    }

    /// Runs `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        var args = Arguments(arguments)
        do throws(CommandError) {
            guard let first = args.next() else {
                console.out(HelpText.main)
                return 0
            }
            switch first {
            case "--help", "-h", "help":
                if let topic = args.next() {
                    guard let text = HelpText.command(topic) else { throw .usage("unknown command '\(topic)'") }
                    console.out(text)
                } else {
                    console.out(HelpText.main)
                }
                return 0
            case "--version":
                console.out("axscope \(version)\n")
                return 0
            default:
                guard let command = command(named: first) else {
                    if first.hasPrefix("-") { throw .usage("unknown option '\(first)'") }
                    throw .usage("unknown command '\(first)' (see axscope --help)")
                }
                if args.remaining.contains("--help") || args.remaining.contains("-h") {
                    console.out(HelpText.command(first) ?? HelpText.main)
                    return 0
                }
                if first == "import" { try command(&args, console) } else { try SnapshotInput.run(command, named: first, &args, console) }
                return 0
            }
        } catch {
            switch error {
            case .usage(let message):
                console.err("axscope: \(message)\n")
                console.err("Try 'axscope --help' for more information.\n")
                return 2
            case .refused(let messages):
                for message in messages { console.err(message + "\n") }
                return 1
            }
        }
    }
}

/// Why a command stopped.
public enum CommandError: Error {
    /// Wrong usage: exit code 2.
    case usage(String)
    /// The input was refused: exit code 1; each message is one line for standard error.
    case refused([String])
}

/// Where commands write. The default writes to the process's standard output and error.
open class Console {
    public init() {}

    open func out(_ text: String) {
        FileStream.standardOutput.write(text)
    }

    /// Writes UTF-8 bytes (whole characters) to standard output.
    open func out(_ bytes: [UInt8]) {
        FileStream.standardOutput.write(bytes)
    }

    open func err(_ text: String) {
        FileStream.standardError.write(text)
    }
}

/// A console that keeps what is written, for tests.
public final class CapturingConsole: Console {
    public private(set) var output = ""
    public private(set) var errors = ""

    override public init() {}

    override public func out(_ text: String) { output += text }
    override public func out(_ bytes: [UInt8]) { output += String(decoding: bytes, as: UTF8.self) }
    override public func err(_ text: String) { errors += text }
}
