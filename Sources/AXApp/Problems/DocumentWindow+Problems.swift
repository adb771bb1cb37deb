import AXEngine
import CGtk

/// The Problems panel's part of the window: an audit after each (re)load.
extension DocumentWindow {
    /// Audits the shown snapshot off the main thread, unless it was audited already; a report of
    /// an older load is dropped.
    func auditShownSnapshot() {
        guard let analysis = model.analysis, let path = model.path else { return problemsPanel.show(nil) }
        guard problemsPanel.audited !== analysis else { return }
        problemsPanel.audited = analysis
        problemsPanel.showAuditing()
        ProblemAuditing.audit(analysis, path: path) { [weak self] result in
            guard let self, model.analysis === analysis else { return }
            switch result {
            case .success(let report): problemsPanel.show(report)
            case .failure(let failure): problemsPanel.show(nil, failure: failure.description)
            }
            inspector.update()
        }
    }

    /// F8 / Shift+F8: the next or previous finding, from anywhere; the Problems panel shows it.
    func stepProblem(by step: Int) {
        gtk_stack_set_visible_child_name(pages.opaque, "problems")
        reveal(panelFlap, true)
        _ = problemsPanel.moveSelection(by: step)
    }
}
