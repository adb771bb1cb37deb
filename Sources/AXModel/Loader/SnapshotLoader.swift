import Foundation

/// Reads `.axsnap` files (format version 1) into a ``Snapshot``.
///
/// Everything is checked at load time — types, ids, references, traits, shapes, expressions — and
/// the first problem is reported as a located ``Diagnostic``. Unknown keys become warnings. Blocks
/// are parsed but never evaluated here. Nothing is ever written to the file.
public final class SnapshotLoader {
    /// The largest file accepted.
    public static let maximumFileSize = InputReader.maximumSize
    /// The largest snapshot text accepted from an importer's own conversion of an input within
    /// ``maximumFileSize``: converted text is longer than the dump it came from (a 238 MiB
    /// WebDriverAgent XML gives 345 MB), and the input was already bounded. Tape offsets are 32-bit,
    /// so it stays below 2 GiB.
    public static let maximumConvertedSize = 4 * InputReader.maximumSize
    /// The deepest node tree accepted.
    public static let maximumNodeDepth = 512
    /// The largest coordinate or size, in points, of a frame, a point or the screen.
    public static let maximumCoordinate = 1_000_000_000.0
    /// The largest screen scale (device pixels per point).
    public static let maximumScale = 16.0
    /// The format version this loader reads.
    public static let formatVersion = 1

    /// Loads a file; `path` `-` reads standard input. `displayName` is used in messages.
    public static func load(path: String, displayName: String? = nil) throws(Diagnostic) -> LoadedSnapshot {
        let name = displayName ?? path
        return try load(bytes: try readFile(path: path, name: name), fileName: name)
    }

    /// The bytes of a file (`-`: standard input), or a located error naming it as `name`; bounded
    /// by ``InputReader/maximumSize``.
    public static func readFile(path: String, name: String) throws(Diagnostic) -> [UInt8] {
        try InputReader.read(path: path, name: name)
    }

    /// Loads a snapshot from its bytes.
    public static func load(bytes: [UInt8], fileName: String) throws(Diagnostic) -> LoadedSnapshot {
        try load(bytes: bytes, fileName: fileName, maximumSize: maximumFileSize)
    }

    /// Loads a snapshot, refusing more than `maximumSize` bytes (a parameter so tests need not
    /// allocate 256 MiB, and so an importer can load its own conversion up to
    /// ``maximumConvertedSize``).
    public static func load(bytes input: [UInt8], fileName: String, maximumSize: Int) throws(Diagnostic) -> LoadedSnapshot {
        guard input.count <= maximumSize else {
            throw Diagnostic(severity: .error, file: fileName, location: .init(line: 1, column: 1), path: "",
                             message: "file of \(input.count) bytes is larger than the limit of \(InputReader.describeSize(maximumSize))")
        }
        let bytes: [UInt8]
        do throws(TextEncoding.Failure) {
            bytes = try TextEncoding.utf8(input)
        } catch {
            throw Diagnostic(severity: .error, file: fileName, location: .init(line: 1, column: 1), path: "", message: error.message)
        }
        let loader = SnapshotLoader(bytes: bytes, fileName: fileName)
        let snapshot = try loader.loadAll()
        return LoadedSnapshot(snapshot: snapshot, warnings: loader.records.warnings)
    }

    /// The bytes, and the tape of the part being read: the top object and the open nodes.
    var document: JSONDocument
    var scanner = JSONScanner(splitsNodes: true)
    let fileName: String
    let records = Records()
    /// Locations of values, for diagnostics.
    lazy var lines = LineTable(document.bytes)
    var nodes: [Node] = []
    /// The nodes' `android` objects, by node index, up to the last node that has one.
    var androidProperties: [AndroidProperties?] = []
    /// The nodes' `visibleWhen`, by node index, up to the last node that has one.
    var conditions: [SourcedExpression?] = []
    /// Whether a node read so far is modal.
    var hasModalNodes = false
    /// The nodes with `auditIgnore` entries, and those with a `language`, in the order they were
    /// read (a member after `children` is read after the node's descendants).
    var nodesWithAuditIgnore: [Int] = [], nodesWithLanguage: [Int] = []
    var index: NodeIndex
    /// Fewer bytes than a node takes in most files (117 in the benchmark's, with its texts), for
    /// sizing the id table ahead so that it does not grow while a large file is read: a file of
    /// smaller nodes grows it, one of larger nodes has it shrunk to fit once read.
    static let typicalNodeLength = 96
    /// The nodes whose children are being read, outermost first.
    var openNodes: [OpenNode] = []
    /// The children read so far of the open nodes, outermost first.
    var openChildren: [Int] = []
    /// Expression texts known to parse, so that a text the file repeats is parsed once; at most
    /// ``maximumKeptSources``.
    var parsedSources = Set<String>()
    static let maximumKeptSources = 1_024

