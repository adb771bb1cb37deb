import AXEngine
import AXModel
import Foundation

/// Builds snapshots from JSON text for tests.
public enum Fixture {
    /// A snapshot whose root window holds `children` (JSON node objects, comma separated).
    public static func json(_ children: String, extra: String = "") -> String {
        """
        {"format": "axsnap", "version": 1, "screen": {"width": 393, "height": 852}\(extra),
         "root": {"id": "window", "type": "window", "frame": [0, 0, 393, 852], "children": [\(children)]}}
        """
    }

    public static func load(_ text: String) throws -> LoadedSnapshot {
        try SnapshotLoader.load(bytes: Array(text.utf8), fileName: "test.axsnap")
    }

    /// Loads `children` under a root window; `extra` adds top-level keys (starting with a comma).
    public static func snapshot(_ children: String, extra: String = "") throws -> Snapshot {
        try load(json(children, extra: extra)).snapshot
    }

    /// The error the loader reports for `text`, as printed.
    public static func error(_ text: String) -> String? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return (error as? Diagnostic)?.description
        }
    }

    /// The ids of the stops, in order.
    public static func order(_ snapshot: Snapshot) -> [String] {
        let analysis = Analysis(snapshot: snapshot)
        return analysis.resolution.elements.map { snapshot.nodes[$0.node].id }
    }

    /// The spoken descriptions of the stops, in order.
    public static func descriptions(_ snapshot: Snapshot, locale: String? = nil) throws -> [String] {
        let analysis = Analysis(snapshot: snapshot, locale: locale)
        return try analysis.resolution.elements.map { try analysis.narrator.describe($0).speech.description }
    }

    /// Takes `steps` (as `--steps` writes them) in a new session on the snapshot and lets speech
    /// run to its end; returns each step's `spoken` and the session.
    public static func simulate(_ snapshot: Snapshot, _ steps: String,
                                navigation: NavigationStyle = .flat) throws -> (spoken: [String?], session: Session) {
        let session = Session(analysis: Analysis(snapshot: snapshot), navigation: navigation)
        let spoken = try Step.parseList(steps).map { try session.take($0).spoken }
        session.finish()
        return (spoken, session)
    }

    /// A bundled sample's path.
    public static func sample(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/Samples/\(name).axsnap").standardized.path
    }

    /// A real dump of the project's samples (`Tests/Samples/RELATIVE`, sources in each folder's
    /// `SOURCES.md`).
    public static func projectSample(_ relative: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Samples/\(relative)").standardized.path
    }

    /// A file of the shared samples folder beside the project.
    public static func shared(_ relative: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/samples/\(relative)").standardized.path
    }
}
