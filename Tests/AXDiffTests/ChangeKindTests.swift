import AXDiff
import Testing

@Suite struct ChangeKindTests {
    @Test func everyKindOfTheTable() {
        #expect(ChangeKind.allCases.count == 28)
        #expect(ChangeKind.allCases.filter { $0.level == .error }.map(\.rawValue) == [
            "description.labelLost", "description.roleLost", "actions.custom.removed", "actions.standard.removed",
        ])
        #expect(ChangeKind.allCases.filter { $0.level == .warning }.map(\.rawValue) == [
            "stop.removed", "stop.unreachable", "order.moved", "container.changed", "directTouch.changed",
            "screen.firstStop", "screen.modal",
        ])
        #expect(ChangeKind.stopUnreachable.mostSevereLevel == .error)
    }

    @Test func baselineStates() {
        #expect(ChangeKind.allCases.filter { $0.baselineState == "new" }.map(\.rawValue) == [
            "stop.added", "actions.custom.added", "actions.standard.added",
        ])
        #expect(ChangeKind.allCases.filter { $0.baselineState == "absent" }.map(\.rawValue) == [
            "stop.removed", "stop.unreachable", "stop.merged", "stop.split", "actions.custom.removed",
            "actions.standard.removed",
        ])
    }

    @Test func namesAndTitles() {
        #expect(ChangeKind.stopUnreachable.ruleName == "StopUnreachable")
        #expect(ChangeKind.customActionRenamed.ruleName == "ActionsCustomRenamed")
        #expect(ChangeKind.geometryActivationPoint.title == "Geometry activation point")
        #expect(ChangeKind.labelLost.title == "Description label lost")
    }
}
