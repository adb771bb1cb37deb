@testable import AXEngine
import AXModel
import Foundation
import Testing

/// The engine evaluates an expression from its text in one pass (``ExpressionInterpreter``); it
/// must give what the parsed tree gives (``ExpressionEvaluator``): the same value, or the same
/// error, and `null` for a text that does not parse.
@Suite struct ExpressionInterpreterTests {
    static let states: [[String: Value]] = [
        ["n": .number(3), "on": .bool(true), "s": .text("x"), "count": .number(0), "mode": .text("edit"), "zoomLevel": .number(2)],
        ["n": .number(0), "on": .bool(false), "s": .text(""), "count": .number(5), "mode": .text("view"), "zoomLevel": .text("2")],
        [:],
    ]

    /// What the tree gives: its value, or its error's message.
    static func byTree(_ text: String, _ state: [String: Value]) -> String {
        guard let tree = try? ExpressionParser.parse(text) else { return "value null" }
        do throws(EvaluationError) { return "value \(try ExpressionEvaluator.evaluate(tree, in: state))" } catch {
            return "error \(error.message)"
        }
    }

    static func byText(_ text: String, _ state: [String: Value]) -> String {
        do throws(EvaluationError) { return "value \(try ExpressionInterpreter.evaluate(text, in: state))" } catch {
            return "error \(error.message)"
        }
    }

    static let cases = [
        "n * 2 + 1", "'Zoom ' + n + 'x'", "on ? 'a' : 'b'", "s == 'x' && n >= 3", "1 == '1'", "7 % 4", "'v' + on",
        // What a `&&`, `||` or `?:` does not take is not evaluated: no unknown name there.
        "false && missing", "true || missing", "on && missing", "!on || missing", "on ? n : missing", "on ? missing : n",
        "false && missing && missing2", "true && true && missing", "n > 1 || missing || missing2",
        "on ? (n > 2 ? 'big' : missing) : missing", "!on ? missing : -n", "count > 2 ? 'Opens item 1 of ' + count + '.' : 'Unavailable.'",
        // Errors: the same message, from the same operand.
        "missing + 1", "n / 0", "n && on", "n < s", "s - 1", "-s", "!n", "n ? 1 : 2", "1 + missing + missing2", "on && n",
        "n || on", "(n % 0) + missing", "'a' < 1", "1e308 * 10", "s + 1 > 2",
        // Texts that do not parse are `null`, even where an operand before the fault would fail.
        "missing +", "n / 0 +", "(n", "n )", "'open", "n ? 1", "1 +* 2", "@", "1 2", "missing ? 1", "n / 0 ) (",
        // Escapes, unicode names and texts, numbers.
        #"'it\'s ' + s"#, #""say \"hi\"""#, "'Größe ' + n", "1.5e3 + .5", "n == 3.0", "null == null", "true != false",
        String(repeating: "(", count: 64) + "n" + String(repeating: ")", count: 64),
        String(repeating: "(", count: 65) + "n" + String(repeating: ")", count: 65),
        String(repeating: "!", count: 64) + "on", String(repeating: "-", count: 65) + "n",
        "'" + String(repeating: "a", count: 4_094) + "'", "'" + String(repeating: "é", count: 4_095) + "'",
    ]

    @Test(arguments: cases)
    func givesWhatTheTreeGives(_ text: String) {
        for state in Self.states {
            #expect(Self.byText(text, state) == Self.byTree(text, state), "\(text) in \(state)")
        }
    }

    @Test func shortCircuitsAsTheTreeDoesWithExactValues() {
        let state = Self.states[0]
        #expect(Self.byText("false && missing", state) == "value bool(false)")
        #expect(Self.byText("on ? missing : n", state) == "error unknown name 'missing'")
        #expect(Self.byText("on ? n : missing", state) == "value number(3.0)")
        #expect(Self.byText("n / 0 +", state) == "value null")
    }

    /// The fuzz corpus of expressions too (Tests/Fuzz/Corpus/expression).
    @Test func givesWhatTheTreeGivesOnTheFuzzCorpus() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fuzz/Corpus/expression")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        #expect(files.count >= 30)
        for file in files {
            let text = String(decoding: try Data(contentsOf: corpus.appendingPathComponent(file)), as: UTF8.self)
            for state in Self.states { #expect(Self.byText(text, state) == Self.byTree(text, state), "\(file) in \(state)") }
        }
    }
}
