import AXAudit
import AXDiff
import AXEngine
import AXModel
import AXTestSupport

/// Sides and diffs built from JSON text, for tests.
enum DiffFixture {
    /// The children of diff.md §10's base snapshot A, one node per entry.
    static let base = [
        #"{"id": "title", "type": "label", "frame": [16, 60, 361, 34], "text": "Photos", "addTraits": ["header"]}"#,
        #"{"id": "filter", "type": "button", "frame": [16, 120, 120, 44], "text": "Filter"}"#,
        #"{"id": "share", "type": "button", "frame": [257, 120, 120, 44], "text": "Share"}"#,
        #"{"id": "photo", "type": "image", "frame": [16, 180, 361, 300], "label": "Beach"}"#,
    ]

    /// A side of `children` under a root window; `extra` adds top-level keys; `located`: with
    /// where its stops are in its text (for SARIF).
    static func side(_ children: [String], file: String, extra: String = "", imported: Bool = false,
                     ignoreIds: Bool = false, navigation: NavigationStyle = .flat, locale: String? = nil,
                     located: Bool = false) throws -> DiffSide {
        let text = children.joined(separator: ",\n")
        let snapshot = try Fixture.snapshot(text, extra: extra)
        let locations = located ? SideLocations(.snapshot(Array(Fixture.json(text, extra: extra).utf8)), snapshot: snapshot) : nil
        return try DiffSide(analysis: Analysis(snapshot: snapshot, locale: locale), navigation: navigation, file: file,
                            format: "axsnap", imported: imported, ignoreIds: ignoreIds, locations: locations)
    }

    /// The diff of `a` (default: the base) and `b`, both under a root window.
    static func diff(_ b: [String], a: [String] = base, bExtra: String = "", options: DiffOptions = DiffOptions(),
                     locale: String? = nil, located: Bool = false) throws -> Diff {
        try Diff(side(a, file: "a.axsnap", locale: locale, located: located),
                 side(b, file: "b.axsnap", extra: bExtra, locale: locale, located: located), options: options)
    }

    /// The base with node `index` replaced.
    static func base(replacing index: Int, with node: String) -> [String] {
        var children = base
        children[index] = node
        return children
    }

    /// The text report without its `---` and `+++` lines.
    static func text(_ diff: Diff) -> String {
        DiffText(diff).rendered.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
    }
}
