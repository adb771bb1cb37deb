import CGtk

/// The application's CSS: trait chips, the error banner, the status line; dimmed texts and the
/// cut utterance in colours that reach 4.5:1 in the light and the dark style (Adwaita's dimmed
/// 0.55 gives 3.2:1).
@MainActor
enum Style {
    private static var installed = false

    static let css = """
    .chip { background: alpha(#3584e4, 0.22); border-radius: 10px; padding: 1px 8px; }
    .chip-unspoken { background: alpha(@theme_fg_color, 0.08); border-radius: 10px; padding: 1px 8px; font-style: italic; }
    .error-banner { background: #c01c28; color: white; padding: 6px 12px; font-family: monospace; }
    .speech-high { font-weight: bold; }
    .speech-low { font-style: italic; opacity: 0.8; }
    .speech-cut { color: @error_color; }
    .dim-label { opacity: 0.75; }
    treeexpander { border-spacing: 2px; }
    treeexpander indent { min-width: 8px; }
    .panel-switcher button { padding-left: 8px; padding-right: 8px; min-width: 0; }
    .status-line { padding: 4px 12px; border-top: 1px solid alpha(@theme_fg_color, 0.15); }
    """

    static func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}
