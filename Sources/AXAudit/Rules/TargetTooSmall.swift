/// A control smaller than a finger (audit.md §2).
enum TargetTooSmall: CompactRule, StopRule {
    static let descriptor = RuleDescriptor(
        id: "target-too-small", severity: .error, shortDescription: "Target too small",
        fullDescription: "An enabled control's frame is narrower or lower than 44 pt (an error below 28 pt); a content shape only moves the cursor.",
        help: "Enlarge its frame.", threshold: "44 × 44 pt recommended, 28 × 28 pt minimum",
        tags: ["accessibility", "hig-44pt", "xcode-hitRegion", "gtxilib", "atf-TouchTargetSize"])

    static let recommended = 44.0
    static let minimum = 28.0

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        guard stop.isControl, !stop.traits.contains(.notEnabled) else { return }
        let frame = context.snapshot.nodes[stop.node].frame
        guard frame.width < recommended || frame.height < recommended else { return }
        let tooSmall = frame.width < minimum || frame.height < minimum
        result.append(tooSmall ? .error : .warning, node: stop.node)
    }

    static func describe(_ record: FindingRecord, texts: [String], in context: AuditContext) -> FindingText {
        let frame = context.snapshot.nodes[Int(record.node)].frame
        return FindingText(data: [("width", Format.json(frame.width)), ("height", Format.json(frame.height))])
    }

    /// One finding a node at most: no key.
    static func key(_ record: FindingRecord, texts: [String], in context: AuditContext) -> String { "" }

    static func writeMessage(_ record: FindingRecord, texts: [String], in context: AuditContext, to bytes: inout [UInt8]) {
        let node = Int(record.node)
        Format.writeID(context.snapshot, node, to: &bytes)
        bytes.appendText(" is ")
        Format.writeSize(context.snapshot.nodes[node].frame, to: &bytes)
        bytes.appendText(record.severity == .error ? "; the minimum is 28 × 28 pt." : "; 44 × 44 pt is recommended.")
    }
}
