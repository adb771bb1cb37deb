import AXDiff
import AXModel
import Testing

@Suite struct StopRoleTests {
    @Test func firstTraitOfTheListWins() {
        #expect(StopRole(traits: [.button, .switchButton]) == .switchButton)
        #expect(StopRole(traits: [.header, .button]) == .button)
        #expect(StopRole(traits: [.header, .image]) == .header)
        #expect(StopRole(traits: [.staticText, .keyboardKey]) == .keyboardKey)
        #expect(StopRole(traits: [.selected]) == .none)
    }

    @Test func controlRolesAreTheFirstEight() {
        let controls: [StopRole] = [.textEntry, .switchButton, .adjustable, .link, .tabBarItem, .backButton, .keyboardKey, .button]
        let others: [StopRole] = [.header, .image, .staticText, .none, .group]
        #expect(controls.map(\.isControlRole) == Array(repeating: true, count: 8))
        #expect(others.map(\.isControlRole) == Array(repeating: false, count: 5))
    }
}
