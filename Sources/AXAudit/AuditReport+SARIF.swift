import AXModel
import Foundation

/// SARIF 2.1.0 for code scanning (audit.md §9).
extension AuditReport {
    /// The SARIF log; `version` is axscope's `semanticVersion`.
    public func sarif(version: String) -> JSONOutput {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let rulesJSON: [JSONOutput] = rules.map { rule in
            .object([
                ("id", .string(rule.id)), ("name", .string(rule.name)),
                ("shortDescription", .object([("text", .string(rule.shortDescription))])),
                ("fullDescription", .object([("text", .string(rule.fullDescription))])),
                ("help", .object([("text", .string(rule.help))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity.sarifLevel))])),
                ("properties", .object([("tags", .strings(rule.tags))])),
            ])
        }
        let results: [JSONOutput] = findings.map { finding in
            var region: [(String, JSONOutput)] = [("startLine", .number(Double(finding.location.line)))]
            if let endLine = finding.location.endLine, let endColumn = finding.location.endColumn {
                region += [("startColumn", .number(Double(finding.location.column))), ("endLine", .number(Double(endLine))),
                           ("endColumn", .number(Double(endColumn)))]
            }
            var members: [(String, JSONOutput)] = [
                ("ruleId", .string(finding.rule)), ("ruleIndex", .number(Double(ruleIndex[finding.rule] ?? 0))),
                ("level", .string(finding.severity.sarifLevel)), ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([.object([
                    ("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(AuditReport.uri(file)))])),
                        ("region", .object(region)),
                    ])),
                    ("logicalLocations", .array([.object([
                        ("name", .string(finding.element)), ("fullyQualifiedName", .string(AuditReport.pointer(finding.path))),
                        ("kind", .string("object")),
                    ])])),
                ])])),
                ("partialFingerprints", .object([
                    ("axscope/v1", .string(finding.fingerprint)), ("primaryLocationLineHash", .string(finding.fingerprint + ":1")),
                ])),
            ]
            if let baseline = finding.baseline { members.append(("baselineState", .string(baseline))) }
            members.append(("properties", .object([("frame", .numbers(finding.frame.array))])))
            return .object(members)
        }
        let notifications: [JSONOutput] = notRun.map { entry in
            .object([
                ("associatedRule", .object([("id", .string(entry.rule))])), ("level", .string("note")),
                ("message", .object([("text", .string("\(entry.rule) \(entry.partial ? "partly run" : "not run"): \(entry.reason)"))])),
            ])
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("axscope")), ("semanticVersion", .string(version)), ("rules", .array(rulesJSON)),
                ]))])),
                ("automationDetails", .object([("id", .string("axscope/\(file)/"))])),
                ("columnKind", .string("unicodeCodePoints")),
                ("invocations", .array([.object([
                    ("executionSuccessful", .bool(true)), ("toolConfigurationNotifications", .array(notifications)),
                ])])),
                ("results", .array(results)),
            ])])),
        ])
    }

    /// FILE as a URI: `-` stays, an absolute path becomes `file://`, a relative one is percent-encoded.
    public static func uri(_ file: String) -> String {
        guard file != "-" else { return "-" }
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~/")
        let encoded = file.addingPercentEncoding(withAllowedCharacters: allowed) ?? file
        return file.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// `root.children[2]` → `/root/children/2`.
    public static func pointer(_ path: String) -> String {
        "/" + path.replacingOccurrences(of: "]", with: "").replacingOccurrences(of: "[", with: "/")
            .replacingOccurrences(of: ".", with: "/")
    }
}