    /// What reading collects besides the nodes.
    final class Records {
        var warnings: [Diagnostic] = []
        /// References to resolve once every node is known.
        var pendingReferences: [PendingReference] = []
    }

    struct PendingReference {
        enum Use { case accessibilityElement, effectTarget }
        var use: Use
        var owner: Int
        var id: String
        /// Where the reference is written, for messages.
        var offset: Int
        var path: String
        /// Where to store the resolved index, if anywhere.
        var apply: ((inout [Node], Int) -> Void)?
    }

    init(bytes: [UInt8], fileName: String) {
        document = JSONDocument(bytes: bytes, tape: [], numbers: [])
        self.fileName = fileName
        index = NodeIndex(expecting: bytes.count / SnapshotLoader.typicalNodeLength)
    }

    /// Scans the file, building each node as the scanner reaches it, then reads the top object.
    /// The problems come in the order a reader of the whole file would see them: the JSON syntax
    /// first, then the top object's members, then the first problem in a node.
    func loadAll() throws(Diagnostic) -> Snapshot {
        var nodeProblem: Diagnostic?
        scanning: while true {
            let event: JSONScanner.Event
            do {
                event = try scanner.advance(&document)
            } catch {
                throw Diagnostic(severity: .error, file: fileName, location: lines.location(ofOffset: error.offset),
                                 path: "", message: "invalid JSON: \(error.message)")
            }
            // Not `nodeProblem == nil`, which compares a copy of the optional at every node.
            if case .some = nodeProblem {
                if case .end = event { break scanning }
                continue
            }
            do throws(Diagnostic) {
                switch event {
                case .nodeHead(let value): try beginChildren(value)
                case .nodeEnd(let value): try endNode(value)
                case .end: break scanning
                }
            } catch {
                nodeProblem = error
            }
        }
        // The top object's warnings come first, as its members come before the nodes they describe.
        let nodeWarnings = records.warnings
        records.warnings = []
        let snapshot = try loadTop(nodeProblem: nodeProblem)
        records.warnings += nodeWarnings
        return snapshot
    }

    func error(_ value: JSONDocument.Value, _ path: @autoclosure () -> String, _ message: String) -> Diagnostic {
        error(offset: document.offset(value), path(), message)
    }

    func error(offset: Int, _ path: @autoclosure () -> String, _ message: String) -> Diagnostic {
        Diagnostic(severity: .error, file: fileName, location: lines.location(ofOffset: offset), path: path(), message: message)
    }

    func warn(_ value: JSONDocument.Value, _ path: @autoclosure () -> String, _ message: String) {
        records.warnings.append(Diagnostic(severity: .warning, file: fileName, location: location(value),
                                   path: path(), message: message))
    }

    func location(_ value: JSONDocument.Value) -> SourceLocation { lines.location(ofOffset: document.offset(value)) }

