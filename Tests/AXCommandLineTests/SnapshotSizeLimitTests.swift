@testable import AXCommandLine
import Testing

@Suite struct SnapshotSizeLimitTests {
    @Test func piecesAreAdmittedUpToTheLimitAndNoneAfter() {
        var limit = SnapshotSizeLimit(maximum: 10)
        let admitted = [6, 4, 1, 0].map { limit.admit($0) }
        #expect(admitted == [true, true, false, false])
        #expect(limit.isExceeded)
        #expect(limit.written == 11)
    }

    @Test func theDefaultIsTheSizeEveryCommandReadsAndTheRefusalSaysWhatReadsTheDump() {
        let limit = SnapshotSizeLimit()
        #expect(limit.maximum == 256 * 1_048_576)
        #expect(limit.refusal(dump: "big.xml", output: "big.axsnap")
            == "axscope: import: big.xml: the snapshot would be larger than 256 MiB, the most a snapshot file may be, "
            + "so 'big.axsnap' was not written; order, inspect, simulate, render, audit and diff read the dump itself "
            + "(axscope order big.xml)")
    }
}
