@testable import AXApp
import AXGtk
import AXModel
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The window on Android dumps, driven with real keys: TalkBack's stops, order and speech, the
/// inspector naming the platform, a row's switch toggled by a double tap, a long press.
@Suite(.serialized) @MainActor struct AndroidWindowTests {
    /// A Settings row (a clickable LinearLayout holding a title and a switch that is not
    /// clickable itself, as AOSP's preferences are) and a long-clickable image button.
    static let rows = AndroidFixture.dump(
        AndroidFixture.node("android.widget.LinearLayout", flags: "clickable focusable", bounds: [0, 300, 1080, 500],
                            AndroidFixture.node("android.widget.TextView", text: "Airplane mode", id: "android:id/title", bounds: [189, 360, 600, 440])
                            + AndroidFixture.node("android.widget.Switch", id: "android:id/switch_widget", flags: "checkable", bounds: [900, 340, 1044, 460]))
        + AndroidFixture.node("android.widget.ImageButton", description: "Photo", id: "com.android.settings:id/photo",
                              flags: "clickable focusable long-clickable", bounds: [0, 600, 540, 900]))

    @Test func arrowKeysWalkTalkBacksOrderAndTheInspectorNamesThePlatform() throws {
        let driver = try WindowDriver(opening: Fixture.shared("uiautomator/shirates-core_appium-uia2_SettingsTopScreen.xml"))
        defer { driver.close() }
        #expect(driver.document.model.error == nil)
        #expect(driver.document.model.stopCount == 13)
        driver.press("Right", "Right")
        // shouldFocusNode: the search bar's focusable ImageButton, silent and not clickable.
        #expect(driver.document.statusText == "Stop 2 of 13: Unlabelled, Image")
        driver.press("End")
        #expect(driver.document.statusText == "Stop 13 of 13: Location")
        let texts = driver.document.inspector.texts
        #expect(texts.contains("TalkBack (Android)"))
        #expect(texts.contains("Android properties"))
        #expect(texts.contains("android.widget.LinearLayout"))
        // The frame in dp, and the dump's own bounds in pixels.
        #expect(texts.contains("[0, 760.76, 411.43, 34.67] dp"))
        #expect(texts.contains("[0,1997][1080,2088] px"))
        #expect(driver.screenshot(to: NSTemporaryDirectory() + "/axscope-android-window.png"))
    }

    @Test func returnTogglesARowsSwitchAndShiftReturnLongPresses() throws {
        let path = NSTemporaryDirectory() + "/axscope-android-rows-\(UUID().uuidString).xml"
        try Self.rows.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let driver = try WindowDriver(opening: path)
        defer { driver.close() }
        driver.press("Right")
        #expect(driver.document.statusText == "Stop 1 of 2: Airplane mode, off, Switch")
        // A double tap clicks the row; the framework toggles its switch and TalkBack says so.
        driver.press("Return")
        #expect(driver.document.statusText == "Stop 1 of 2: Airplane mode, on, Switch")
        #expect(driver.document.model.session?.records.last?.spoken == "on")
        driver.press("Right", "shift+Return")
        #expect(driver.document.statusText == "Stop 2 of 2: Photo, Button")
        #expect(driver.document.inspector.texts.contains("Long press (Shift+Enter)"))
    }

    /// The project's real dumps open in the window, and the arrow keys, End and Home walk
    /// TalkBack's order, the status line saying what TalkBack says at each stop.
    @Test(arguments: ["docer1990-visiontest_homee-flutter-login-multiwindow", "Makesoft-io-hazel_firetv-webview-statlink-page-toolbar",
                      "Elormyevu-nku-medgemma-conversion_compose-triage-edittext-bottom-nav", "jiuxina-ying_flutter-appearance-settings-switches",
                      "OctoDiary-OctoDiary-kt_compose-loading-progressbar", "HarnessTeam-Nora_compose-chat", "iMasterProX-UltraNavbar_launcher-widgets"])
    func aRealDumpIsWalkedInTalkBacksOrder(_ name: String) throws {
        let path = AndroidFixture.sample("\(name).xml")
        let spoken = try AndroidFixture.spoken(AndroidFixture.snapshot(file: path)).map { $0.components(separatedBy: "\n   ")[0] }
        let driver = try WindowDriver(opening: path)
        defer { driver.close() }
        #expect(driver.document.model.error == nil)
        #expect(driver.document.model.stopCount == spoken.count)
        driver.press("Right")
        #expect(driver.document.statusText.hasPrefix("Stop 1 of \(spoken.count): \(spoken[0])"))
        driver.press("Right")
        #expect(driver.document.statusText.hasPrefix("Stop 2 of \(spoken.count): \(spoken[1])"))
        driver.press("End")
        #expect(driver.document.statusText.hasPrefix("Stop \(spoken.count) of \(spoken.count): \(spoken[spoken.count - 1])"))
        driver.press("Home")
        #expect(driver.document.statusText.hasPrefix("Stop 1 of \(spoken.count): "))
        #expect(driver.document.inspector.texts.contains("TalkBack (Android)"))
    }
}
