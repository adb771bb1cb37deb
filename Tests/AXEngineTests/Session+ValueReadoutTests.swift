@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §6: after an action VoiceOver speaks the new value exactly as reported
/// (a switch's state word), after the action's undelayed effects, as a default utterance.
@Suite struct SessionValueReadoutTests {
    let snapshot: Snapshot

    init() throws {
        snapshot = try Fixture.snapshot(#"""
            {"id": "volume", "type": "slider", "label": "Volume", "valueBlock": {"expr": "level + '%'"},
             "frame": [16, 100, 361, 44], "actions": {
               "increment": [{"set": "level", "to": "level < 100 ? level + 10 : 100"}],
               "decrement": [{"announce": "Quieter"}, {"set": "level", "to": "level - 10"}]}},
            {"id": "wifi", "type": "switch", "label": "Wi-Fi", "valueBlock": {"expr": "wifi ? '1' : '0'"},
             "frame": [16, 160, 361, 44], "actions": {"activate": [{"set": "wifi", "to": "!wifi"}]}},
            {"id": "rating", "type": "slider", "label": "Rating", "valueBlock": {"expr": "stars + ' stars'"},
             "frame": [16, 220, 361, 44], "actions": {
               "increment": [{"announce": "Rated", "priority": "high"}, {"set": "stars", "to": "stars + 1"}]}}
            """#, extra: #", "state": {"level": 90, "wifi": false, "stars": 3}"#)
    }

    @Test func theValueIsSpokenAsReportedAndNotAtTheLimit() throws {
        let (spoken, session) = try Fixture.simulate(snapshot, "focus:volume,wait:6,increment,wait:2,increment,wait:2")
        #expect(spoken == ["Volume: 90%. Adjustable.", nil, "100%", nil, nil, nil])
        #expect(session.timeline.heard == "Volume: 90%. Adjustable. Swipe up or down with one finger to adjust the value. 100%")
    }

    @Test func aSwitchSpeaksItsStateWord() throws {
        let (spoken, _) = try Fixture.simulate(snapshot, "focus:wifi,wait:5,activate,wait:2,activate")
        #expect(spoken == ["Wi-Fi. Switch Button. Off.", nil, "On.", nil, "Off."])
    }

    @Test func theReadOutCutsADefaultAnnouncementAndWaitsForAHighOne() throws {
        let (spoken, session) = try Fixture.simulate(snapshot, "focus:volume,wait:6,decrement,wait:2,focus:rating,wait:6,increment")
        // An action step's `spoken` holds its announcements and the read-out, even cut or waiting.
        #expect(spoken[2] == "Quieter 80%")
        #expect(spoken[6] == "Rated 4 stars")
        let adjust = "low Swipe up or down with one finger to adjust the value."
        #expect(session.timeline.transcript.map { "\($0.priority.rawValue) \($0.text)" } == [
            "default Volume: 90%. Adjustable.", adjust, "default ", "default 80%",
            "default Rating: 3 stars. Adjustable.", adjust, "high Rated", "default 4 stars",
        ])
    }
}
