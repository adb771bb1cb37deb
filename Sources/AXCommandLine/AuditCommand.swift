import AXAudit
import AXImport
import AXModel

/// `axscope audit FILE [--json | --sarif] [--rule ID…] [--ignore ID…] [--min-severity S]
/// [--baseline FILE] [--from FORMAT]` (audit.md §6–§9).
enum AuditCommand {
    static let help = """
    Usage: axscope audit FILE [--json | --sarif] [--rule ID[,ID…]]… [--ignore ID[,ID…]]…
                              [--min-severity error|warning|info] [--baseline FILE] [--from FORMAT]

    Reports accessibility problems: FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE] per finding, a note
    per rule that could not run, then a summary. FILE may be a dump (converted on the fly).

    Options:
      --json                   findings, suppressed findings and rules not run as JSON
      --sarif                  SARIF 2.1.0 for code scanning (GitHub: upload-sarif)
      --rule ID,…              only these rules (repeatable)
      --ignore ID,…            not these rules (repeatable)
      --min-severity S         drop findings below S (default: warning)
      --baseline FILE          an earlier 'audit --json' output; its findings are suppressed
      --from FORMAT            the dump's format: wda-xml, wda-json or xcuitest

    Exits 0 when no finding remains at or above the threshold, 1 when findings remain or the input
    was refused, 2 on wrong usage. Rules: \(Auditor.descriptors.map(\.id).joined(separator: ", ")).

    """

    static func run(_ args: inout Arguments, _ console: Console) throws(CommandError) {
        let json = args.flag("--json")
        let sarif = args.flag("--sarif")
        guard !(json && sarif) else { throw .usage("audit: --json and --sarif cannot be combined") }
        let known = Set(Auditor.descriptors.map(\.id))
        let rules = try ruleList(&args, "--rule", known: known)
        let ignored = try ruleList(&args, "--ignore", known: known)
        let severityText = try args.option("--min-severity") ?? "warning"
        guard let minSeverity = Severity(rawValue: severityText) else {
            throw .usage("audit: --min-severity takes error, warning or info, not '\(severityText)'")
        }
        let baselinePath = try args.option("--baseline")
        let path = try args.positionals(["FILE"], command: "audit")[0]
        var selected = rules.map(Set.init) ?? known
        selected.subtract(ignored ?? [])

        var input = try load(path, format: SnapshotInput.format, console: console)
        // Where the nodes are, instead of the whole text, for the rest of the audit.
        input.source = input.source.located(of: input.snapshot)
        var baseline: Baseline?
        if let baselinePath {
            do throws(Diagnostic) {
                let bytes = try SnapshotLoader.readFile(path: baselinePath, name: baselinePath)
                baseline = try Baseline.read(bytes, fileName: baselinePath)
            } catch {
                throw .refused([error.description])
            }
        }
        let report: AuditReport
        do throws(Auditor.Failure) {
            report = try Auditor.audit(input.snapshot, file: path, source: input.source, isDump: input.isDump,
                                       options: AuditOptions(rules: selected, minSeverity: minSeverity, baseline: baseline))
        } catch {
            throw .refused(["axscope: \(error.description)"])
        }
        KeptUntilExit.keep((input, report))
        for warning in report.warnings { console.err(warning + "\n") }
        if json || sarif {
            var writer = JSONWriter(capacity: Console.pieceSize + 4_096)
            if json {
                report.writeJSON(to: &writer) { console.flush(&$0) }
            } else {
                report.writeSARIF(version: CommandLineTool.version, to: &writer) { console.flush(&$0) }
            }
            writer.bytes.append(UInt8(ascii: "\n"))
            console.flush(&writer, finished: true)
        } else {
            var text: [UInt8] = []
            text.reserveCapacity(Console.pieceSize + 4_096)
            report.writeText(to: &text) { console.flush(&$0) }
            console.flush(&text, finished: true)
        }
        if !report.findings.isEmpty { throw .refused([]) }
    }

    /// The rule ids of a repeatable option of comma-separated ids; nil when it is not given.
    static func ruleList(_ args: inout Arguments, _ name: String, known: Set<String>) throws(CommandError) -> [String]? {
        var ids: [String]?
        while let value = try args.option(name) {
            for id in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard known.contains(id) else { throw .usage("audit: unknown rule '\(id)' in \(name)") }
                ids = (ids ?? []) + [id]
            }
        }
        return ids
    }

    struct Input {
        var snapshot: Snapshot
        var source: AuditSource
        var isDump: Bool
    }

    /// Loads a snapshot or a dump from its bytes, keeping them to locate findings.
    static func load(_ path: String, format: ImportFormat?, console: Console) throws(CommandError) -> Input {
        let name = path == "-" ? "<stdin>" : path
        do throws(Diagnostic) {
            let bytes = try SnapshotLoader.readFile(path: path, name: name)
            guard let format = format ?? ImportFormat.detect(bytes) else {
                let loaded = try SnapshotLoader.load(bytes: bytes, fileName: name)
                for warning in loaded.warnings { console.err(warning.description + "\n") }
                return Input(snapshot: loaded.snapshot, source: .snapshot(bytes), isDump: false)
            }
            let opened = try Importer.open(bytes, fileName: path == "-" ? name : path, displayName: name, format: format,
                                           screenshot: path == "-" ? nil : Importer.screenshotBeside(path), density: SnapshotInput.density)
            for warning in opened.loaded.warnings { console.err(warning.description + "\n") }
            return Input(snapshot: opened.loaded.snapshot, source: .dump(lines: opened.elementLines), isDump: true)
        } catch {
            throw .refused([error.description])
        }
    }
}
