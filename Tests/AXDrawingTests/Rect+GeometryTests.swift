@testable import AXDrawing
import AXModel
import Testing

@Suite struct RectGeometryTests {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)

    @Test func unionHoldsBoth() {
        #expect(a.union(Rect(x: 5, y: -20, width: 10, height: 5)) == Rect(x: 0, y: -20, width: 15, height: 30))
    }

    @Test func intersectsOnlyWhenAreasOverlap() {
        #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
    }

    @Test func enclosesAndInsets() {
        #expect(a.encloses(a.insetBy(1, 2)))
        #expect(a.insetBy(1, 2) == Rect(x: 1, y: 2, width: 8, height: 6))
        #expect(!a.insetBy(1, 2).encloses(a))
    }
}
