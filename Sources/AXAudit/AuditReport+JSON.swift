import AXModel

/// The JSON output for scripts (audit.md §7).
extension AuditReport {
    public var json: JSONOutput {
        .object([
            ("file", .string(file)),
            ("imported", .bool(imported)),
            ("minSeverity", .string(minSeverity.rawValue)),
            ("summary", .object([
                ("errors", count(.error)), ("warnings", count(.warning)), ("infos", count(.info)),
                ("suppressed", suppressedCount), ("baselined", baselinedCount), ("fixed", fixed),
                ("belowThreshold", belowThreshold), ("notRun", notRunCount),
            ].map { ($0.0, JSONOutput.number(Double($0.1))) })),
            ("findings", .array(findings.map { .object($0.jsonMembers) })),
            ("suppressed", .array(suppressed.map { entry in
                .object(entry.finding.jsonMembers + [("by", .string(entry.by.rawValue)), ("reason", .optional(entry.reason))])
            })),
            ("notRun", .array(notRun.map { entry in
                .object([("rule", .string(entry.rule)), ("reason", .string(entry.reason)), ("partial", .bool(entry.partial))])
            })),
        ])
    }
}

extension Finding {
    /// The keys of §4, in order.
    var jsonMembers: [(String, JSONOutput)] {
        [
            ("rule", .string(rule)), ("severity", .string(severity.rawValue)), ("element", .string(element)),
            ("path", .string(path)), ("line", .number(Double(location.line))), ("column", .number(Double(location.column))),
            ("frame", .numbers(frame.array)), ("stop", stop.map { .number(Double($0)) } ?? .null),
            ("message", .string(message)), ("help", .string(help)), ("related", .strings(related)),
            ("data", .object(data)), ("fingerprint", .string(fingerprint)), ("baseline", .optional(baseline)),
        ]
    }
}
