/// A parsed expression of the snapshot format, evaluated against the app state.
///
/// Chains of operators of one precedence are kept flat (`a + b + c` is one node with three
/// operands), so that the tree is never deeper than the nesting the parser allows.
public indirect enum Expression: Sendable, Hashable {
    case literal(Value)
    case name(String)
    case not(Expression)
    case negate(Expression)
    /// `first op1 rest[0].operand op2 rest[1].operand …`, evaluated left to right.
    case chain(Expression, [ChainLink])
    case conditional(Expression, Expression, Expression)

    public struct ChainLink: Sendable, Hashable {
        public var op: BinaryOperator
        public var operand: Expression

        public init(op: BinaryOperator, operand: Expression) {
            self.op = op
            self.operand = operand
        }
    }

    /// The binary operators, by precedence level (higher binds tighter).
    public enum BinaryOperator: String, Sendable, Hashable, CaseIterable {
        case or = "||", and = "&&"
        case equal = "==", notEqual = "!="
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case add = "+", subtract = "-"
        case multiply = "*", divide = "/", remainder = "%"

        public var precedence: Int {
            switch self {
            case .or: 1
            case .and: 2
            case .equal, .notEqual: 3
            case .less, .lessOrEqual, .greater, .greaterOrEqual: 4
            case .add, .subtract: 5
            case .multiply, .divide, .remainder: 6
            }
        }
    }
}

/// An expression with the text it was parsed from.
///
/// Only the text is kept: the tree is parsed again when asked for. A parsed tree costs about 30
/// bytes per byte of text (a box per operand), so a file of expressions took 33 times its size in
/// memory; the text costs one, and parsing at most ``ExpressionParser/maximumLength`` characters
/// is quick next to what an evaluation is for (speech, a step).
public struct SourcedExpression: Sendable, Hashable {
    public var source: String

    /// `source`, which must parse to `expression` (the loader and the step reader parse it first).
    public init(source: String, expression: Expression) {
        self.source = source
    }

    /// A text known to parse (the loader checked it, ``ExpressionParser/check(_:)``).
    init(source: String) {
        self.source = source
    }

    /// The parsed tree; `null` for a text that does not parse (never the case for one made by the
    /// loader or a step).
    public var expression: Expression {
        (try? ExpressionParser.parse(source)) ?? .literal(.null)
    }
}
