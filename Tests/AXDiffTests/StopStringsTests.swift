@testable import AXDiff
import Testing

@Suite struct StopStringsTests {
    @Test func textsComeBackAsStoredEmptyAsNil() {
        let strings = StopStrings()
        let first = strings.append(label: "Café", value: nil, hint: "", description: "Café. Button.")
        let second = strings.append(label: "Cafe\u{301}", value: "1", hint: "Opens it.", description: "Café. Button.")
        #expect(strings.text(first.start, first.label) == "Café")
        #expect(strings.text(first.start + Int(first.label), first.value) == nil)
        #expect(first.hint == 0)
        #expect(strings.text(second.start + Int(second.label + second.value), second.hint) == "Opens it.")
        // As strings compare: the decomposed label equals the composed one; "1" is not empty.
        #expect(strings.equal(first.start, first.label, strings, second.start, second.label))
        #expect(!strings.equal(first.start + Int(first.label), first.value, strings, second.start + Int(second.label), second.value))
        #expect(!strings.equal(first.start, first.label, strings, second.start + Int(second.label), second.value))
        let offset = Int(first.label + first.value + first.hint), otherOffset = Int(second.label + second.value + second.hint)
        #expect(strings.equal(first.start + offset, first.description, strings, second.start + otherOffset, second.description))
    }
}
