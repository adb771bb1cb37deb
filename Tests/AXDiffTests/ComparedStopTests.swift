@testable import AXDiff
import AXEngine
import AXModel
import AXTestSupport
import Testing

@Suite struct ComparedStopTests {
    /// Stops whose speech needs their value, hint, traits, context, custom content and language.
    static let children = [
        #"{"id": "wifi", "type": "switch", "frame": [0, 0, 393, 44], "text": "Wi-Fi", "value": "1", "hint": "Turns it on or off."}"#,
        #"{"id": "back", "type": "button", "frame": [0, 50, 80, 44], "label": "Back", "addTraits": ["backButton"]}"#,
        #"{"id": "photo", "type": "image", "frame": [0, 100, 100, 100], "label": "Beach", "language": "de-DE", "customContent": [{"label": "Taken", "value": "May", "important": true}]}"#,
        #"{"id": "tabs", "type": "tabBar", "frame": [0, 700, 393, 50], "children": [{"id": "home", "type": "button", "frame": [0, 700, 196, 50], "label": "Home", "addTraits": ["selected"]}, {"id": "more", "type": "button", "frame": [196, 700, 197, 50], "label": "More"}]}"#,
        #"{"id": "hinted", "type": "view", "frame": [0, 300, 100, 44], "isAccessibilityElement": true, "hint": "Only a hint."}"#,
    ]

    @Test func speaksAsTheNarratorWhenAsked() throws {
        let snapshot = try Fixture.snapshot(ComparedStopTests.children.joined(separator: ",\n"))
        let analysis = Analysis(snapshot: snapshot)
        let side = try DiffSide(analysis: analysis, navigation: .flat, file: "a", format: "axsnap", imported: false, ignoreIds: false)
        #expect(side.stops.count == analysis.resolution.elements.count)
        for (position, stop) in side.stops.enumerated() {
            let described = try analysis.narrator.describe(analysis.element(stop: position))
            #expect(stop.description == described.speech.description)
            #expect(stop.hint == described.speech.hint)
            #expect(stop.label == described.label)
            #expect(stop.value == described.value)
            #expect(stop.customActions == described.speech.customActions)
        }
        #expect(side.stops.map(\.description) == ["Wi-Fi. Switch Button. On.", "Back Button.", "Beach. Bild. Taken: May.",
                                                  "Only a hint.", "Selected: Home. Tab. 1 of 2.", "More. Tab. 2 of 2."])
    }

    @Test func stopsSpokenFromTheSameBytesSayTheSame() throws {
        let side = try DiffFixture.side(ComparedStopTests.children, file: "a")
        let copy = try DiffFixture.side(ComparedStopTests.children, file: "b")
        for (stop, other) in zip(side.stops, copy.stops) {
            #expect(stop.speaksAlike(other))
            #expect(stop.sameDescription(as: other))
        }
    }

    @Test func anotherLanguageOrContextIsNotAlike() throws {
        let photo = #"{"id": "photo", "type": "image", "frame": [0, 100, 100, 100], "label": "Beach"}"#
        let german = try DiffFixture.side([photo.replacingOccurrences(of: "}", with: #", "language": "de-DE"}"#)], file: "a")
        let english = try DiffFixture.side([photo], file: "b")
        #expect(!german.stops[0].speaksAlike(english.stops[0]))
        #expect(!german.stops[0].sameDescription(as: english.stops[0]))
        func tabs(_ count: Int) throws -> DiffSide {
            let items = (0..<count).map { #"{"id": "tab\#($0)", "type": "button", "frame": [\#($0 * 100), 700, 100, 50], "label": "Home"}"# }
            return try DiffFixture.side([#"{"id": "tabs", "type": "tabBar", "frame": [0, 700, 393, 50], "children": ["# + items.joined(separator: ",") + "]}"], file: "t")
        }
        let (two, three) = (try tabs(2), try tabs(3))
        #expect(!two.stops[0].speaksAlike(three.stops[0]))
        #expect(two.stops[0].description == "Home. Tab. 1 of 2.")
        #expect(!two.stops[0].sameDescription(as: three.stops[0]))
    }

    @Test func canonicallyEqualLabelsSayTheSameThoughTheirBytesDiffer() throws {
        let composed = try DiffFixture.side([#"{"id": "cafe", "type": "button", "frame": [0, 0, 100, 44], "label": "Café"}"#], file: "a")
        let decomposed = try DiffFixture.side([#"{"id": "cafe", "type": "button", "frame": [0, 0, 100, 44], "label": "Cafe\u0301"}"#], file: "b")
        #expect(!composed.stops[0].speaksAlike(decomposed.stops[0]))
        #expect(composed.stops[0].sameDescription(as: decomposed.stops[0]))
        #expect(Diff(composed, decomposed).changes.isEmpty)
    }

    @Test func onlyPlainPairsWithinTheToleranceAreUnchangedAtOnce() throws {
        func stop(_ extra: String, frame: String = "[16, 100, 100, 44]") throws -> ComparedStop {
            try DiffFixture.side([#"{"id": "send", "type": "button", "frame": \#(frame), "text": "Send"\#(extra)}"#], file: "a").stops[0]
        }
        let plain = try stop("")
        #expect(plain.isPlain)
        #expect(PairComparison.unchanged(plain, try stop("", frame: "[17, 101, 99, 45]"), tolerance: 1))
        #expect(!PairComparison.unchanged(plain, try stop("", frame: "[17, 101, 99, 45]"), tolerance: 0.5))
        #expect(!PairComparison.unchanged(plain, try stop(#", "hint": "Sends it""#), tolerance: 1))
        let identified = try stop(#", "identifier": "sendButton""#)
        #expect(!identified.isPlain)
        #expect(!PairComparison.unchanged(identified, identified, tolerance: 1))
    }
}
