@testable import AXCommandLine
import Testing

@Suite(.serialized) struct KeptUntilExitTests {
    final class Probe {}

    @Test func keepsOnlyWhenTheExecutableTurnsItOn() {
        weak var dropped: Probe?
        do {
            let probe = Probe()
            dropped = probe
            KeptUntilExit.keep(probe)
        }
        #expect(dropped == nil)

        weak var kept: Probe?
        KeptUntilExit.isEnabled = true
        do {
            let probe = Probe()
            kept = probe
            KeptUntilExit.keep(probe)
        }
        KeptUntilExit.isEnabled = false
        #expect(kept != nil)
    }
}
