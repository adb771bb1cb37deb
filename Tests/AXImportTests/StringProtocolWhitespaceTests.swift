@testable import AXImport
import Foundation
import Testing

/// Issue 13: the debugDescription reader trims as Foundation did, without `NSString`.
@Suite struct StringProtocolWhitespaceTests {
    @Test func trimsWhatFoundationTrims() {
        for text in ["", " \t ", "  Button (Main) ", "\u{00A0}\u{3000}Cell\u{2003}", " \u{301}x ", "a\nb\r ", "\u{85}x\u{2028}", "\t→Other"] {
            #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces), "\(text.unicodeScalars.map(\.value))")
            #expect(text.dropFirst(0).trimmingWhitespace == text.trimmingCharacters(in: .whitespaces))
        }
    }
}
