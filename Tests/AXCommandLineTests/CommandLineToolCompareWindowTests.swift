@testable import AXCommandLine
import AXDiff
import AXTestSupport
import Testing

/// `axscope diff A B --window`: what the executable hands to the compare window.
@Suite struct CommandLineToolCompareWindowTests {
    @Test func diffWithWindowGivesTheFilesAndOptions() throws {
        let request = try #require(CommandLineTool.compareWindow(["diff", "a.xml", "b.axsnap", "--window", "--ignore", "geometry",
                                                                   "--geometry-tolerance", "2", "--navigation", "grouped"]))
        #expect(request.paths == ["a.xml", "b.axsnap"])
        #expect(request.options.geometryTolerance == 2)
        #expect(request.options.navigation == .grouped)
        #expect(request.options.filter.ignores(.geometryMoved))
        #expect(!request.options.filter.ignores(.stopAdded))
    }

    @Test(arguments: [["diff", "a", "b"], ["order", "a", "--window"], ["diff", "a", "-", "--window"], ["diff", "a", "--window"]])
    func anythingElseIsNoCompareWindow(_ arguments: [String]) {
        #expect(CommandLineTool.compareWindow(arguments).map(\.paths) == nil)
    }

    @Test func aStandardInputSideIsAUsageError() {
        let console = CapturingConsole()
        #expect(CommandLineTool.run(["diff", "a.axsnap", "-", "--window"], console: console) == 2)
        #expect(console.errors.hasPrefix("axscope: diff: --window reads two files, not '-'"))
    }
}
