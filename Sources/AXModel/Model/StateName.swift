/// The names of the snapshot's state, as `state`, `set` effects and `set:` steps write them.
public enum StateName {
    /// Whether expressions can read the name: it parses as a name (letters, digits, `_`, `.`).
    public static func isValid(_ name: String) -> Bool {
        guard case .some(.name(name)) = try? ExpressionParser.parse(name) else { return false }
        return true
    }
}
