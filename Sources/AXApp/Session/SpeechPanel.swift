import AXEngine
import AXGtk
import CGtk
import Foundation

/// The transcript as a timeline: each utterance with its time, priority and whether it was cut
/// ("…"); the one speaking now is marked.
@MainActor
final class SpeechPanel {
    let root: Widget
    private let list: Widget
    private let heard: Widget
    /// The bounded, scrolled view of the transcript.
    let scroller: Widget
    let model: DocumentModel
    /// Sets the session's speech rate (a new session starts).
    let rateSpin: Widget
    /// The rows shown, as text (for tests and screen readers alike).
    private(set) var rows: [String] = []

    init(model: DocumentModel) {
        self.model = model
        root = PanelColumn.make(title: "What a VoiceOver user hears")
        let rateRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let rateLabel = gtk_label_new("Speech rate (characters per second)")!
        gtk_label_set_wrap(rateLabel.opaque, 1)
        gtk_label_set_xalign(rateLabel.opaque, 0)
        gtk_widget_set_hexpand(rateLabel, 1)
        rateSpin = gtk_spin_button_new_with_range(5, 60, 1)
        gtk_spin_button_set_value(rateSpin.opaque, model.rate)
        Accessibility.label(rateSpin, by: rateLabel)
        gtk_box_append(rateRow.cast(), rateLabel)
        gtk_box_append(rateRow.cast(), rateSpin)
        gtk_box_append(root.cast(), rateRow)
        // The rows and "Heard:" scroll together inside the panel: however long the session, the
        // panel keeps its height and the window never grows.
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
        heard = gtk_label_new(nil)
        gtk_label_set_wrap(heard.opaque, 1)
        gtk_label_set_wrap_mode(heard.opaque, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(heard.opaque, 0)
        gtk_box_append(column.cast(), list)
        gtk_box_append(column.cast(), heard)
        scroller = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.opaque, column)
        gtk_widget_set_vexpand(scroller, 1)
        Accessibility.setLabel(scroller, "Speech transcript")
        gtk_box_append(root.cast(), scroller)
        Signal.connect(rateSpin, "value-changed") { [unowned self] in
            model.rate = gtk_spin_button_get_value(rateSpin.opaque)
        }
    }

    /// Text of one utterance row: "2.00 s  high  Camera Active" (cut ones end in "…").
    static func row(_ utterance: SpeechTimeline.Utterance, speaking: Bool) -> String {
        var text = String(format: "%6.2f s  %@  ", utterance.start, utterance.priority.rawValue)
        text += utterance.text.isEmpty ? "(cut before it began: \(utterance.fullText))" : utterance.text
        if speaking { text += "  ◀ speaking" }
        return text
    }

    /// The most rows shown; older ones scroll out of the panel (the whole session stays in `rows`).
    static let shownRows = 200

    func update() {
        while let child = gtk_widget_get_first_child(list) { gtk_box_remove(list.cast(), child) }
        let transcript = model.transcript
        rows = transcript.map { SpeechPanel.row($0.utterance, speaking: $0.speaking) }
        for (index, text) in rows.enumerated().suffix(SpeechPanel.shownRows) {
            let utterance = transcript[index].utterance
            let label = gtk_label_new(DisplayText.shortened(text))!
            gtk_label_set_xalign(label.opaque, 0)
            gtk_label_set_wrap(label.opaque, 1)
            gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR)
            gtk_widget_add_css_class(label, "speech-\(utterance.priority.rawValue)")
            if utterance.interrupted { gtk_widget_add_css_class(label, "speech-cut") }
            gtk_box_append(list.cast(), label)
        }
        let heardText = transcript.suffix(SpeechPanel.shownRows).map(\.utterance.text).filter { !$0.isEmpty }
        DisplayText.set(heard, "Heard: " + heardText.joined(separator: " "))
    }
}
