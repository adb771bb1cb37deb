import CGtk
import Testing

/// The C-interop module builds and links against GTK 4 and libadwaita 1.2 or later.
@Suite struct CGtkTests {
    @Test func linksGTK4() {
        #expect(gtk_get_major_version() == 4)
        #expect(axscope_gtk_widget_type() != 0)
    }

    @Test func linksLibadwaita() {
        #expect(adw_get_major_version() == 1)
        #expect(adw_get_minor_version() >= 2)
    }
}
