@testable import AXDiff
import AXModel
import Testing

@Suite struct ChangeTests {
    static func change(a: Int?, b: Int?) -> Change {
        Change(kind: .stopRemoved, a: a, b: b, before: .string("Save. Button."), after: .null, message: "“Save. Button.”")
    }

    @Test func aChangeTakesAHundredAndFourBytes() {
        #expect(MemoryLayout<Change>.stride == 104)
    }

    @Test(arguments: [(Int?.none, Int?.some(0)), (7, nil), (2_147_483_646, 12)])
    func stopIndicesComeBackAsGiven(_ a: Int?, _ b: Int?) {
        var change = ChangeTests.change(a: a, b: b)
        #expect(change.a == a)
        #expect(change.b == b)
        change.a = b
        change.b = a
        #expect(change.a == b)
        #expect(change.b == a)
    }

    @Test func theBoxedFieldsKeepValueSemantics() {
        var first = ChangeTests.change(a: 0, b: nil)
        #expect(first.reason == nil && first.into == nil && first.addedTraits == nil && first.removedTraits == nil && first.actionKey == nil)
        first.reason = "merged into a combine element"
        first.into = [3]
        var second = first
        second.reason = nil
        second.addedTraits = ["selected"]
        second.removedTraits = ["button"]
        second.actionKey = "Delete"
        #expect(first.reason == "merged into a combine element")
        #expect(first.into == [3])
        #expect(first.addedTraits == nil && first.removedTraits == nil && first.actionKey == nil)
        #expect(second.reason == nil)
        #expect(second.into == [3])
        #expect(second.addedTraits == ["selected"])
        #expect(second.removedTraits == ["button"])
        #expect(second.actionKey == "Delete")
        second.into = nil
        second.addedTraits = nil
        second.removedTraits = nil
        second.actionKey = nil
        #expect(second.reason == nil && second.into == nil && second.addedTraits == nil && second.removedTraits == nil && second.actionKey == nil)
    }
}
