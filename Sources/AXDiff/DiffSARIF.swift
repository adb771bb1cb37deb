import AXAudit
import AXModel

/// The SARIF 2.1.0 report (diff.md §8, with the conventions of audit.md §9).
public struct DiffSARIF {
    public let diff: Diff
    /// The text each side was read from, for regions.
    public let sourceA: AuditSource
    public let sourceB: AuditSource
    public let version: String

    public init(_ diff: Diff, sourceA: AuditSource, sourceB: AuditSource, version: String) {
        self.diff = diff
        self.sourceA = sourceA
        self.sourceB = sourceB
        self.version = version
    }

    public var document: JSONOutput {
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
        let run = JSONOutput.object([
            ("tool", .object([("driver", .object([
                ("name", .string("axscope")), ("semanticVersion", .string(version)), ("rules", .array(rules)),
            ]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("automationDetails", .object([("id", .string("axscope-diff/\(diff.b.file)/"))])),
            ("results", .array(results())),
            ("invocations", .array([.object([("executionSuccessful", .bool(true))])])),
        ])
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    static func level(_ level: ChangeLevel) -> String { level == .info ? "note" : level.rawValue }

    /// One result per change; the regions of each side are found in one pass over its text.
    func results() -> [JSONOutput] {
        let places = diff.changes.map(place)
        let spansA = spans(sourceA, diff.a, places.filter { !$0.inB }.map(\.node))
        let spansB = spans(sourceB, diff.b, places.filter(\.inB).map(\.node))
        return zip(diff.changes, places).map { change, place in
            result(change, location: location(place, spans: place.inB ? spansB : spansA))
        }
    }

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

    /// The node a change is located at: in B when the change has a B stop, else in A; other
    /// `screen.*`: B's first stop, else B's root.
    func place(_ change: Change) -> (inB: Bool, node: Int) {
        if let b = change.b { return (true, diff.b.stops[b].node) }
        if let a = change.a { return (false, diff.a.stops[a].node) }
        return (true, diff.b.stops.first?.node ?? 0)
    }

    /// The spans of the `"id"` members of `nodes` in a side's snapshot text (none for a dump).
    func spans(_ source: AuditSource, _ side: DiffSide, _ nodes: [Int]) -> [Int: SourceSpan] {
        guard case .snapshot(let bytes) = source else { return [:] }
        return SourceLocator.spans(of: nodes, in: side.snapshot, bytes: bytes)
    }

    func location(_ place: (inB: Bool, node: Int), spans: [Int: SourceSpan]) -> JSONOutput {
        let (side, source, node) = place.inB ? (diff.b, sourceB, place.node) : (diff.a, sourceA, place.node)
        var physical: [(String, JSONOutput)] = [("artifactLocation", .object([("uri", .string(AuditReport.uri(side.file)))]))]
        switch source {
        case .snapshot:
            if let span = spans[node], let endLine = span.endLine, let endColumn = span.endColumn {
                physical.append(("region", .object([
                    ("startLine", .number(Double(span.line))), ("startColumn", .number(Double(span.column))),
                    ("endLine", .number(Double(endLine))), ("endColumn", .number(Double(endColumn))),
                ])))
            }
        case .dump(let lines) where node < lines.count:
            physical.append(("region", .object([("startLine", .number(Double(lines[node])))])))
        default:
            break
        }
        return .object([
            ("physicalLocation", .object(physical)),
            ("logicalLocations", .array([.object([
                ("name", .string(side.snapshot.nodes[node].id)),
                ("fullyQualifiedName", .string(AuditReport.pointer(side.snapshot.path(of: node)))), ("kind", .string("object")),
            ])])),
        ])
    }

    /// The first 16 hex digits of SHA-256 of `kind␊A-id␊B-id␊key`.
    static func fingerprint(_ change: Change, _ diff: Diff) -> String {
        let idA = change.a.map { diff.a.stops[$0].id } ?? "", idB = change.b.map { diff.b.stops[$0].id } ?? ""
        return String(SHA256.hex("\(change.kind.rawValue)\n\(idA)\n\(idB)\n\(change.actionKey ?? "")").prefix(16))
    }
}
