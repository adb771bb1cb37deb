import AXCommandLine
import AXTestSupport
import Foundation
import Testing

@Suite struct SimulateCommandTests {
    let run = CommandLineToolTests().run

    @Test func jsonFollowsTheContract() throws {
        let result = run(["simulate", Fixture.sample("photo-filter"), "--json", "--steps", "focus:filterButton,wait:4,last,wait:3,activate,wait:2"])
        #expect(result.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["steps", "transcript", "heard"])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["step"] as? String } == ["focus:filterButton", "wait:4", "last", "wait:3", "activate", "wait:2"])
        #expect(Set(steps[0].keys) == ["step", "focus", "spoken", "state", "evaluations"])
        #expect(steps[0]["focus"] as? String == "filterButton")
        #expect(steps[0]["spoken"] as? String == "Filter. Switch Button. Off.")
        let state = try #require(steps[0]["state"] as? [String: Any])
        #expect(state["isFiltered"] as? Bool == false && state["zoomLevel"] as? Int == 1 && state["lastNote"] as? String == "")
        #expect(steps[0]["evaluations"] as? [String: Int] == ["filterButton.valueBlock": 1])
        #expect(steps[1]["spoken"] is NSNull)
        let transcript = try #require(object["transcript"] as? [[String: Any]])
        let cut = try #require(transcript.first { $0["text"] as? String == "Opening Ca…" })
        #expect(cut["start"] as? Double == 7 && cut["end"] as? Double == 7.7)
        #expect(cut["priority"] as? String == "default" && cut["interrupted"] as? Bool == true)
        #expect(object["heard"] as? String
                == "Filter. Switch Button. Off. Double tap to toggle setting. Camera. Button. Opening Ca… Camera Active")
    }

    @Test func textReadsLikeASessionLog() {
        let result = run(["simulate", Fixture.sample("photo-filter"), "--steps", "last,wait:2,activate,wait:2", "--rate", "30"])
        #expect(result.code == 0)
        #expect(result.out == """
              0.00 s  last                → cameraButton  “Camera. Button.”
              2.00 s  wait:2              → cameraButton
              2.00 s  activate            → cameraButton  “Opening Camera”
              4.00 s  wait:2              → cameraButton  “Camera Loading Camera Active”

            Transcript:
                0.00–  0.50 s  default  Camera. Button.
                2.00–  2.47 s  default  Opening Camera
                2.47–  2.70 s  low      Camera…
                2.70–  3.13 s  high     Camera Active

            State: isFiltered = false, zoomLevel = 1, lastNote = ""
            Block evaluations: none
            Heard: Camera. Button. Opening Camera Camera… Camera Active

            """)
    }

    @Test func evaluationErrorsNameTheNodeAndTheBlock() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-sim-\(getpid()).axsnap").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Fixture.json(#"{"id": "meter", "type": "label", "text": "Level", "frame": [0, 100, 393, 44], "valueBlock": {"expr": "level * 2", "captured": "?"}}"#,
                         extra: #", "state": {"level": "high"}"#).write(toFile: path, atomically: true, encoding: .utf8)
        let result = run(["simulate", path, "--steps", "next"])
        #expect(result.code == 0)
        // A failed block counts as no value; its captured value does not stand in.
        #expect(result.out.hasPrefix("  0.00 s  next                → meter  “Level”"))
        #expect(result.err.hasPrefix("\(path): warning: meter.valueBlock: evaluation failed: "))
    }

    @Test func refusesBadStepsAndFailedSteps() {
        let sample = Fixture.sample("name-list")
        let missing = run(["simulate", sample])
        #expect(missing.code == 2 && missing.err.hasPrefix("axscope: simulate: missing --steps STEPS"))
        let bad = run(["simulate", sample, "--steps", "next,fly"])
        #expect(bad.code == 2 && bad.err.hasPrefix("axscope: simulate: step 'fly': unknown step"))
        let failed = run(["simulate", sample, "--steps", "focus:nobody"])
        #expect(failed.code == 1)
        #expect(failed.err == "\(sample): error: step 'focus:nobody': no node has the id 'nobody'\n")
        #expect(failed.out.isEmpty)
    }
}
