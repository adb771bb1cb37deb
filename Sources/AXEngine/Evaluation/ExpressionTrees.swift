import AXModel

/// Parsed trees by source text, for the texts a snapshot repeats (a template's cells, an action
/// every row has); at most ``maximumKept``, so that a file of distinct expressions costs no more.
public final class ExpressionTrees {
    private var trees: [String: Expression] = [:]
    static let maximumKept = 1_024

    public init() {}

    /// The tree of `expression`, parsed once while there is room.
    func tree(of expression: SourcedExpression) -> Expression {
        if let tree = trees[expression.source] { return tree }
        let tree = expression.expression
        if trees.count < ExpressionTrees.maximumKept { trees[expression.source] = tree }
        return tree
    }
}
