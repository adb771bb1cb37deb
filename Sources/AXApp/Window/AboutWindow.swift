import AXGtk
import CGtk

/// About AXScope (libadwaita's about window): version, licence, website, credits.
@MainActor
enum AboutWindow {
    static let website = "https://github.com/axscope/axscope"
    static let developers = ["The AXScope developers"]

    /// Opens the about window over `document`; returns it (tests read it).
    @discardableResult
    static func present(over document: DocumentWindow) -> Widget {
        let about = adw_about_window_new()!
        adw_about_window_set_application_name(about.opaque, "AXScope")
        adw_about_window_set_application_icon(about.opaque, "io.github.axscope.AXScope")
        adw_about_window_set_version(about.opaque, document.version.isEmpty ? "development" : document.version)
        adw_about_window_set_developer_name(about.opaque, "The AXScope developers")
        adw_about_window_set_comments(about.opaque, "See what VoiceOver sees: focus stops, order, speech and actions of an iOS screen, "
                                      + "derived from a saved view-hierarchy snapshot.")
        adw_about_window_set_license_type(about.opaque, GTK_LICENSE_MIT_X11)
        adw_about_window_set_website(about.opaque, website)
        adw_about_window_set_issue_url(about.opaque, website + "/issues")
        var names = developers.map { strdup($0) } + [nil]
        defer { names.forEach { free($0) } }
        names.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                adw_about_window_set_developers(about.opaque, $0)
            }
        }
        gtk_window_set_transient_for(about.cast(), document.window.cast())
        gtk_window_set_modal(about.cast(), 1)
        gtk_window_present(about.cast())
        return about
    }
}
