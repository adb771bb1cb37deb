import AXModel
import Foundation

/// SARIF 2.1.0 for code scanning (audit.md §9): the rules spread over lines, each result and
/// notification on one.
extension AuditReport {
    /// Writes the SARIF log into `writer`, calling `flush` between results (to hand on and empty
    /// the writer's bytes); `version` is axscope's `semanticVersion`.
    public func writeSARIF(version: String, to writer: inout JSONWriter, flush: (inout JSONWriter) -> Void = { _ in }) {
        SARIFLog.beginRun(version: version, to: &writer) { writer in
            writer.array(rules) { writer, rule in writeRule(rule, to: &writer) }
        }
        writer.key("automationDetails")
        writer.object { writer in writer.key("id"); writer.string("axscope/\(file)/") }
        writer.key("columnKind"); writer.string("unicodeCodePoints")
        writer.key("invocations")
        writer.beginArray()
        writer.object { writer in
            writer.key("executionSuccessful"); writer.bool(true)
            writer.key("toolConfigurationNotifications")
            writer.array(notRun) { writer, entry in
                writer.object(inline: true) { writer in
                    writer.key("associatedRule")
                    writer.object { writer in writer.key("id"); writer.string(entry.rule) }
                    writer.key("level"); writer.string("note")
                    writer.key("message")
                    writer.object { writer in
                        writer.key("text"); writer.string("\(entry.rule) \(entry.partial ? "partly run" : "not run"): \(entry.reason)")
                    }
                }
            }
        }
        writer.endArray()
        writer.key("results")
        writer.beginArray()
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        // By a rule's position in `Auditor.rules`, so that a record's rule is not looked up by name.
        let indexOfRule = Auditor.ruleIDs.map { ruleIndex[$0] ?? 0 }
        let uri = AuditReport.uri(file)
        for position in findings.indices {
            let view = findings.view(at: position, describing: false)
            writeResult(view, ruleIndex: indexOfRule[view.ruleNumber], uri: uri, to: &writer)
            flush(&writer)
        }
        writer.endArray()
        SARIFLog.endRun(to: &writer)
    }

    private func writeRule(_ rule: RuleDescriptor, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("id"); writer.string(rule.id)
            writer.key("name"); writer.string(rule.name)
            writer.key("shortDescription")
            writer.object { writer in writer.key("text"); writer.string(rule.shortDescription) }
            writer.key("fullDescription")
            writer.object { writer in writer.key("text"); writer.string(rule.fullDescription) }
            writer.key("help")
            writer.object { writer in writer.key("text"); writer.string(rule.help) }
            writer.key("defaultConfiguration")
            writer.object { writer in writer.key("level"); writer.string(rule.severity.sarifLevel) }
            writer.key("properties")
            writer.object { writer in writer.key("tags"); writer.strings(rule.tags) }
        }
    }

    private func writeResult(_ view: FindingView, ruleIndex: Int, uri: String, to writer: inout JSONWriter) {
        writer.beginObject(inline: true)
        writer.key("ruleId"); writer.string(view.rule)
        writer.key("ruleIndex"); writer.integer(ruleIndex)
        writer.key("level"); writer.string(view.severity.sarifLevel)
        writer.key("message")
        writer.object { writer in writer.key("text"); view.writeMessage(to: &writer) }
        writer.key("locations")
        writer.beginArray()
        writer.beginObject()
        writer.key("physicalLocation")
        writer.object { writer in
            writer.key("artifactLocation")
            writer.object { writer in writer.key("uri"); writer.string(uri) }
            writer.key("region")
            writer.object { writer in
                writer.key("startLine"); writer.integer(view.location.line)
                if let endLine = view.location.endLine, let endColumn = view.location.endColumn {
                    writer.key("startColumn"); writer.integer(view.location.column)
                    writer.key("endLine"); writer.integer(endLine)
                    writer.key("endColumn"); writer.integer(endColumn)
                }
            }
        }
        writer.key("logicalLocations")
        writer.beginArray()
        writer.object { writer in
            writer.key("name"); writer.string(view.element)
            writer.key("fullyQualifiedName"); view.writePath(asPointer: true, to: &writer)
            writer.key("kind"); writer.string("object")
        }
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.key("partialFingerprints")
        writer.object { writer in
            let fingerprint = view.fingerprintNumber
            writer.key("axscope/v1"); SHA256.withHex(fingerprint) { writer.string(utf8: $0) }
            writer.key("primaryLocationLineHash"); SHA256.withHex(fingerprint, suffix: ":1") { writer.string(utf8: $0) }
        }
        if let baseline = view.baseline {
            writer.key("baselineState"); writer.string(baseline)
        }
        writer.key("properties")
        writer.object { writer in writer.key("frame"); writer.numbers(view.frame) }
        writer.endObject()
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
        var bytes: [UInt8] = [UInt8(ascii: "/")]
        bytes.reserveCapacity(path.utf8.count + 1)
        for byte in path.utf8 where byte != UInt8(ascii: "]") {
            bytes.append(byte == UInt8(ascii: "[") || byte == UInt8(ascii: ".") ? UInt8(ascii: "/") : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
