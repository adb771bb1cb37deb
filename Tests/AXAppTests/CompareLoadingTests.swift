@testable import AXApp
import AXTestSupport
import Testing

/// Loading the two sides of a comparison.
@Suite @MainActor struct CompareLoadingTests {
    @Test func aDumpSideIsComparedAsImported() throws {
        guard case .compared(let diff, let scenes, _) = CompareLoading.run(CompareWindowTests.a, CompareWindowTests.b, options: .init()) else {
            Issue.record("the comparison failed")
            return
        }
        #expect(diff.a.imported && diff.b.imported)
        #expect(diff.a.format == "wda-xml")
        #expect(diff.changes.map(\.kind.rawValue) == ["description.labelLost", "stop.added", "geometry.moved", "stop.removed"])
        #expect(scenes.b.stops.count == 16)
    }

    @Test func aMissingFileFails() {
        guard case .failed(let message) = CompareLoading.run("/nonexistent/a.axsnap", CompareWindowTests.b, options: .init()) else {
            Issue.record("a missing file was compared")
            return
        }
        #expect(message == "/nonexistent/a.axsnap:1:1: error: cannot read the file: it does not exist")
    }
}
