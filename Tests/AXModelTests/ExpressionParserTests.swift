@testable import AXModel
import Foundation
import Testing

@Suite struct ExpressionParserTests {
    @Test func keepsOperatorChainsFlat() throws {
        let expression = try ExpressionParser.parse("a + b - 1")
        #expect(expression == .chain(.name("a"), [.init(op: .add, operand: .name("b")),
                                                  .init(op: .subtract, operand: .literal(.number(1)))]))
    }

    @Test func bindsByPrecedence() throws {
        let expression = try ExpressionParser.parse("!on || n * 2 >= 4 ? 'big' : \"small\"")
        guard case .conditional(let condition, .literal(.text("big")), .literal(.text("small"))) = expression else {
            Issue.record("not a conditional: \(expression)")
            return
        }
        #expect(condition == .chain(.not(.name("on")), [.init(op: .or, operand: .chain(
            .chain(.name("n"), [.init(op: .multiply, operand: .literal(.number(2)))]),
            [.init(op: .greaterOrEqual, operand: .literal(.number(4)))]))]))
    }

    @Test func refusesDeepNestingAndLongText() {
        let deep = String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65)
        #expect(throws: ExpressionSyntaxError(characterOffset: 65, message: "expression nested deeper than 64 levels")) {
            try ExpressionParser.parse(deep)
        }
        let long = String(repeating: "1+", count: 2_100) + "1"
        #expect(throws: ExpressionSyntaxError(characterOffset: 4_096, message: "expression longer than 4096 characters")) {
            try ExpressionParser.parse(long)
        }
    }

    @Test func reportsWhereItFails() {
        #expect(throws: ExpressionSyntaxError(characterOffset: 2, message: "unexpected character '#'")) {
            try ExpressionParser.parse("a #")
        }
        #expect(throws: ExpressionSyntaxError(characterOffset: 0, message: "unterminated text literal")) {
            try ExpressionParser.parse("'abc")
        }
    }

    /// The loader's check builds no tree but accepts what the parser accepts and refuses the rest
    /// with the parser's error, over hand-picked texts and the fuzzer's corpus.
    @Test func checkAgreesWithParse() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fuzz/Corpus/expression")
        let files = try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
        #expect(files.count >= 30)
        let texts = try files.map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) } + [
            "on && (count >= 0 || mode == 'edit')", "!on || count < 0", "a ? b : c ? d : e", "-(-1)", "!!on", "'é' + ñame",
            "a b", "a +", "(1", "1)", "a ? b", "? :", "", "a #", "'abc", "1.2.3", "1e999", "名前 == 'x'", "a == = b",
            String(repeating: "!", count: 64) + "on", String(repeating: "!", count: 65) + "on",
            String(repeating: "(", count: 64) + "1" + String(repeating: ")", count: 64),
            String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65),
            String(repeating: "a ? ", count: 65) + "1" + String(repeating: " : 2", count: 65),
        ]
        for text in texts {
            var parseError: ExpressionSyntaxError?
            var checkError: ExpressionSyntaxError?
            do throws(ExpressionSyntaxError) { _ = try ExpressionParser.parse(text) } catch { parseError = error }
            do throws(ExpressionSyntaxError) { try ExpressionParser.check(text) } catch { checkError = error }
            #expect(checkError == parseError, "\(text.debugDescription)")
        }
    }

    /// The loader's quick check says "parses" only of what parses, and says it of the plain
    /// expressions files hold; over 30,000 texts of random tokens (some 800 of which it accepts), it is never wrong.
    @Test func thePlainCheckAcceptsOnlyWhatParses() throws {
        let plain = ["on && (count >= 0 || mode == 'edit')", "'Button 1' + (on ? ', on' : '')", "count * 5 + 1",
                     "count > 2 ? 'Opens item 1 of ' + count + '.' : 'Unavailable.'", "!on", "-count % 3", "a ? b ? c : d : e",
                     "a ? b : c ? d : e", "(a ? b : c) + 'x'", "name + ' wrote 5 ' + (mode == 'edit' ? 'drafts' : 'notes')",
                     "'it\\'s'", "x.y_z <= 10 || !(a != \"b\")", "\t1\n+\r2 "]
        func plainlyParses(_ text: String) -> Bool {
            var text = text
            return text.withUTF8(ExpressionParser.plainlyParses)
        }
        for text in plain {
            #expect(plainlyParses(text), "\(text.debugDescription)")
        }
        let unsure = ["", "a b", "a +", "(1", "1)", "a ? b", "a : b", "x ? y : a ? b : c : d", "(a : b)", "1.5", ".5", "1e3",
                      "1234567890123456", "'é' + ñame", "ñ", "a = b", "a & b", "a != = b", "!= a", "'abc", "'a\\",
                      String(repeating: "!", count: 64) + "on", String(repeating: "(", count: 64) + "1" + String(repeating: ")", count: 64)]
        for text in unsure {
            #expect(!plainlyParses(text), "\(text.debugDescription)")
        }
        let tokens = ["a", "on", "x.y", "_n", "'t'", "\"u\"", "'a\\'b'", "'", "\\", "1", "42", "007", "1.5", "1e3", "(", ")", "?",
                      ":", "!", "-", "+", "*", "/", "%", "&&", "||", "==", "!=", "<", "<=", ">", ">=", "=", "&", "|", " ", "é", "\n"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var accepted = 0
        for _ in 0..<30_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var text = ""
            for k in 0..<Int(seed >> 60) + 1 { text += tokens[Int((seed >> UInt64(4 * k % 56)) % UInt64(tokens.count))] }
            guard plainlyParses(text) else { continue }
            accepted += 1
            #expect((try? ExpressionParser.parse(text)) != nil, "\(text.debugDescription)")
        }
        #expect(accepted > 500)
    }

    /// A whole number read from its digits has the value Double reads from its text, at every
    /// length the shortcut takes and past it, and the tokens after it are the same.
    @Test func numbersReadAsDoubleReadsThem() throws {
        let numbers = ["0", "7", "007", "42", "999999999999999", "123456789012345", "1234567890123456", "99999999999999999999",
                       "1.5", ".5", "1.", "1e3", "2E+2", "5e-1", "0.1", "12.0"]
        for number in numbers {
            #expect(try ExpressionParser.parse(number) == .literal(.number(Double(number)!)), "\(number)")
        }
        var text = "12abc + 3.25e1"
        let kinds = text.withUTF8 { bytes -> [String] in
            var lexer = ExpressionLexer(bytes)
            var kinds: [String] = []
            while let token = try? lexer.next(), kinds.count < 6 {
                kinds.append(token.kind.description)
                if case .end = token.kind { break }
            }
            return kinds
        }
        #expect(kinds == ["number 12", "'abc'", "'+'", "number 32.5", "the end of the expression"])
    }
}
