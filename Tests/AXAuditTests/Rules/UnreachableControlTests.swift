import Testing

@Suite struct UnreachableControlTests {
    @Test func anUnlistedButtonIsAnError() throws {
        #expect(try AuditFixture.findings("unreachable-control", #"{"id":"top","type":"view","frame":[0,0,393,852],"accessibilityElements":["a"],"children":[{"id":"a","type":"button","frame":[0,100,100,44],"label":"A"},{"id":"b","type":"button","frame":[0,200,100,44],"label":"B"}]}"#)
            == ["error b: Control `b` (“B”) is unreachable: not listed in `root.children[0].accessibilityElements`."])
    }

    @Test func aHiddenButtonIsAWarning() throws {
        #expect(try AuditFixture.findings("unreachable-control", #"{"id":"b","type":"button","frame":[0,100,100,44],"label":"B","accessibilityHidden":true}"#)
            == ["warning b: Control `b` (“B”) is unreachable: hidden because `accessibilityHidden` on `b`."])
    }

    @Test func offScreenInvisibleOrBehindAModalDoesNot() throws {
        #expect(try AuditFixture.findings("unreachable-control", #"{"id":"b","type":"button","frame":[400,100,100,44],"label":"B","accessibilityHidden":true}"#) == [])
        #expect(try AuditFixture.findings("unreachable-control", #"{"id":"b","type":"button","frame":[0,100,100,44],"label":"B","isHidden":true}"#) == [])
        #expect(try AuditFixture.findings("unreachable-control", #"{"id":"b","type":"button","frame":[0,100,100,44],"label":"B","accessibilityHidden":true},{"id":"m","type":"view","accessibilityViewIsModal":true,"frame":[0,400,393,400],"children":[{"id":"ok","type":"button","frame":[0,500,100,44],"label":"OK"}]}"#) == [])
    }
}
