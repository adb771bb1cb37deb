import AXEngine
import AXImport
import AXModel
import Foundation

/// Android dumps for tests: real files in `Tests/Samples/uiautomator` and `../shared/samples`,
/// and small dumps written as `adb shell uiautomator dump` writes them.
public enum AndroidFixture {
    /// A real dump of the project's samples (`Tests/Samples/uiautomator/NAME`).
    public static func sample(_ name: String) -> String { Fixture.projectSample("uiautomator/\(name)") }

    /// A raw uiautomator dump of one window, a `FrameLayout` of `width` × `height` pixels of the
    /// package `com.example` holding `nodes` (XML of `<node>` elements).
    public static func dump(_ nodes: String, width: Int = 1080, height: Int = 2400) -> String {
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
            + node("android.widget.FrameLayout", bounds: [0, 0, width, height], nodes) + "</hierarchy>"
    }

    /// A `<node>` with every attribute uiautomator writes: the flags listed in `flags` (space
    /// separated: `clickable focusable checkable checked long-clickable scrollable selected
    /// password focused`) true, `enabled` unless `flags` has `disabled`.
    public static func node(_ className: String, text: String = "", description: String = "", id: String = "",
                            flags: String = "", bounds: [Int], _ children: String = "") -> String {
        let set = Set(flags.split(separator: " ").map(String.init))
        func flag(_ name: String) -> String { "\(name)=\"\(set.contains(name))\"" }
        let attributes = "index=\"0\" text=\"\(escaped(text))\" resource-id=\"\(id)\" class=\"\(className)\" package=\"com.example\" "
            + "content-desc=\"\(escaped(description))\" \(flag("checkable")) \(flag("checked")) \(flag("clickable")) "
            + "enabled=\"\(!set.contains("disabled"))\" \(flag("focusable")) \(flag("focused")) \(flag("scrollable")) "
            + "\(flag("long-clickable")) \(flag("password")) \(flag("selected")) "
            + "bounds=\"[\(bounds[0]),\(bounds[1])][\(bounds[2]),\(bounds[3])]\""
        return children.isEmpty ? "<node \(attributes) />" : "<node \(attributes)>\(children)</node>"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;")
    }

    /// The snapshot a dump's text converts to, at `density` (2.625 by default, 420 dpi).
    public static func snapshot(_ xml: String, density: Double = 2.625) throws -> Snapshot {
        let conversion = try Importer.convert(Array(xml.utf8), fileName: "dump.xml", density: density)
        return try Importer.load(conversion, fileName: "dump.xml", displayName: "dump.xml").snapshot
    }

    /// The snapshot of a dump file (its density chosen from its width unless given).
    public static func snapshot(file path: String, density: Double? = nil) throws -> Snapshot {
        try Importer.load(path: path, density: density).snapshot
    }

    /// What TalkBack says at each stop, in order: `description` and, indented after a new line,
    /// the hint.
    public static func spoken(_ snapshot: Snapshot, locale: String? = nil) throws -> [String] {
        let analysis = Analysis(snapshot: snapshot, locale: locale)
        return try analysis.resolution.elements.map { element in
            let speech = try analysis.narrator.describe(element).speech
            return speech.description + (speech.hint.map { "\n   \($0)" } ?? "")
        }
    }

    /// The descriptions of a dump's stops, in order.
    public static func descriptions(_ xml: String, locale: String? = nil) throws -> [String] {
        let analysis = Analysis(snapshot: try snapshot(xml), locale: locale)
        return try analysis.resolution.elements.map { try analysis.narrator.describe($0).speech.description }
    }
}
