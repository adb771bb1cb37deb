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
        rateSpin = gtk_spin_button_new_with_range(5, 60, 1)
        gtk_spin_button_set_value(rateSpin.opaque, model.rate)
        Accessibility.label(rateSpin, by: rateLabel)
        gtk_box_append(rateRow.cast(), rateLabel)
        gtk_box_append(rateRow.cast(), rateSpin)
        gtk_box_append(root.cast(), rateRow)
        list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(scroller.opaque, list)
        gtk_widget_set_vexpand(scroller, 1)
        Accessibility.setLabel(scroller, "Speech transcript")
        gtk_box_append(root.cast(), scroller)
        heard = gtk_label_new(nil)
        gtk_label_set_wrap(heard.opaque, 1)
        gtk_label_set_xalign(heard.opaque, 0)
        gtk_label_set_selectable(heard.opaque, 1)
        gtk_box_append(root.cast(), heard)
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

    func update() {
        while let child = gtk_widget_get_first_child(list) { gtk_box_remove(list.cast(), child) }
        guard let session = model.session else {
            rows = []
            return
        }
        let timeline = session.timeline
        let all = timeline.heardSoFar
        let speaking = timeline.speaking?.sequence
        rows = all.map { SpeechPanel.row($0, speaking: $0.sequence == speaking) }
        for (index, text) in rows.enumerated().suffix(200) {
            let label = gtk_label_new(text)!
            gtk_label_set_xalign(label.opaque, 0)
            gtk_label_set_wrap(label.opaque, 1)
            gtk_widget_add_css_class(label, "speech-\(all[index].priority.rawValue)")
            if all[index].interrupted { gtk_widget_add_css_class(label, "speech-cut") }
            gtk_box_append(list.cast(), label)
        }
        gtk_label_set_text(heard.opaque, "Heard: " + timeline.heard)
    }
}
