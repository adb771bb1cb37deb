import AXAudit
import AXDiff
import AXEngine
import AXImport
import AXModel
import Foundation

/// `axscope diff A B`: what changed for a VoiceOver user between two snapshots (diff.md).
enum DiffCommand {
    /// The formats `--from`, `--from-a` and `--from-b` name.
    static let formats = ["axsnap"] + ImportFormat.allCases.map(\.rawValue)

    /// Everything the command line asks for, checked before any input is read.
    struct Request {
        var paths: [String]
        var formats: [String?]
        var output: Output
        var locale: String?
        var state: [(name: String, expression: SourcedExpression)]
        var ignoreIds: Bool
        var options: DiffOptions

        enum Output { case text, json, sarif }
    }

    static func run(_ args: inout Arguments, _ console: Console) throws(CommandError) {
        let request = try parse(&args)
        // One side at a time: each keeps only what the comparison reads, not its snapshot or text.
        var sides: [DiffSide] = []
        for (path, format) in zip(request.paths, request.formats) {
            sides.append(try load(path, format: format, request: request, console: console))
        }
        let (a, b) = (sides[0], sides[1])
        if a.screen.width != b.screen.width || a.screen.height != b.screen.height {
            let size = { (side: DiffSide) in "\(Value.format(side.screen.width))×\(Value.format(side.screen.height))" }
            console.err("\(b.file): warning: screen size \(size(b)) differs from \(a.file)'s \(size(a)); compared as they are\n")
        }
        let diff = Diff(a, b, options: request.options)
        KeptUntilExit.keep(diff)
        switch request.output {
        case .text:
            // Colour only when this process's own console writes to a terminal.
            let colour = type(of: console) == Console.self && isatty(STDOUT_FILENO) == 1
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            var text: [UInt8] = []
            text.reserveCapacity(Console.pieceSize + 4_096)
            DiffText(diff, colour: colour).writeText(to: &text) { console.flush(&$0) }
            console.flush(&text, finished: true)
        case .json, .sarif:
            var writer = JSONWriter(capacity: Console.pieceSize + 4_096)
            if request.output == .json {
                diff.writeJSON(to: &writer) { console.flush(&$0) }
            } else {
                DiffSARIF(diff, version: CommandLineTool.version).write(to: &writer) { console.flush(&$0) }
            }
            writer.bytes.append(UInt8(ascii: "\n"))
            console.flush(&writer, finished: true)
        }
        if diff.failingCount > 0 { throw .refused([]) }
    }

