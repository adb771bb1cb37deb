/// The keys audit.md §12 adds to the format: `auditIgnore` on a node, `importedFrom` on top.
extension SnapshotLoader {
    /// `["rule-id", {"rule": "rule-id", "reason": "…"}, …]`. Rule ids are checked by the audit.
    func auditIgnore(_ value: JSONDocument.Value, _ path: String) throws(Diagnostic) -> [AuditIgnore] {
        try expectKind(value, .array, path, "an array of rule ids or {\"rule\", \"reason\"} objects")
        var entries: [AuditIgnore] = []
        for (i, entry) in document.elements(value).enumerated() {
            let entryPath = "\(path)[\(i)]"
            switch document.kind(entry) {
            case .string:
                entries.append(AuditIgnore(rule: try string(entry, entryPath), reason: nil, sourceOffset: document.offset(entry)))
            case .object:
                var rule: String?
                var reason: String?
                try document.forEachMember(entry) { (key, member) throws(Diagnostic) in
                    let name = document.string(key) ?? ""
                    switch name {
                    case "rule": rule = try string(member, "\(entryPath).rule")
                    case "reason": reason = try string(member, "\(entryPath).reason")
                    default: warn(key, "\(entryPath).\(name)", "unknown key '\(name)' (ignored)")
                    }
                }
                guard let rule else { throw error(entry, entryPath, "missing required key 'rule'") }
                entries.append(AuditIgnore(rule: rule, reason: reason, sourceOffset: document.offset(entry)))
            default:
                throw error(entry, entryPath, "expected a rule id or {\"rule\", \"reason\"}, found \(describe(entry))")
            }
        }
        return entries
    }

    /// `{"format": "wda-xml", "file": "dump.xml"}`.
    func importedFrom(_ value: JSONDocument.Value) throws(Diagnostic) -> ImportedFrom {
        try expectKind(value, .object, "importedFrom", "an object {\"format\", \"file\"}")
        var format: String?
        var file = ""
        try document.forEachMember(value) { (key, member) throws(Diagnostic) in
            let name = document.string(key) ?? ""
            switch name {
            case "format": format = try string(member, "importedFrom.format")
            case "file": file = try string(member, "importedFrom.file")
            default: warn(key, "importedFrom.\(name)", "unknown key '\(name)' (ignored)")
            }
        }
        guard let format else { throw error(value, "importedFrom", "missing required key 'format'") }
        return ImportedFrom(format: format, file: file)
    }
}
