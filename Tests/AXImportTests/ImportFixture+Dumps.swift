/// Small dumps for the rule tests, in the dumps' own formats: an app whose main window
/// (390 × 844 points) holds the given elements.
extension ImportFixture {
    /// An XCUITest `debugDescription`; `elements` are the window's children, indented from 0.
    static func debugDescription(app: String, _ elements: String) -> String {
        let lines = elements.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
        return " →Application, 0x1, pid: 7, label: '\(app)'\n    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n" + lines + "\n"
    }

    /// An Appium page source; `elements` are the window's children.
    static func appium(app: String, _ elements: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="\(app)" label="\(app)" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        \(elements)
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """
    }
}
