@testable import AXEngine
import Foundation
import Testing

@Suite struct SpeechTimelineTests {
    func entries(_ timeline: SpeechTimeline) -> [String] {
        timeline.transcript.map {
            "\($0.priority.rawValue) \(String(format: "%.2f–%.2f", $0.start, $0.end)) \($0.text)\($0.interrupted ? " (cut)" : "")"
        }
    }

    @Test func theCameraExampleOfTheSpec() {
        var timeline = SpeechTimeline(rate: 15)
        timeline.post("Opening Camera", priority: .default, at: 0, language: "en")
        timeline.post("Camera Loading", priority: .low, at: 0.3, language: "en")
        timeline.post("Camera Active", priority: .high, at: 0.7, language: "en")
        timeline.finish()
        #expect(timeline.heard == "Opening Ca… Camera Active")
        #expect(timeline.transcript.map(\.text) == ["Opening Ca…", "Camera Active"])
        #expect(timeline.transcript[0].interrupted && !timeline.transcript[1].interrupted)
        #expect(abs(timeline.transcript[1].end - (0.7 + 13.0 / 15)) < 1e-9)
    }

    @Test func highIsNeverCutAndDefaultWaitsForIt() {
        var timeline = SpeechTimeline(rate: 10)
        timeline.post("Alarm set", priority: .high, at: 0, language: "en")
        timeline.post("Next", priority: .default, at: 0.2, language: "en")
        timeline.post("Other", priority: .high, at: 0.3, language: "en")
        timeline.finish()
        // "Other" (high) cannot cut "Alarm set" (high) either: both wait, in posting order.
        #expect(timeline.transcript.map(\.text) == ["Alarm set", "Next", "Other"])
        #expect(entries(timeline) == ["high 0.00–0.90 Alarm set", "default 0.90–1.30 Next", "high 1.30–1.80 Other"])
        #expect(timeline.heard == "Alarm set Next Other")
        #expect(timeline.transcript.allSatisfy { !$0.interrupted })
    }

    @Test func defaultCutsDefaultAndAWaitingLowIsDroppedWhenSomethingLaterStarts() {
        var timeline = SpeechTimeline(rate: 10)
        timeline.post("Photo Filter.", priority: .default, at: 0, language: "en")
        timeline.post("A hint.", priority: .low, at: 0, language: "en")
        timeline.post("Filter.", priority: .default, at: 0.45, language: "en")
        timeline.finish()
        #expect(timeline.transcript.map(\.text) == ["Phot…", "Filter."])
    }

    @Test func aLowUtteranceWaitsAndThenPlays() {
        var timeline = SpeechTimeline(rate: 10)
        timeline.post("Filter.", priority: .default, at: 0, language: "en")
        timeline.post("Double tap.", priority: .low, at: 0, language: "en")
        timeline.finish()
        #expect(entries(timeline) == ["default 0.00–0.70 Filter.", "low 0.70–1.80 Double tap."])
    }

    @Test func cutBeforeTheFirstCharacterLeavesAnEmptyEntry() {
        var timeline = SpeechTimeline(rate: 15)
        timeline.post("First", priority: .default, at: 1, language: "en")
        timeline.post("Second", priority: .default, at: 1, language: "en")
        timeline.finish()
        #expect(timeline.transcript.map(\.text) == ["", "Second"])
        #expect(timeline.transcript[0].interrupted)
        #expect(timeline.heard == "Second")
    }

    @Test func utterancesPostedTogetherApplyOneByOneInPostingOrder() {
        var timeline = SpeechTimeline(rate: 10)
        timeline.post("Alpha", priority: .default, at: 2, language: "en")
        timeline.post("A hint", priority: .low, at: 2, language: "en")
        timeline.post("Beta", priority: .default, at: 2, language: "en")
        timeline.post("Gamma", priority: .high, at: 2, language: "en")
        timeline.post("Delta", priority: .default, at: 2, language: "en")
        timeline.finish()
        #expect(entries(timeline) == ["default 2.00–2.00  (cut)", "default 2.00–2.00  (cut)", "high 2.00–2.50 Gamma",
                                      "default 2.50–3.00 Delta"])
        #expect(timeline.heard == "Gamma Delta")
    }

    @Test func trailingSpacesAreRemovedBeforeTheEllipsis() {
        var timeline = SpeechTimeline(rate: 10)
        timeline.post("Open now please", priority: .default, at: 0, language: "en")
        timeline.post("Stop", priority: .high, at: 0.5, language: "en")
        timeline.finish()
        #expect(timeline.transcript[0].text == "Open…")
    }
}
