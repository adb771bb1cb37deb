import AXAudit
import AXEngine
import AXGtk
import CGtk

/// The Problems panel (audit.md §10): the audit's findings grouped by severity with counts, then
/// the rules not run and the suppressed findings; selecting a finding selects its element as a
/// canvas click does.
@MainActor
final class ProblemsPanel {
    let root: Widget
    /// The rows: Up/Down move between findings, selecting one selects its element.
    let list: Widget
    let summary: Widget
    /// The header's button: the counts by sign (“✕ 2  ! 3  i 1”, so that it fits beside the
    /// session buttons) named “2 errors, 3 warnings, 1 info”, “Auditing…” meanwhile; it opens the
    /// panel.
    let headerButton: Widget
    let headerLabel: Widget
    /// Enter on a finding: the window puts the keyboard on the canvas.
    var onEnter: () -> Void = {}
    let model: DocumentModel
    /// The analysis last audited (a reload makes a new one).
    weak var audited: Analysis?

    /// One row: a group heading, a note, or a finding.
    struct Row {
        /// Its accessible name (“Error: MESSAGE (RULE, ELEMENT)” for a finding).
        var name: String
        var finding: Finding?
        var isHeading = false
        /// The group it heads or belongs to: “Errors”, “Warnings”, “Info”, “Not run”, “Suppressed”.
        var group: String
        /// A counted finding's number among all the report's findings, from 1 (the status line's
        /// “Problem 2 of 6”); 0 for the other rows.
        var number = 0
    }

    /// The findings listed per group: a row is a widget, and tens of thousands of them would
    /// freeze the window (an audit of a generated 100,000-element screen finds 80,001); a note
    /// after them says how many more there are. The canvas layer and the inspector show them all.
    static let listedPerGroup = 200

    /// The groups folded away (Left folds, Right unfolds); Not run and Suppressed start folded.
    private(set) var folded: Set<String> = ["Not run", "Suppressed"]

    /// The rows shown, in order.
    private(set) var rows: [Row] = []
    /// How many findings the report counts (all but the suppressed ones).
    private var counted = 0
    private(set) var rowWidgets: [Widget] = []

