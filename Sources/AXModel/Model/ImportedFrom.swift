/// Where `import` converted a snapshot from (audit.md §12): actions, hints, shapes, activation
/// points, containers and direct-touch options of such a snapshot are unknown, not absent.
public struct ImportedFrom: Sendable, Hashable {
    /// The dump format (`wda-xml`, `wda-json`, `xcuitest`).
    public var format: String
    /// The dump's file name, without its folder.
    public var file: String

    public init(format: String, file: String) {
        self.format = format
        self.file = file
    }
}
