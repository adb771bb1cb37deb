/// One entry of a node's `auditIgnore` (audit.md §12): a rule whose findings on the node and its
/// subtree are suppressed, with the author's reason.
public struct AuditIgnore: Sendable, Hashable {
    public var rule: String
    /// Nil for the string form.
    public var reason: String?
    /// Byte offset of the entry in the file, to locate a warning about it.
    public var sourceOffset: Int

    public init(rule: String, reason: String?, sourceOffset: Int) {
        self.rule = rule
        self.reason = reason
        self.sourceOffset = sourceOffset
    }
}
