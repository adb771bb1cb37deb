import AXAudit
import AXModel

/// The SARIF 2.1.0 report (diff.md §8, with the conventions of audit.md §9).
public struct DiffSARIF {
    public let diff: Diff
    public let version: String
    /// Each side's file as a URI, made once (not for every location).
    private let uris: (a: String, b: String)

    /// The report of a diff whose sides were derived with their sources (``DiffSide/locations``;
    /// a side without them has no regions).
    public init(_ diff: Diff, version: String) {
        self.diff = diff
        self.version = version
        uris = (AuditReport.uri(diff.a.file), AuditReport.uri(diff.b.file))
    }

    /// Writes the report into `writer`, calling `flush` after each result (to hand on and empty
    /// the writer's bytes): a result is made at a time, not the document.
    public func write(to writer: inout JSONWriter, flush: (inout JSONWriter) -> Void = { _ in }) {
        let rules: [JSONOutput] = ChangeKind.allCases.map { kind in
            .object([
                ("id", .string(kind.rawValue)), ("name", .string(kind.ruleName)),
                ("shortDescription", .object([("text", .string(kind.title))])),
                ("fullDescription", .object([("text", .string(kind.when))])),
                ("help", .object([("text", .string(kind.when))])),
                ("defaultConfiguration", .object([("level", .string(DiffSARIF.level(kind.mostSevereLevel)))])),
                ("properties", .object([("tags", .strings(["accessibility"]))])),
            ])
        }
        SARIFLog.beginRun(version: version, to: &writer) { JSONOutput.array(rules).write(to: &$0) }
        writer.key("columnKind"); writer.string("unicodeCodePoints")
        writer.key("automationDetails")
        writer.object { $0.key("id"); $0.string("axscope-diff/\(diff.b.file)/") }
        writer.key("results")
        writer.beginArray()
        for change in diff.changes {
            result(change, location: location(place(change))).write(to: &writer)
            flush(&writer)
        }
        writer.endArray()
        writer.key("invocations")
        writer.beginArray()
        writer.object { $0.key("executionSuccessful"); $0.bool(true) }
        writer.endArray()
        SARIFLog.endRun(to: &writer)
    }

    static func level(_ level: ChangeLevel) -> String { level == .info ? "note" : level.rawValue }

    func result(_ change: Change, location: JSONOutput) -> JSONOutput {
        let fingerprint = DiffSARIF.fingerprint(change, diff)
        return .object([
            ("ruleId", .string(change.kind.rawValue)), ("ruleIndex", .number(Double(change.kind.order))),
            ("level", .string(DiffSARIF.level(change.level))),
            ("message", .object([("text", .string(diff.line(change)))])),
            ("locations", .array([location])),
            ("partialFingerprints", .object([("axscope/v1", .string(fingerprint)),
                                             ("primaryLocationLineHash", .string(fingerprint + ":1"))])),
            ("baselineState", .string(change.kind.baselineState)),
            ("properties", .object([("change", diff.json(change))])),
        ])
    }

    /// The stop a change is located at: in B when the change has a B stop, else in A; other
    /// `screen.*`: B's first stop, else B's root (`stop` nil).
    func place(_ change: Change) -> (inB: Bool, stop: Int?) {
        if let b = change.b { return (true, b) }
        if let a = change.a { return (false, a) }
        return (true, diff.b.stops.isEmpty ? nil : 0)
    }

    func location(_ place: (inB: Bool, stop: Int?)) -> JSONOutput {
        let side = place.inB ? diff.b : diff.a
        let node = place.stop.map { side.stops[$0].node } ?? 0
        var physical: [(String, JSONOutput)] = [("artifactLocation", .object([("uri", .string(place.inB ? uris.b : uris.a))]))]
        if let region = side.locations?.region(of: node), region.line > 0 {
            physical.append(("region", .object(region.endLine == 0 ? [("startLine", .number(Double(region.line)))] : [
                ("startLine", .number(Double(region.line))), ("startColumn", .number(Double(region.column))),
                ("endLine", .number(Double(region.endLine))), ("endColumn", .number(Double(region.endColumn))),
            ])))
        }
        let id = place.stop.map { side.stops[$0].id } ?? side.locations?.rootID ?? ""
        let path = side.locations?.path(of: node) ?? ""
        return .object([
            ("physicalLocation", .object(physical)),
            ("logicalLocations", .array([.object([
                ("name", .string(id)),
                ("fullyQualifiedName", .string(AuditReport.pointer(path))), ("kind", .string("object")),
            ])])),
        ])
    }

    /// The first 16 hex digits of SHA-256 of `kind␊A-id␊B-id␊key`.
    static func fingerprint(_ change: Change, _ diff: Diff) -> String {
        let idA = change.a.map { diff.a.stops[$0].id } ?? "", idB = change.b.map { diff.b.stops[$0].id } ?? ""
        return SHA256.hex(lines: change.kind.rawValue, idA, idB, change.actionKey ?? "", digits: 16)
    }
}
