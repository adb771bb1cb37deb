import AXAudit
import AXDrawing
import AXEngine
import AXModel

/// `axscope render FILE -o OUT [--focus N] [--scale S] [--layers LIST]`.
enum RenderCommand {
    static func run(_ args: inout Arguments, _ console: Console) throws(CommandError) {
        let short = try args.option("-o")
        let long = try args.option("--output")
        guard let output = short ?? long else {
            throw .usage("render: missing -o OUT (a .png, .svg or .pdf file)")
        }
        guard ImageExport.Format(path: output) != nil else {
            throw .usage("render: cannot tell the format of '\(output)': use .png, .svg or .pdf")
        }
        let focus = try args.option("--focus")
        let scaleText = try args.option("--scale") ?? "2"
        guard let scale = Double(scaleText), scale > 0, scale <= 16 else {
            throw .usage("render: --scale takes a number from 0 to 16, not '\(scaleText)'")
        }
        var state = ViewState()
        if let list = try args.option("--layers") {
            switch Layers.parse(list) {
            case .success(let layers): state.layers = layers
            case .failure(let unknown):
                let names = Layers.named.map(\.name).joined(separator: ", ")
                throw .usage("render: unknown layer '\(unknown.name)' (layers: \(names))")
            }
        }
        let path = try args.positionals(["FILE"], command: "render")[0]
        let snapshot = try SnapshotInput.load(path, console: console)
        let screenshotPath = snapshot.screenshot.map { Screenshot.resolve($0, relativeTo: snapshot.fileName) }
        try OutputFile.refuseOverwriting(output, inputs: [path] + (screenshotPath.map { [$0] } ?? []), command: "render")
        if let problem = ImageBudget.check(Rect(x: 0, y: 0, width: snapshot.screen.width, height: snapshot.screen.height), scale: scale) {
            throw .refused(["\(Echo.terminalSafe(path)):1:1: error: screen: at --scale \(Value.format(scale)) the image would be \(problem); "
                            + "lower --scale or the screen size"])
        }
        let scene = Scene(analysis: Analysis(snapshot: snapshot), onlyScreenAt: scale)
        KeptUntilExit.keep(scene)
        if let screenshot = snapshot.screenshot, let screenshotPath, scene.screenshot == nil {
            let reason = Screenshot.problem(at: screenshotPath) ?? "it could not be decoded"
            console.err("\(Echo.terminalSafe(path)): warning: screenshot \(Echo.quoted(screenshot)) is not drawn: \(reason); drawing a wireframe\n")
        }
        if let focus {
            guard let stop = Int(focus) else { throw .usage("render: --focus takes a stop number, not '\(focus)'") }
            guard (1...max(1, scene.stops.count)).contains(stop), !scene.stops.isEmpty else {
                throw .refused(["\(path): error: --focus \(stop): the snapshot has \(scene.stops.count) stops"])
            }
            state.focus = stop - 1
        }
        if state.layers.contains(.problems) { state.problems = try problemMarks(scene.snapshot, path: path) }
        let format = ImageExport.Format(path: output)
        try OutputFile.replace(output) { temporary throws(CommandError) in
            do throws(ImageExport.Failure) {
                try ImageExport.write(scene, state, scale: scale, to: temporary, format: format)
            } catch {
                throw .refused(["axscope: \(error.message.replacingOccurrences(of: temporary, with: output))"])
            }
        }
    }

    /// The Problems layer's marks: every finding of the audit, info included.
    private static func problemMarks(_ snapshot: Snapshot, path: String) throws(CommandError) -> [ProblemMark] {
        do throws(Auditor.Failure) {
            let report = try Auditor.audit(snapshot, file: path, source: .none, options: AuditOptions(minSeverity: .info))
            return ProblemMark.marks(of: report.findings.map { ($0.node, $0.severity.rawValue) })
        } catch {
            throw .refused(["\(Echo.terminalSafe(path)): error: --layers problems: \(error.description)"])
        }
    }
}
