import AXModel

/// A control smaller than a finger (audit.md §2). Inside a web view the size is the page
/// author's, often the line height of the text around a link (WCAG 2.5.8 exempts inline
/// targets): there a finding is a warning that says so, as ATF's `TouchTargetSizeCheck` demotes
/// results under a WebView (`hasWebViewAncestor`).
enum TargetTooSmall: CompactRule, StopRule {
    static let descriptor = RuleDescriptor(
        id: "target-too-small", severity: .error, shortDescription: "Target too small",
        fullDescription: "An enabled control's frame is narrower or lower than 44 pt (an error below 28 pt, a warning in web content, whose size is the page's); a content shape only moves the cursor.",
        help: "Enlarge its frame.", threshold: "44 × 44 pt recommended, 28 × 28 pt minimum",
        tags: ["accessibility", "hig-44pt", "xcode-hitRegion", "gtxilib", "atf-TouchTargetSize"])

    static let recommended = 44.0
    static let minimum = 28.0

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        guard stop.isControl, !stop.traits.contains(.notEnabled) else { return }
        let frame = context.snapshot.nodes[stop.node].frame
        guard frame.width < recommended || frame.height < recommended else { return }
        result.append(isBelowMinimum(frame) && !context.isWebContent(stop.node) ? .error : .warning, node: stop.node)
    }

    static func isBelowMinimum(_ frame: Rect) -> Bool { frame.width < minimum || frame.height < minimum }

    static func describe(_ record: FindingRecord, texts: [String], in context: AuditContext) -> FindingText {
        let frame = context.snapshot.nodes[Int(record.node)].frame
        var data: [(String, JSONOutput)] = [("width", Format.json(frame.width)), ("height", Format.json(frame.height))]
        if context.isWebContent(Int(record.node)) { data.append(("webContent", .bool(true))) }
        return FindingText(data: data)
    }

    /// One finding a node at most: no key.
    static func key(_ record: FindingRecord, texts: [String], in context: AuditContext) -> String { "" }

    static func writeMessage(_ record: FindingRecord, texts: [String], in context: AuditContext, to bytes: inout [UInt8]) {
        let node = Int(record.node)
        Format.writeName(context.snapshot, node, to: &bytes)
        bytes.appendText(" is ")
        let frame = context.snapshot.nodes[node].frame
        Format.writeSize(frame, to: &bytes)
        bytes.appendText(isBelowMinimum(frame) ? "; the minimum is 28 × 28 pt." : "; 44 × 44 pt is recommended.")
        if context.isWebContent(node) {
            bytes.appendText(" It is web content, whose size is the page's: verify the target in the page.")
        }
    }
}
