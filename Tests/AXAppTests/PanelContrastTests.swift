@testable import AXApp
import AXDrawing
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// Every text of the window reaches 4.5:1 against what is really behind it, in the light and the
/// dark style, measured on screenshots: in the box its glyphs cover (the label's ink extents) the
/// most frequent colour is the background, and the text's colour is the one of the glyphs' stems,
/// whose pixels are all text: of the colours with a few pixels, the farthest from the background
/// (the others are its blends with the background, where the edges are smoothed).
@Suite(.serialized) @MainActor struct PanelContrastTests {
    struct Measured: CustomStringConvertible {
        let text: String
        let ratio: Double
        let foreground: UInt32
        let background: UInt32
        var description: String {
            String(format: "%@: %.2f:1 (#%06x on #%06x)", text, ratio, foreground, background)
        }
    }

    /// The texts shown now, each with its measured contrast.
    static func measure(_ driver: WindowDriver) throws -> [Measured] {
        let path = NSTemporaryDirectory() + "/axscope-contrast-\(getpid()).png"
        #expect(driver.screenshot(to: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let surface = try #require(cairo_image_surface_create_from_png(path))
        defer { cairo_surface_destroy(surface) }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = try #require(cairo_image_surface_get_data(surface)).withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
        let window = driver.document.window
        var result: [Measured] = []
        for label in window.descendants where label.isLabel && gtk_widget_get_mapped(label) != 0 {
            let text = String(cString: gtk_label_get_text(label.opaque)).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty, gtk_widget_get_opacity(label) > 0, let region = visibleRegion(label, in: window) else { continue }
            var counts: [UInt32: Int] = [:]
            for y in max(0, region.y)..<min(height, region.y + region.height) {
                for x in max(0, region.x)..<min(width, region.x + region.width) { counts[data[y * stride + x] & 0xFFFFFF, default: 0] += 1 }
            }
            let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            guard let background = ranked.first?.key else { continue }
            let back = colour(background)
            let stems = ranked.dropFirst().filter { $0.value >= 3 }.map(\.key)
            guard let foreground = stems.max(by: { colour($0).contrast(with: back) < colour($1).contrast(with: back) }) else { continue }
            result.append(Measured(text: text, ratio: colour(foreground).contrast(with: back), foreground: foreground, background: background))
        }
        return result
    }

    static func colour(_ rgb: UInt32) -> Colour {
        Colour(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
    }

    /// The box the label's glyphs cover in the window, when the whole label is inside every
    /// scrolled window around it (a label scrolled out of view shows something else there).
    static func visibleRegion(_ label: Widget, in window: Widget) -> (x: Int, y: Int, width: Int, height: Int)? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(label, window, &bounds) != 0, bounds.size.width >= 4, bounds.size.height >= 4 else { return nil }
        var offsetX: Int32 = 0, offsetY: Int32 = 0
        gtk_label_get_layout_offsets(label.opaque, &offsetX, &offsetY)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(gtk_label_get_layout(label.opaque), &ink, &logical)
        guard ink.width > 0, ink.height > 0 else { return nil }
        var ancestor = gtk_widget_get_parent(label)
        while let current = ancestor, current != window {
            if g_type_check_instance_is_a(current.cast(), gtk_scrolled_window_get_type()) != 0 {
                var clip = graphene_rect_t()
                guard gtk_widget_compute_bounds(current, window, &clip) != 0,
                      bounds.origin.x >= clip.origin.x, bounds.origin.y >= clip.origin.y,
                      bounds.origin.x + bounds.size.width <= clip.origin.x + clip.size.width,
                      bounds.origin.y + bounds.size.height <= clip.origin.y + clip.size.height else { return nil }
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return (Int(bounds.origin.x.rounded()) + Int(offsetX + ink.x), Int(bounds.origin.y.rounded()) + Int(offsetY + ink.y),
                Int(ink.width), Int(ink.height))
    }

    /// Every panel shown in turn (Inspector, State, Speech with a cut utterance, Problems) in one
    /// style; the texts below 4.5:1.
    static func lowContrast(_ scheme: AdwColorScheme) throws -> (measured: Int, low: [String]) {
        let manager = adw_style_manager_get_default()!
        adw_style_manager_set_color_scheme(manager, scheme)
        defer { adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_DEFAULT) }
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"), width: 1280, height: 860)
        defer { driver.close() }
        #expect(MainLoop.wait(seconds: 20) { !driver.document.problemsPanel.rows.isEmpty })
        // Two stops in a row: the first is cut, and the transcript shows every priority it has.
        driver.press("Right", "Right", "Right", "Return")
        var measured = 0
        var low: [String] = []
        for page in ["alt+1", "alt+2", "alt+3", "alt+4"] {
            driver.press(page)
            let texts = try measure(driver)
            measured += texts.count
            low += texts.filter { $0.ratio < 4.5 - 0.01 }.map { "\(page) \($0)" }
        }
        return (measured, low)
    }

    @Test func everyTextReachesFourAndAHalfInTheLightStyle() throws {
        let (measured, low) = try Self.lowContrast(ADW_COLOR_SCHEME_FORCE_LIGHT)
        #expect(measured > 60)
        #expect(low == [])
    }

    @Test func everyTextReachesFourAndAHalfInTheDarkStyle() throws {
        let (measured, low) = try Self.lowContrast(ADW_COLOR_SCHEME_FORCE_DARK)
        #expect(measured > 60)
        #expect(low == [])
    }
}
