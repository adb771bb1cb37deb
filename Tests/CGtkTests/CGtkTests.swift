import CGtk
import Testing

/// The C-interop module builds and links against GTK 4.
@Suite struct CGtkTests {
    @Test func linksGTK4() {
        #expect(gtk_get_major_version() == 4)
        #expect(axscope_gtk_widget_type() != 0)
    }
}