    static func parse(_ args: inout Arguments) throws(CommandError) -> Request {
        let json = args.flag("--json"), sarif = args.flag("--sarif"), window = args.flag("--window")
        if json && sarif { throw .usage("diff: --json and --sarif exclude each other") }
        if window && (json || sarif) { throw .usage("diff: --window prints nothing; drop --json and --sarif") }
        var options = DiffOptions()
        let locale = try args.option("--locale")
        options.localeGiven = locale != nil
        if let navigation = try args.option("--navigation") {
            guard let style = NavigationStyle(rawValue: navigation) else {
                throw .usage("diff: --navigation takes 'flat' or 'grouped', not '\(navigation)'")
            }
            options.navigation = style
        }
        if let tolerance = try args.option("--geometry-tolerance") {
            guard let points = Double(tolerance), points.isFinite, points >= 0 else {
                throw .usage("diff: --geometry-tolerance takes a finite number ≥ 0, not '\(tolerance)'")
            }
            options.geometryTolerance = points
        }
        let ignore = try terms(&args, "--ignore", levels: false)
        let failOn = try terms(&args, "--fail-on", levels: true)
        options.filter = ChangeFilter(ignore: ignore, failOn: failOn.isEmpty ? ["regression"] : failOn)
        var state: [(String, SourcedExpression)] = []
        while let assignment = try args.option("--state") {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw .usage("diff: --state takes NAME=EXPRESSION, not '\(assignment)'")
            }
            let source = String(assignment[assignment.index(after: equals)...])
            do throws(ExpressionSyntaxError) {
                state.append((String(assignment[..<equals]), SourcedExpression(source: source, expression: try ExpressionParser.parse(source))))
            } catch {
                throw .usage("diff: --state \(assignment): \(error.message)")
            }
        }
        let both = try format(&args, "--from")
        let formats = [try format(&args, "--from-a") ?? both, try format(&args, "--from-b") ?? both]
        let ignoreIds = args.flag("--ignore-ids")
        let paths = try args.positionals(["A", "B"], command: "diff")
        if paths == ["-", "-"] { throw .usage("diff: only one of A and B can be '-'") }
        if window && paths.contains("-") { throw .usage("diff: --window reads two files, not '-'") }
        return Request(paths: paths, formats: formats, output: json ? .json : sarif ? .sarif : .text, locale: locale,
                       state: state, ignoreIds: ignoreIds, options: options)
    }

    /// Every value of a repeatable, comma-separated option, each a kind or prefix (or, with
    /// `levels`, a level term), deduplicated in the order given.
    static func terms(_ args: inout Arguments, _ name: String, levels: Bool) throws(CommandError) -> [String] {
        var result: [String] = []
        while let value = try args.option(name) {
            for term in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard ChangeFilter.isKindTerm(term) || (levels && ChangeFilter.levelTerms.contains(term)) else {
                    throw .usage("diff: \(name): unknown \(levels ? "term" : "kind") '\(term)'")
                }
                if !result.contains(term) { result.append(term) }
            }
        }
        return result
    }

    static func format(_ args: inout Arguments, _ name: String) throws(CommandError) -> String? {
        guard let value = try args.option(name) else { return nil }
        guard formats.contains(value) else {
            throw .usage("diff: \(name) takes one of \(formats.joined(separator: ", ")), not '\(value)'")
        }
        return value
    }

    /// Reads one side, converting a dump, and derives it with the request's state and options
    /// (for SARIF, with where its stops are in the text).
    static func load(_ path: String, format: String?, request: Request, console: Console) throws(CommandError) -> DiffSide {
        let name = path == "-" ? "<stdin>" : path
        var input: AuditCommand.Input
        var readAs = "axsnap"
        if format == "axsnap" {
            do throws(Diagnostic) {
                let bytes = try SnapshotLoader.readFile(path: path, name: name)
                let loaded = try SnapshotLoader.load(bytes: bytes, fileName: name)
                for warning in loaded.warnings { console.err(warning.description + "\n") }
                input = AuditCommand.Input(snapshot: loaded.snapshot, source: .snapshot(bytes), isDump: false)
            } catch {
                throw .refused([error.description])
            }
        } else {
            input = try AuditCommand.load(path, format: format.flatMap(ImportFormat.init(rawValue:)), console: console)
            if input.isDump { readAs = format ?? input.snapshot.importedFrom?.format ?? "" }
        }
        // Only SARIF locates changes in the text, and finds where every node is before the
        // text goes; the other outputs let it go at once.
        let locations = request.output == .sarif ? SideLocations(input.source, snapshot: input.snapshot) : nil
        input.source = .none
        let analysis = Analysis(snapshot: input.snapshot, locale: request.locale, recordsRuns: false)
        if !request.state.isEmpty {
            for (stateName, expression) in request.state {
                do throws(EvaluationError) {
                    analysis.evaluation.set(stateName, to: try analysis.evaluation.evaluate(expression))
                } catch {
                    throw .refused(["\(name): error: --state \(stateName)=\(expression.source): \(error.message)"])
                }
            }
            analysis.resolveAgain()
        }
        do throws(WordTable.LoadError) {
            let side = try DiffSide(analysis: analysis, navigation: request.options.navigation, file: path, format: readAs,
                                    imported: input.isDump || input.snapshot.importedFrom != nil, ignoreIds: request.ignoreIds,
                                    locations: locations)
            return side
        } catch {
            throw .refused(["axscope: error: \(error.description)"])
        }
    }
}
