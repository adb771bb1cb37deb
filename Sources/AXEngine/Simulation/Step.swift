import Foundation
import AXModel

/// One step of a simulated VoiceOver session (cli.md `simulate`).
public enum Step: Sendable, Equatable, CustomStringConvertible {
    case next, previous, first, last
    /// `activate`, `escape`, `magicTap`, `increment`, `decrement`, `zoomIn`, `zoomOut`.
    case perform(ActionKind)
    /// A custom action of the focused element, by name.
    case customAction(String)
    case focus(id: String)
    case set(name: String, expression: SourcedExpression)
    case touch(Point)
    case wait(Double)
    /// Grouped navigation: into and out of the focused `contain` container.
    case enter, exit
    /// TalkBack's double-tap and hold on the focused element (Android snapshots).
    case longPress

    /// Whether the step performs an action: its `spoken` is everything it posted undelayed, even
    /// what had to wait or was cut (cli.md `simulate`).
    public var isAction: Bool {
        switch self {
        case .perform, .customAction, .longPress: true
        default: false
        }
    }

    /// Parses one step as written in `--steps` (`next`, `action:Delete`, `touch:120:640`, …).
    public static func parse(_ text: String) throws(StepError) -> Step {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed {
        case "next": return .next
        case "previous": return .previous
        case "first": return .first
        case "last": return .last
        case "enter": return .enter
        case "exit": return .exit
        case "longPress": return .longPress
        default: break
        }
        if let kind = ActionKind(rawValue: trimmed) { return .perform(kind) }
        guard let colon = trimmed.firstIndex(of: ":") else { throw StepError(step: trimmed, message: "unknown step") }
        let verb = trimmed[..<colon], argument = String(trimmed[trimmed.index(after: colon)...])
        switch verb {
        case "action":
            guard !argument.isEmpty else { throw StepError(step: trimmed, message: "expected action:NAME") }
            return .customAction(argument)
        case "focus":
            guard !argument.isEmpty else { throw StepError(step: trimmed, message: "expected focus:ID") }
            return .focus(id: argument)
        case "set":
            guard let equals = argument.firstIndex(of: "="), argument.startIndex != equals else {
                throw StepError(step: trimmed, message: "expected set:NAME=EXPRESSION")
            }
            let name = String(argument[..<equals]), source = String(argument[argument.index(after: equals)...])
            guard StateName.isValid(name) else {
                throw StepError(step: trimmed, message: "\(Echo.quoted(name)) is not a state name expressions can read")
            }
            do throws(ExpressionSyntaxError) {
                return .set(name: name, expression: SourcedExpression(source: source, expression: try ExpressionParser.parse(source)))
            } catch {
                throw StepError(step: trimmed, message: "bad expression: \(error.message) at character \(error.characterOffset + 1)")
            }
        case "touch":
            let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
                throw StepError(step: trimmed, message: "expected touch:X:Y in points")
            }
            return .touch(Point(x: x, y: y))
        case "wait":
            guard let seconds = Double(argument), seconds >= 0, seconds <= 3_600 else {
                throw StepError(step: trimmed, message: "expected wait:SECONDS (0 to 3600)")
            }
            return .wait(seconds)
        default:
            throw StepError(step: trimmed, message: "unknown step")
        }
    }

    /// Parses a comma-separated list. (Expressions in `set:` may hold commas inside quotes or
    /// parentheses; those do not split.)
    public static func parseList(_ text: String) throws(StepError) -> [Step] {
        var parts: [String] = [], current = "", depth = 0, quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if character == ",", depth == 0 {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        var steps: [Step] = []
        for part in parts { steps.append(try parse(part)) }
        return steps
    }

    public var description: String {
        switch self {
        case .next: "next"
        case .previous: "previous"
        case .first: "first"
        case .last: "last"
        case .enter: "enter"
        case .exit: "exit"
        case .longPress: "longPress"
        case .perform(let kind): kind.rawValue
        case .customAction(let name): "action:\(name)"
        case .focus(let id): "focus:\(id)"
        case .set(let name, let expression): "set:\(name)=\(expression.source)"
        case .touch(let point): "touch:\(Value.format(point.x)):\(Value.format(point.y))"
        case .wait(let seconds): "wait:\(Value.format(seconds))"
        }
    }
}

/// A step that cannot be parsed or taken.
public struct StepError: Error, Sendable, Equatable, CustomStringConvertible {
    public var step: String
    public var message: String
    public var description: String { "step '\(step)': \(message)" }
}
