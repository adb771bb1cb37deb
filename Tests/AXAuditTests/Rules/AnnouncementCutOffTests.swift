import Testing

@Suite struct AnnouncementCutOffTests {
    static func button(_ effects: String) -> String {
        #"{"id":"send","type":"button","frame":[0,100,393,44],"label":"Send","actions":{"activate":[\#(effects)]}}"#
    }

    @Test func aDefaultAnnouncementCutByALaterOneFires() throws {
        #expect(try AuditFixture.findings("announcement-cut-off", Self.button(#"{"announce":"Sending message"},{"announce":"Sent","delay":0.5}"#))
            == ["warning send: “Sending message” from activate on `send` is cut after “Sending” by “Sent” (default)."])
    }

    @Test func aHighCutterIsInfo() throws {
        #expect(try AuditFixture.findings("announcement-cut-off", Self.button(#"{"announce":"Sending message"},{"announce":"Failed","priority":"high","delay":0.2}"#))
            == ["info send: “Sending message” from activate on `send` is cut after “Sen” by “Failed” (high)."])
    }

    @Test func aFinishedOrLowAnnouncementDoesNot() throws {
        #expect(try AuditFixture.findings("announcement-cut-off", Self.button(#"{"announce":"Sent"},{"announce":"Done","delay":2}"#)) == [])
        #expect(try AuditFixture.findings("announcement-cut-off", Self.button(#"{"announce":"Sending","priority":"low"},{"announce":"Sent","delay":0.1}"#)) == [])
    }
}
