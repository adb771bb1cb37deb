import AXGtk
import CGtk

/// Texts from a snapshot as the window's labels, tooltips and accessible names give them: at most
/// ``limit`` characters. A wrapped label lays its whole text out again at every measure, so one
/// element's label of 200,000 characters kept the window busy for a minute after each step.
enum DisplayText {
    /// The most characters shown; longer texts end in how many more there are.
    static let limit = 4_000
    /// The most Unicode scalars shown: a character can carry any number of combining marks.
    static let scalarLimit = 4 * limit

    /// `text`, or its first ``limit`` characters (and no more than ``scalarLimit`` scalars)
    /// followed by `… (N more characters)`.
    static func shortened(_ text: String) -> String {
        guard text.utf8.count > limit else { return text }
        let scalars = text.unicodeScalars
        var end = text.startIndex, characters = 0, scalarCount = 0
        while end < text.endIndex, characters < limit {
            let next = text.index(after: end)
            let size = scalars.distance(from: end, to: next)
            guard scalarCount + size <= scalarLimit else {
                end = scalars.index(end, offsetBy: scalarLimit - scalarCount)
                break
            }
            (end, characters, scalarCount) = (next, characters + 1, scalarCount + size)
        }
        guard end < text.endIndex else { return text }
        let more = String(scalars[end...]).count
        return "\(String(scalars[..<end]))… (\(more) more character\(more == 1 ? "" : "s"))"
    }

    /// Sets `label`'s text, shortened.
    @MainActor
    static func set(_ label: Widget, _ text: String) {
        gtk_label_set_text(label.opaque, shortened(text))
    }
}
