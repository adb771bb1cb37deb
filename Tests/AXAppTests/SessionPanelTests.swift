@testable import AXApp
import AXEngine
import AXGtk
import AXModel
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The live session in the window: actions from the keyboard and the inspector, the State and
/// Speech panels, touch mode. The session's clock is driven by the test.
@Suite(.serialized) @MainActor struct SessionPanelTests {
    init() {
        setenv("GSK_RENDERER", "cairo", 0)
        #expect(Toolkit.initialize(), "GTK needs a display: run the tests under xvfb-run")
    }

    final class Clock { var now = 0.0 }

    func openWindow(_ sample: String, clock: Clock) -> DocumentWindow {
        let window = DocumentWindow(application: nil)
        window.model.clock = { clock.now }
        window.present()
        window.open(Fixture.sample(sample))
        #expect(MainLoop.wait(seconds: 10) { !window.isLoading && window.model.scene != nil })
        MainLoop.drain()
        return window
    }

    func key(_ window: DocumentWindow, _ keyval: Int32) {
        #expect(window.canvas.handleKey(UInt32(keyval), control: false, shift: false))
        MainLoop.drain()
    }

    /// Moves to the camera button, activates it at 2 s and lets the clock run to 5 s.
    func activateTheCamera(_ window: DocumentWindow, clock: Clock) {
        key(window, GDK_KEY_End)
        clock.now = 2
        key(window, GDK_KEY_Return)
        for time in [2.3, 2.7, 5.0] {
            clock.now = time
            window.model.tick()
        }
    }