    init(model: DocumentModel) {
        self.model = model
        root = PanelColumn.make(title: "Problems")
        summary = gtk_label_new("No snapshot")
        gtk_label_set_xalign(summary.opaque, 0)
        gtk_label_set_wrap(summary.opaque, 1)
        gtk_box_append(root.cast(), summary)
        headerLabel = gtk_label_new("No snapshot")
        headerButton = gtk_button_new()
        gtk_button_set_child(headerButton.cast(), headerLabel)
        gtk_actionable_set_action_name(headerButton.opaque, "win.show-problems")
        list = gtk_list_box_new()
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_SINGLE)
        Accessibility.setLabel(list, "Problems")
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.opaque, list)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_box_append(root.cast(), scroller)
        // Up and Down go from finding to finding, over the group headings and notes.
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys, "key-pressed", key: { [unowned self] keyval, _ in
            switch Int32(keyval) {
            case GDK_KEY_Down, GDK_KEY_KP_Down: return moveSelection(by: 1)
            case GDK_KEY_Up, GDK_KEY_KP_Up: return moveSelection(by: -1)
            case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter:
                guard gtk_list_box_get_selected_row(list.opaque) != nil else { return false }
                onEnter()
                return true
            case GDK_KEY_Left, GDK_KEY_KP_Left: return fold(true)
            case GDK_KEY_Right, GDK_KEY_KP_Right: return fold(false)
            default: return false
            }
        })
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(list, keys)
        Signal.connect(list, "selected-rows-changed") { [unowned self] in
            guard let row = gtk_list_box_get_selected_row(list.opaque) else { return }
            let index = Int(gtk_list_box_row_get_index(row))
            if rows.indices.contains(index), let finding = rows[index].finding { model.select(node: finding.node, problem: statusLine(of: index)) }
        }
        setHeaderText("No snapshot", name: "No snapshot")
    }

    /// Puts the keyboard on the selected finding, else the first (which selects its element).
    func focusFirstFinding() {
        let selected = gtk_list_box_get_selected_row(list.opaque).map { Int(gtk_list_box_row_get_index($0)) }
        guard let index = selected ?? rows.firstIndex(where: { $0.finding != nil }) else { return }
        let row = rowWidgets[index]
        gtk_list_box_select_row(list.opaque, row.cast())
        gtk_widget_grab_focus(row)
    }

    /// Selects and focuses the next (`step` 1) or previous (-1) finding; false at either end.
    func moveSelection(by step: Int) -> Bool {
        guard let selected = focusedRow ?? gtk_list_box_get_selected_row(list.opaque).map({ Int(gtk_list_box_row_get_index($0)) }) else {
            focusFirstFinding()
            return true
        }
        var index = selected + step
        while rows.indices.contains(index), rows[index].finding == nil || folded.contains(rows[index].group) { index += step }
        guard rows.indices.contains(index) else { return false }
        gtk_list_box_select_row(list.opaque, rowWidgets[index].cast())
        gtk_widget_grab_focus(rowWidgets[index])
        return true
    }

    /// The row with the keyboard focus, if any.
    private var focusedRow: Int? {
        guard let focus = gtk_root_get_focus(gtk_widget_get_root(list)) else { return nil }
        return rowWidgets.firstIndex { $0 == focus || gtk_widget_is_ancestor(focus, $0) != 0 }
    }

    /// Left (`fold` true) on a group's heading or finding folds the group and puts the keyboard on
    /// its heading; Right on a heading unfolds it.
    private func fold(_ fold: Bool) -> Bool {
        guard let index = focusedRow, fold || rows[index].isHeading else { return false }
        let group = rows[index].group
        if fold { folded.insert(group) } else { folded.remove(group) }
        showFolding()
        if let heading = rows.firstIndex(where: { $0.isHeading && $0.group == group }) { gtk_widget_grab_focus(rowWidgets[heading]) }
        return true
    }

    /// Hides the rows of folded groups and names each heading's state.
    private func showFolding() {
        for (row, widget) in zip(rows, rowWidgets) {
            let isFolded = folded.contains(row.group)
            if row.isHeading {
                let text = "\(isFolded ? "▸" : "▾") \(row.name)"
                if let label = gtk_list_box_row_get_child(widget.cast()) { DisplayText.set(label, text) }
                Accessibility.setLabel(widget, "\(row.name), \(isFolded ? "folded: Right unfolds" : "unfolded: Left folds")")
            } else {
                gtk_widget_set_visible(widget, isFolded ? 0 : 1)
            }
        }
    }

    /// “Problem 2 of 6: MESSAGE”, for the finding in row `index` (counting findings only).
    /// A suppressed finding is not counted: “Suppressed: MESSAGE”.
    func statusLine(of index: Int) -> String {
        let message = rows[index].finding?.message ?? ""
        guard rows[index].group != "Suppressed" else { return "Suppressed: \(message)" }
        return "Problem \(rows[index].number) of \(counted): \(message)"
    }

    /// While the audit runs.
    func showAuditing() {
        gtk_label_set_text(summary.opaque, "Auditing…")
        setHeaderText("Auditing…", name: "Auditing…")
    }

    private func setHeaderText(_ text: String, name: String) {
        gtk_label_set_text(headerLabel.opaque, text)
        gtk_widget_set_tooltip_text(headerButton, "\(name): show the Problems panel (Alt+4; F8 for the next finding)")
        Accessibility.setLabel(headerButton, name)
    }

    /// Shows a report, or why there is none.
    func show(_ report: AuditReport?, failure: String? = nil) {
        for row in rowWidgets { gtk_list_box_remove(list.opaque, row) }
        rowWidgets = []
        let groups = report.map(ProblemsPanel.groups(of:))
        rows = report.map { ProblemsPanel.rows(of: $0, groups: groups ?? []) } ?? []
        counted = report?.findings.count ?? 0
        let summaryText = groups.map(ProblemsPanel.counts) ?? failure ?? "No snapshot"
        gtk_label_set_text(summary.opaque, summaryText)
        setHeaderText(groups.map(ProblemsPanel.signedCounts) ?? summaryText, name: summaryText)
        for row in rows { append(row) }
        showFolding()
        model.setProblems(report.map { Array($0.findings) } ?? [])
    }

    /// The positions in `report.findings` of each severity's findings, in `Severity.allCases`
    /// order: one pass that copies no finding (a report can hold a million).
    static func groups(of report: AuditReport) -> [[Int]] {
        var groups = Severity.allCases.map { _ in [Int]() }
        let order = Dictionary(uniqueKeysWithValues: Severity.allCases.enumerated().map { ($1, $0) })
        for index in report.findings.indices { groups[order[report.findings[index].severity] ?? 0].append(index) }
        return groups
    }

    /// Errors, Warnings, Info with counts, then Not run and Suppressed, in the report's order.
    static func rows(of report: AuditReport, groups: [[Int]]) -> [Row] {
        var rows: [Row] = []
        var numbered = 0
        for (severity, group) in zip(Severity.allCases, groups) {
            guard !group.isEmpty else { continue }
            let title = groupName(severity)
            rows.append(Row(name: "\(title) (\(group.count))", isHeading: true, group: title))
            rows += group.prefix(listedPerGroup).map { index in
                numbered += 1
                let finding = report.findings[index]
                return Row(name: name(of: finding), finding: finding, group: title, number: numbered)
            }
            numbered += max(0, group.count - listedPerGroup)
            rows += moreNote(group.count, group: title)
        }
        if !report.notRun.isEmpty {
            rows.append(Row(name: "Not run (\(report.notRun.count))", isHeading: true, group: "Not run"))
            rows += report.notRun.map { Row(name: "\($0.rule) \($0.partial ? "partly run" : "not run"): \($0.reason)", group: "Not run") }
        }
        if !report.suppressed.isEmpty {
            rows.append(Row(name: "Suppressed (\(report.suppressed.count))", isHeading: true, group: "Suppressed"))
            rows += report.suppressed.prefix(listedPerGroup).map {
                Row(name: "Suppressed by \($0.by.rawValue): \(name(of: $0.finding))", finding: $0.finding, group: "Suppressed")
            }
            rows += moreNote(report.suppressed.count, group: "Suppressed")
        }
        return rows
    }

    /// The note after a group listed only in part: “And 79801 more: `axscope audit` lists them all.”
    private static func moreNote(_ count: Int, group: String) -> [Row] {
        guard count > listedPerGroup else { return [] }
        return [Row(name: "And \(count - listedPerGroup) more: `axscope audit` lists them all.", group: group)]
    }

    /// “2 errors, 3 warnings, 1 info”, of the findings grouped by ``groups(of:)``.
    static func counts(_ groups: [[Int]]) -> String {
        zip(Severity.allCases, groups).map { $0.counted($1.count) }.joined(separator: ", ")
    }

    /// “✕ 2  ! 3  i 1”.
    static func signedCounts(_ groups: [[Int]]) -> String {
        zip(Severity.allCases, groups).map { "\(sign($0)) \($1.count)" }.joined(separator: "  ")
    }

    static func groupName(_ severity: Severity) -> String {
        switch severity {
        case .error: "Errors"
        case .warning: "Warnings"
        case .info: "Info"
        }
    }

    /// “Error: MESSAGE (RULE, ELEMENT)”.
    static func name(of finding: Finding) -> String {
"\(word(finding.severity)): \(finding.message) (\(finding.rule), \(finding.element))"
    }

    /// “Error”, “Warning”, “Info”.
    nonisolated static func word(_ severity: Severity) -> String {
        severity.rawValue.prefix(1).uppercased() + severity.rawValue.dropFirst()
    }

    /// The sign before a finding, with its word (never colour alone).
    static func sign(_ severity: Severity) -> String {
        switch severity {
        case .error: "✕"
        case .warning: "!"
        case .info: "i"
        }
    }

    private func append(_ row: Row) {
        let text = row.finding.map { "\(ProblemsPanel.sign($0.severity)) \(row.name)" } ?? row.name
        let label = gtk_label_new(DisplayText.shortened(text))!
        gtk_label_set_xalign(label.opaque, 0)
        gtk_label_set_wrap(label.opaque, 1)
        gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR)
        if row.isHeading { gtk_widget_add_css_class(label, "heading") }
        let widget = gtk_list_box_row_new()!
        gtk_list_box_row_set_child(widget.cast(), label)
        let selectable: gboolean = row.finding == nil ? 0 : 1
        gtk_list_box_row_set_selectable(widget.cast(), selectable)
        gtk_list_box_row_set_activatable(widget.cast(), selectable)
        gtk_widget_set_focusable(widget, row.isHeading ? 1 : selectable)
        Accessibility.setLabel(widget, DisplayText.shortened(row.name))
        gtk_list_box_append(list.opaque, widget)
        rowWidgets.append(widget)
    }
}
