import AXModel

/// What the audit needs to know about a converted dump (audit.md §4, §12): where it came from and
/// the line where each element starts.
extension Importer {
    /// The document with `importedFrom` (format, file name) before its `root`.
    static func recordingOrigin(_ document: JSONOutput, format: ImportFormat, file: String) -> JSONOutput {
        guard case .object(var members) = document else { return document }
        let origin = JSONOutput.object([("format", .string(format.rawValue)), ("file", .string(file))])
        members.insert(("importedFrom", origin), at: members.firstIndex { $0.0 == "root" } ?? members.count)
        return .object(members)
    }

    /// The line where each element of a dump starts, in document order: the nodes its conversion
    /// makes, one per element. Nil when the dump cannot be read.
    public static func elementLines(_ bytes: [UInt8], format: ImportFormat) -> [Int]? {
        let dump: ImportedDump
        do throws(ImportError) {
            switch format {
            case .wdaXML: dump = try WDAXMLReader.read(bytes)
            case .wdaJSON: dump = try WDAJSONReader.read(bytes)
            case .xcuitest: dump = try DebugDescriptionReader.read(bytes)
            }
        } catch {
            return nil
        }
        var lines: [Int] = []
        var pending = [dump.root]
        while let element = pending.popLast() {
            lines.append(element.line)
            pending.append(contentsOf: element.children.reversed())
        }
        return lines
    }
}
