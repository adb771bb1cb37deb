import AXEngine
import AXGtk
import CGtk

/// Says things to screen readers the moment they happen: what the simulated VoiceOver starts
/// saying, a step that failed, a file that could not be loaded, a toast.
///
/// GTK 4.8 has no `gtk_accessible_announce`. This is a notification label (GTK's alert role,
/// AT-SPI's notification role) kept invisible on screen: each announcement sets its text and
/// shows it again, which AT-SPI reports as `object:state-changed:showing` on a notification, the
/// event Orca speaks.
@MainActor
final class Announcer {
    /// The label; lives in an overlay over the status line, transparent and click-through.
    let label: Widget
    /// Everything announced, oldest first (for tests).
    private(set) var history: [String] = []
    private var spokenSequence: (session: ObjectIdentifier, sequence: Int)?
    private var lastStepError: String?
    private var pending: UInt32?

    init() {
        label = axscope_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_ALERT)
        gtk_label_set_wrap(label.opaque, 1)
        gtk_widget_set_opacity(label, 0)
        gtk_widget_set_can_target(label, 0)
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        gtk_widget_set_valign(label, GTK_ALIGN_START)
        gtk_widget_set_size_request(label, 1, 1)
        gtk_widget_set_visible(label, 0)
    }

    /// Announces `text` now: hidden, then shown again with the new text.
    func announce(_ text: String) {
        history.append(text)
        gtk_widget_set_visible(label, 0)
        gtk_label_set_text(label.opaque, text)
        // Shown on the next turn of the main loop, so that the hide reaches AT-SPI first.
        if let pending { MainLoop.cancel(pending) }
        pending = MainLoop.every(milliseconds: 1) { [weak self] in
            guard let self else { return false }
            pending = nil
            gtk_widget_set_visible(label, 1)
            return false
        }
    }

    /// Announces an utterance of `session` that just started (each once) and a new step error.
    func follow(_ session: Session, stepError: String?) {
        if let stepError, stepError != lastStepError { announce(stepError) }
        lastStepError = stepError
        guard let speaking = session.timeline.speaking else { return }
        let key = (ObjectIdentifier(session), speaking.sequence)
        guard spokenSequence.map({ $0 != key }) ?? true else { return }
        spokenSequence = key
        announce(speaking.fullText)
    }
}