    @Test func enterTogglesAndTheStatePanelAndSpeechFollow() throws {
        let clock = Clock()
        let window = openWindow("photo-filter", clock: clock)
        defer { window.close() }
        window.model.focus(on: 1)
        clock.now = 3
        key(window, GDK_KEY_Return)
        #expect(window.statusText == "Stop 2 of 11: Filter. Switch Button. On.")
        let editor = try #require(window.statePanel.editors.first { $0.name == "isFiltered" }?.widget)
        #expect(gtk_check_button_get_active(editor.cast()) != 0)
        #expect(window.speechPanel.rows.last == "  3.00 s  default  On.  ◀ speaking")
        clock.now = 10
        window.model.tick()
        #expect(window.speechPanel.rows == ["  0.00 s  default  Filter. Switch Button. Off.",
                                            "  1.80 s  low  Double tap to togg…", "  3.00 s  default  On."])
    }

    @Test func escapeClosesTheModalSheet() {
        let clock = Clock()
        let window = openWindow("profile-modal", clock: clock)
        defer { window.close() }
        #expect(window.model.stopCount == 5)
        key(window, GDK_KEY_Right)
        clock.now = 2
        key(window, GDK_KEY_Escape)
        #expect(window.model.stopCount == 3)
        #expect(window.statusText == "Stop 3 of 3: Edit Profile. Button.")
        #expect(window.model.scene?.modal == nil)
    }

    @Test func editingTheStateReResolvesAtOnce() throws {
        let clock = Clock()
        let window = openWindow("photo-filter", clock: clock)
        defer { window.close() }
        let entry = try #require(window.statePanel.editors.first { $0.name == "zoomLevel" }?.widget)
        #expect(String(cString: gtk_editable_get_text(entry.opaque)) == "1")
        gtk_editable_set_text(entry.opaque, "zoomLevel + 2")
        axscope_signal_emit(entry.raw, "activate")
        MainLoop.drain()
        #expect(window.model.analysis?.evaluation.state["zoomLevel"] == .number(3))
        #expect(String(cString: gtk_editable_get_text(entry.opaque)) == "3")
        window.model.focus(on: 2)
        #expect(window.statusText == "Stop 3 of 11: Photo: Original, zoom 3x. Image.")
        // A bad expression is reported, not applied.
        gtk_editable_set_text(entry.opaque, "zoomLevel +")
        axscope_signal_emit(entry.raw, "activate")
        #expect(window.statusText.hasPrefix("zoomLevel = zoomLevel +: "))
        #expect(window.model.analysis?.evaluation.state["zoomLevel"] == .number(3))
    }

    @Test func touchModeExploresAndPassesThroughDirectTouch() throws {
        let clock = Clock()
        let window = openWindow("photo-filter", clock: clock)
        defer { window.close() }
        window.model.touchMode = true
        window.model.click(at: Point(x: 50, y: 680))
        MainLoop.drain()
        #expect(window.model.viewState.focus == 4)
        #expect(window.model.analysis?.evaluation.state["lastNote"] == .text("C"))
        // Silent on touch: nothing was spoken.
        #expect(window.speechPanel.rows.isEmpty)
        window.model.click(at: Point(x: 72, y: 532))
        #expect(window.speechPanel.rows == ["  0.00 s  default  Red. Button.  ◀ speaking"])
    }

    @Test func aTouchOnASilentRegionSaysWhatTheFingerIsOn() throws {
        let clock = Clock()
        let window = openWindow("photo-filter", clock: clock)
        defer { window.close() }
        window.model.touchMode = true
        window.model.click(at: Point(x: 72, y: 532))
        MainLoop.drain()
        #expect(window.statusText == "Stop 4 of 11: Red. Button.")
        window.model.click(at: Point(x: 120, y: 680))
        MainLoop.drain()
        let line = "Stop 6 of 11: D. Direct touch, silent: VoiceOver says nothing here and passes the touch to the app."
        #expect(window.statusText == line)
        #expect(window.announcer.history == ["Red. Button.", line])
        #expect(window.speechPanel.rows == ["  0.00 s  default  Red. Button.  ◀ speaking"])
        // The same key again: said again; a spoken element afterwards: no longer silent.
        window.model.click(at: Point(x: 120, y: 700))
        MainLoop.drain()
        #expect(window.announcer.history == ["Red. Button.", line, line])
        window.model.click(at: Point(x: 72, y: 532))
        MainLoop.drain()
        #expect(window.statusText == "Stop 4 of 11: Red. Button.")
    }

    @Test func theCameraButtonsAnnouncementsShowTheirPriorities() {
        let clock = Clock()
        let window = openWindow("photo-filter", clock: clock)
        defer { window.close() }
        activateTheCamera(window, clock: clock)
        #expect(window.speechPanel.rows == ["  0.00 s  default  Camera. Button.", "  2.00 s  default  Opening Ca…",
                                            "  2.70 s  high  Camera Active"])
        #expect(window.statusText == "Stop 11 of 11: Camera. Button.")
    }

    @Test func groupedNavigationInTheWindow() {
        let clock = Clock()
        let window = openWindow("form-contain", clock: clock)
        defer { window.close() }
        window.model.navigation = .grouped
        for _ in 0..<4 { key(window, GDK_KEY_Right) }
        #expect(window.statusText == "Group: 성별 선택 그룹. Shift+Down enters it.")
        #expect(window.canvas.handleKey(UInt32(GDK_KEY_Down), control: false, shift: true))
        #expect(window.statusText == "Stop 4 of 8: 선택됨: 남성. 버튼.")
        #expect(window.canvas.handleKey(UInt32(GDK_KEY_Up), control: false, shift: true))
        #expect(window.statusText == "Group: 성별 선택 그룹. Shift+Down enters it.")
    }

    @Test func deletingARowInTheWindowMovesTheCursorToTheNextRow() {
        let clock = Clock()
        let window = openWindow("name-list", clock: clock)
        defer { window.close() }
        window.model.focus(on: 1)
        clock.now = 2
        window.model.perform(customAction: "Delete")
        MainLoop.drain()
        #expect(window.model.stopCount == 4)
        #expect(window.statusText == "Stop 2 of 4: Bob. Button.")
        #expect(window.sidebar.selectedNode == window.model.scene?.snapshot.index["rowBob"])
        // The row is gone from the canvas's scene too.
        #expect(window.model.scene?.unreachable.contains(window.model.scene!.snapshot.index["rowAlice"]!) == true)
    }

    @Test func theSpeechRateIsConfigurable() {
        let clock = Clock()
        let window = openWindow("photo-filter", clock: clock)
        defer { window.close() }
        gtk_spin_button_set_value(window.speechPanel.rateSpin.opaque, 30)
        MainLoop.drain()
        #expect(window.model.session?.timeline.rate == 30)
        activateTheCamera(window, clock: clock)
        // At 30 characters per second "Opening Camera" ends before the low one is dropped.
        #expect(window.speechPanel.rows == ["  0.00 s  default  Camera. Button.", "  2.00 s  default  Opening Camera",
                                            "  2.47 s  low  Camera…", "  2.70 s  high  Camera Active"])
    }

    @Test func aDelayedFocusEffectMovesTheWindowsCursor() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-delayed-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("delayed.axsnap").path
        try Fixture.json(#"""
            {"id": "start", "type": "button", "label": "Start", "frame": [10, 100, 200, 44],
             "actions": {"activate": [{"focus": "done", "delay": 1}]}},
            {"id": "done", "type": "button", "label": "Done", "frame": [10, 200, 200, 44]}
            """#).write(toFile: path, atomically: true, encoding: .utf8)
        let clock = Clock()
        let window = DocumentWindow(application: nil)
        window.model.clock = { clock.now }
        window.present()
        window.open(path)
        defer { window.close() }
        #expect(MainLoop.wait(seconds: 10) { !window.isLoading && window.model.scene != nil })
        key(window, GDK_KEY_Right)
        clock.now = 2
        key(window, GDK_KEY_Return)
        #expect(window.model.viewState.focus == 0)
        clock.now = 3.5
        window.model.tick()
        #expect(window.model.viewState.focus == 1)
        #expect(window.statusText == "Stop 2 of 2: Done. Button.")
    }

    @Test func inspectorOffersTheFocusedElementsActions() {
        let clock = Clock()
        let window = openWindow("name-list", clock: clock)
        defer { window.close() }
        window.model.focus(on: 1)
        let texts = window.inspector.texts
        #expect(texts.contains("Activate (Enter)"))
        #expect(texts.contains("Delete"))
        #expect(!texts.contains("Escape (Esc)"))
    }
}

@Suite @MainActor struct SpeechOutputTests {
    @Test func withoutEspeakNGSpeakIsOfferedDisabledAndSaysWhy() throws {
        #expect(SpeechOutput.Availability.find(searchPath: "/nonexistent:/also-not") == .missing)
        #expect(SpeechOutput.Availability.find(searchPath: "/usr/bin") == .available)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        setenv("PATH", "/nonexistent", 1)
        let driver = try WindowDriver(opening: nil)
        setenv("PATH", path, 1)
        defer { driver.close() }
        let speak = try #require(driver.document.action("speak"))
        #expect(g_action_get_enabled(speak) == 0)
        #expect(driver.document.speechOutput.availability.tip
                == "Speaking aloud needs espeak-ng, which is not installed (apt-get install espeak-ng)")
    }

    @Test func aVoiceThatCannotStartTurnsSpeakOffAndSaysSo() throws {
        let output = SpeechOutput(launch: { _ in nil }, availability: .available)
        final class Messages { var said: [String] = [] }
        let messages = Messages()
        output.onFailure = { messages.said.append($0) }
        output.isEnabled = true
        let session = Session(analysis: Analysis(snapshot: try SnapshotLoader.load(path: Fixture.sample("photo-filter")).snapshot))
        try session.take(.last)
        output.follow(session)
        #expect(!output.isEnabled)
        #expect(messages.said == ["espeak-ng could not be started, so Speak is off"])
    }

    @Test func commandUsesTheLanguageAndRate() {
        #expect(SpeechOutput.command(text: "성별", language: "ko-KR", rate: 15)
                == ["espeak-ng", "-v", "ko", "-s", "150", "--", "성별"])
        #expect(SpeechOutput.command(text: "-x", language: "de", rate: 30) == ["espeak-ng", "-v", "de", "-s", "300", "--", "-x"])
    }

    @Test func followsTheSessionAndStopsACutUtterance() throws {
        final class Voices { var started: [[String]] = []; var stopped = 0 }
        let voices = Voices()
        let output = SpeechOutput { command in
            voices.started.append(command)
            return { voices.stopped += 1 }
        }
        let session = Session(analysis: Analysis(snapshot: try SnapshotLoader.load(path: Fixture.sample("photo-filter")).snapshot))
        try session.take(.last)
        output.follow(session)
        #expect(voices.started.isEmpty)
        output.isEnabled = true
        output.follow(session)
        output.follow(session)
        #expect(voices.started.map { $0.last } == ["Camera. Button."])
        try session.take(.perform(.activate))
        output.follow(session)
        #expect(voices.started.map { $0.last } == ["Camera. Button.", "Opening Camera"])
        #expect(voices.stopped == 1)
        output.isEnabled = false
        #expect(voices.stopped == 2)
    }
}
