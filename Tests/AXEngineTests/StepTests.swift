@testable import AXEngine
import AXModel
import Testing

/// cli.md `simulate`: the steps as `--steps` writes them.
@Suite struct StepTests {
    @Test func aSetStepNeedsAStateNameExpressionsCanRead() throws {
        #expect(throws: StepError(step: "set:is on=true", message: "'is on' is not a state name expressions can read")) {
            try Step.parse("set:is on=true")
        }
        #expect(try Step.parse("set:player.volume=3").description == "set:player.volume=3")
    }
}
