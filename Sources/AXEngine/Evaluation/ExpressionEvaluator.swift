import AXModel

/// An expression that could not be evaluated: an unknown name, a type mismatch, a division by zero.
public struct EvaluationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Evaluates expressions against a state: a parsed tree, or (as the engine does) the text itself
/// (``ExpressionInterpreter``), with the same results and errors. Bounded by the parser's nesting
/// limit; a text result is at most ``maximumTextLength`` bytes and a number result finite, so that
/// repeated steps (`set:s=s+s`) cannot grow without bound nor write `inf`.
public enum ExpressionEvaluator {
    /// The longest text value (UTF-8 bytes) an expression may produce.
    public static let maximumTextLength = 65_536

    /// The value of an expression's text, evaluated without its tree (``ExpressionInterpreter``);
    /// `null` for a text that does not parse.
    public static func evaluate(text: String, in state: [String: Value]) throws(EvaluationError) -> Value {
        try ExpressionInterpreter.evaluate(text, in: state)
    }

    public static func evaluate(_ expression: Expression,
                                in state: [String: Value]) throws(EvaluationError) -> Value {
        switch expression {
        case .literal(let value):
            return value
        case .name(let name):
            guard let value = state[name] else { throw EvaluationError(message: "unknown name '\(name)'") }
            return value
        case .not(let operand):
            return .bool(!(try bool(evaluate(operand, in: state), "'!'")))
        case .negate(let operand):
            return .number(-(try number(evaluate(operand, in: state), "unary '-'")))
        case .conditional(let condition, let whenTrue, let whenFalse):
            let chosen = try bool(evaluate(condition, in: state), "'?:'") ? whenTrue : whenFalse
            return try evaluate(chosen, in: state)
        case .chain(let first, let links):
            var result = try evaluate(first, in: state)
            for link in links {
                switch link.op {
                case .and:
                    guard try bool(result, "'&&'") else { return .bool(false) }
                    result = .bool(try bool(evaluate(link.operand, in: state), "'&&'"))
                case .or:
                    if try bool(result, "'||'") { return .bool(true) }
                    result = .bool(try bool(evaluate(link.operand, in: state), "'||'"))
                default:
                    result = try apply(link.op, result, evaluate(link.operand, in: state))
                }
            }
            return result
        }
    }

    static func bool(_ value: Value, _ op: @autoclosure () -> String) throws(EvaluationError) -> Bool {
        guard case .bool(let flag) = value else {
            throw EvaluationError(message: "\(op()) takes a bool, found \(value.typeName) \(value.quoted)")
        }
        return flag
    }

    static func number(_ value: Value, _ op: @autoclosure () -> String) throws(EvaluationError) -> Double {
        guard case .number(let number) = value else {
            throw EvaluationError(message: "\(op()) takes a number, found \(value.typeName) \(value.quoted)")
        }
        return number
    }

    private static func text(_ a: String, _ b: String) throws(EvaluationError) -> Value {
        let length = a.utf8.count + b.utf8.count
        guard length <= maximumTextLength else {
            throw EvaluationError(message: "'+' would make a text of \(length) bytes; texts are at most \(maximumTextLength) bytes")
        }
        return .text(a + b)
    }

    private static func finite(_ result: Double, _ op: @autoclosure () -> String) throws(EvaluationError) -> Value {
        guard result.isFinite else { throw EvaluationError(message: "\(op()) gives a number out of range (beyond ±1.8e308)") }
        return .number(result)
    }

    static func apply(_ op: Expression.BinaryOperator, _ a: Value,
                              _ b: Value) throws(EvaluationError) -> Value {
        // The operator as messages quote it, made only for a message.
        func symbol() -> String { "'\(op.rawValue)'" }
        switch op {
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .add:
            if case .text = a { return try text(a.text, b.text) }
            if case .text = b { return try text(a.text, b.text) }
            return try finite(number(a, symbol()) + number(b, symbol()), symbol())
        case .subtract: return try finite(number(a, symbol()) - number(b, symbol()), symbol())
        case .multiply: return try finite(number(a, symbol()) * number(b, symbol()), symbol())
        case .divide, .remainder:
            let divisor = try number(b, symbol())
            let dividend = try number(a, symbol())
            guard divisor != 0 else { throw EvaluationError(message: "division by zero") }
            return try finite(op == .divide ? dividend / divisor : dividend.truncatingRemainder(dividingBy: divisor), symbol())
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let order: Bool
            switch (a, b) {
            case (.number(let x), .number(let y)):
                order = op == .less ? x < y : op == .lessOrEqual ? x <= y : op == .greater ? x > y : x >= y
            case (.text(let x), .text(let y)):
                order = op == .less ? x < y : op == .lessOrEqual ? x <= y : op == .greater ? x > y : x >= y
            default:
                throw EvaluationError(message: "\(symbol()) takes two numbers or two texts, found \(a.typeName) and \(b.typeName)")
            }
            return .bool(order)
        case .and, .or:
            let left = try bool(a, symbol())
            let right = try bool(b, symbol())
            return .bool(op == .and ? left && right : left || right)
        }
    }
}
