import AXModel

/// Where a converted dump came from (audit.md §12).
extension Importer {
    /// The document with `importedFrom` (format, file name) before its `root`.
    static func recordingOrigin(_ document: JSONOutput, format: ImportFormat, file: String) -> JSONOutput {
        guard case .object(var members) = document else { return document }
        let origin = JSONOutput.object([("format", .string(format.rawValue)), ("file", .string(file))])
        members.insert(("importedFrom", origin), at: members.firstIndex { $0.0 == "root" } ?? members.count)
        return .object(members)
    }
}