    func loadTop(nodeProblem: Diagnostic?) throws(Diagnostic) -> Snapshot {
        let top = document.root
        guard document.kind(top) == .object else {
            throw error(top, "", "expected the snapshot object, found \(document.kind(top).noun)")
        }
        var format: JSONDocument.Value?
        var version: JSONDocument.Value?
        var screenValue: JSONDocument.Value?
        var rootValue: JSONDocument.Value?
        var snapshot = Snapshot(fileName: fileName, screen: .init(width: 0, height: 0, scale: 3), nodes: [], ids: NodeIndex())
        try document.forEachMember(top) { (key, value) throws(Diagnostic) in
            let name = document.string(key) ?? ""
            switch name {
            case "format": format = value
            case "version": version = value
            case "title": snapshot.title = try string(value, name)
            case "platform": snapshot.platform = try enumeration(value, name)
            case "idiom": snapshot.idiom = try enumeration(value, name)
            case "osVersion": snapshot.osVersion = try string(value, name)
            case "locale": snapshot.locale = try languageTag(value, name)
            case "layoutDirection": snapshot.layoutDirection = try enumeration(value, name)
            case "screen": screenValue = value
            case "screenshot": snapshot.screenshot = try string(value, name)
            case "state": snapshot.state = try state(value)
            case "root": rootValue = value
            case "importedFrom": snapshot.importedFrom = try importedFrom(value)
            default: warn(key, name, "unknown key \(Echo.quoted(name)) (ignored)")
            }
        }
        guard let format else { throw error(top, "", "missing required key 'format' (expected \"axsnap\")") }
        guard document.string(format) == "axsnap" else {
            throw error(format, "format", "expected \"axsnap\", found \(describe(format))")
        }
        guard let version else { throw error(top, "", "missing required key 'version' (expected 1)") }
        guard let number = document.number(version), number == number.rounded(), number >= 1 else {
            throw error(version, "version", "expected the format version 1, found \(describe(version))")
        }
        guard number <= Double(SnapshotLoader.formatVersion) else {
            throw error(version, "version",
                        "format version \(Value.format(number)) is newer than this AXScope reads (version 1); update AXScope")
        }
        guard let screenValue else { throw error(top, "", "missing required key 'screen'") }
        snapshot.screen = try screen(screenValue)
        guard rootValue != nil else { throw error(top, "", "missing required key 'root'") }
        if let nodeProblem { throw nodeProblem }
        try resolveReferences()
        snapshot.nodes = nodes
        snapshot.nodesWithAuditIgnore = nodesWithAuditIgnore.sorted()
        snapshot.nodesWithLanguage = nodesWithLanguage.sorted()
        snapshot.conditions = SnapshotLoader.padded(conditions, to: nodes.count)
        snapshot.androidProperties = SnapshotLoader.padded(androidProperties, to: nodes.count)
        snapshot.hasModalNodes = hasModalNodes
        index.shrinkToFit()
        snapshot.ids = index
        return snapshot
    }

    func screen(_ value: JSONDocument.Value) throws(Diagnostic) -> Snapshot.Screen {
        try expectKind(value, .object, "screen", "an object {\"width\", \"height\", \"scale\"}")
        var width: Double?, height: Double?, scale = 3.0
        try document.forEachMember(value) { (key, member) throws(Diagnostic) in
            let name = document.string(key) ?? ""
            func path() -> String { "screen.\(name)" }
            switch name {
            case "width": width = try positive(member, path(), atMost: SnapshotLoader.maximumCoordinate)
            case "height": height = try positive(member, path(), atMost: SnapshotLoader.maximumCoordinate)
            case "scale": scale = try positive(member, path(), atMost: SnapshotLoader.maximumScale)
            default: warn(key, path(), "unknown key \(Echo.quoted(name)) (ignored)")
            }
        }
        guard let width else { throw error(value, "screen", "missing required key 'width'") }
        guard let height else { throw error(value, "screen", "missing required key 'height'") }
        return .init(width: width, height: height, scale: scale)
    }

    func state(_ value: JSONDocument.Value) throws(Diagnostic) -> [(name: String, value: Value)] {
        try expectKind(value, .object, "state", "an object of name → bool, number or string")
        var result: [(name: String, value: Value)] = []
        var seen = Set<String>()
        try document.forEachMember(value) { (key, member) throws(Diagnostic) in
            let name = document.string(key) ?? ""
            func path() -> String { "state.\(name)" }
            try checkStateName(name, key, path())
            guard seen.insert(name).inserted else { throw error(key, path(), "duplicate state name \(Echo.quoted(name))") }
            switch document.kind(member) {
            case .true, .false: result.append((name, .bool(document.bool(member)!)))
            case .number: result.append((name, .number(document.number(member)!)))
            case .string: result.append((name, .text(document.string(member)!)))
            default: throw error(member, path(), "expected a bool, number or string, found \(describe(member))")
            }
        }
        return result
    }

    /// Refuses a state name that expressions cannot read.
    func checkStateName(_ name: String, _ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) {
        guard StateName.isValid(name) else {
            throw error(value, path(), "state name \(Echo.quoted(name)) is not a name expressions can use (letters, digits, '_' and '.')")
        }
    }

    func resolveReferences() throws(Diagnostic) {
        for reference in records.pendingReferences {
            guard let target = index.find(reference.id, in: nodes) else {
                throw error(offset: reference.offset, reference.path, "no node has the id \(Echo.quoted(reference.id))")
            }
            if reference.use == .accessibilityElement {
                var ancestor = nodes[target].parent
                while let current = ancestor, current != reference.owner { ancestor = nodes[current].parent }
                guard ancestor == reference.owner else {
                    throw error(offset: reference.offset, reference.path,
                                "\(Echo.quoted(reference.id)) is not in the subtree of \(Echo.quoted(nodes[reference.owner].id))")
                }
            }
            reference.apply?(&nodes, target)
        }
    }
}
