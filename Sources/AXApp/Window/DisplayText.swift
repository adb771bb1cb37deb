import AXGtk
import CGtk

/// Texts from a snapshot as the window's labels, tooltips and accessible names give them: at most
/// ``limit`` characters. A wrapped label lays its whole text out again at every measure, so one
/// element's label of 200,000 characters kept the window busy for a minute after each step.
enum DisplayText {
    /// The most characters shown; longer texts end in how many more there are.
    static let limit = 4_000

    /// `text`, or its first ``limit`` characters followed by `… (N more characters)`.
    static func shortened(_ text: String) -> String {
        guard text.utf8.count > limit else { return text }
        let kept = text.prefix(limit)
        let more = text[kept.endIndex...].count
        guard more > 0 else { return text }
        return "\(kept)… (\(more) more character\(more == 1 ? "" : "s"))"
    }

    /// Sets `label`'s text, shortened.
    static func set(_ label: Widget, _ text: String) {
        gtk_label_set_text(label.opaque, shortened(text))
    }
}
