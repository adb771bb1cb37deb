import AXEngine
import AXGtk
import CGtk

/// Says things to screen readers the moment they happen: what the simulated VoiceOver starts
/// saying, a step that failed, a file that could not be loaded, a toast.
///
/// GTK 4.8 has no `gtk_accessible_announce`. This is a label with the alert role (AT-SPI's
/// "alert"), transparent on screen: each announcement becomes its text and accessible name,
/// which AT-SPI reports as `object:property-change:accessible-name` on the alert; its accessible
/// "hidden" state is set and cleared around the change, for readers that follow that instead.
@MainActor
final class Announcer {
    /// The label; lives in an overlay over the status line, transparent and click-through.
    let label: Widget
    /// Everything announced, oldest first (for tests).
    private(set) var history: [String] = []
    private var spokenSequence: (session: ObjectIdentifier, sequence: Int)?
    private var lastStepError: String?
    private var lastSilentTouch = 0
    private var pending: UInt32?

    init() {
        label = axscope_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_ALERT)
        gtk_label_set_wrap(label.opaque, 1)
        gtk_widget_set_opacity(label, 0)
        gtk_widget_set_can_target(label, 0)
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        gtk_widget_set_valign(label, GTK_ALIGN_START)
        gtk_widget_set_size_request(label, 1, 1)
        gtk_label_set_max_width_chars(label.opaque, 1)
    }

    /// Announces `text` now.
    func announce(_ text: String) {
        history.append(text)
        axscope_accessible_set_hidden(label, 1)
        let shown = DisplayText.shortened(text)
        gtk_label_set_text(label.opaque, shown)
        Accessibility.setLabel(label, shown)
        // Shown again on the next turn of the main loop, so that the hide reaches AT-SPI first.
        if let pending { MainLoop.cancel(pending) }
        pending = MainLoop.every(milliseconds: 1) { [weak self] in
            guard let self else { return false }
            pending = nil
            axscope_accessible_set_hidden(label, 0)
            return false
        }
    }

    /// Announces an utterance of `session` that just started (each once), a new step error and
    /// a new touch on a silent direct-touch region (where the simulated VoiceOver says nothing).
    func follow(_ session: Session, stepError: String?, silentTouch: (text: String, sequence: Int)?) {
        if let stepError, stepError != lastStepError { announce(stepError) }
        lastStepError = stepError
        if let silentTouch, silentTouch.sequence != lastSilentTouch {
            lastSilentTouch = silentTouch.sequence
            announce(silentTouch.text)
        }
        guard let speaking = session.timeline.speaking else { return }
        let key = (ObjectIdentifier(session), speaking.sequence)
        guard spokenSequence.map({ $0 != key }) ?? true else { return }
        spokenSequence = key
        announce(speaking.fullText)
    }
}
