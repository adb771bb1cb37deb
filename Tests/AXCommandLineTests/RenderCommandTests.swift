import AXCommandLine
@testable import AXDrawing
import CCairo
import AXTestSupport
import Foundation
import Testing

@Suite struct RenderCommandTests {
    let run = CommandLineToolTests().run

    @Test func writesAPNGAtTheRequestedScale() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-render-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = run(["render", Fixture.sample("photo-filter"), "-o", out, "--focus", "3", "--scale", "1.5",
                          "--layers", "boxes,path,cursor"])
        #expect(result.code == 0)
        #expect(result.out.isEmpty && result.err.isEmpty)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: out)))
        // PNG header, then IHDR width and height (big-endian) at bytes 16 and 20: 393 × 852 points at 1.5.
        #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 590 && height == 1278)
    }

    @Test func problemsLayerOutlinesTheFindingsElements() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-render-problems-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = run(["render", Fixture.sample("nested-views"), "-o", out, "--scale", "1", "--layers", "problems"])
        #expect(result.code == 0 && result.err.isEmpty)
        let image = try #require(Screenshot(path: out, relativeTo: out))
        cairo_surface_flush(image.surface)
        let data = try #require(cairo_image_surface_get_data(image.surface))
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        // `orangeView` ([20, 80, 353, 120]) has an error: red 9 points left of its frame (BGRA).
        let red = (0..<4).map { data[140 * stride + 11 * 4 + $0] }
        #expect(red == [25, 12, 204, 255])
        // `blueView` has no finding: the background.
        let plain = (0..<4).map { data[300 * stride + 11 * 4 + $0] }
        #expect(plain == [248, 245, 245, 255])
    }

    @Test func refusesWrongUsageAndBadFocus() {
        let sample = Fixture.sample("photo-filter")
        #expect(run(["render", sample]).err.hasPrefix("axscope: render: missing -o OUT"))
        #expect(run(["render", sample, "-o", "x.gif"]).code == 2)
        let layers = run(["render", sample, "-o", "/tmp/x.png", "--layers", "boxes,badges"])
        #expect(layers.code == 2)
        #expect(layers.err.hasPrefix("axscope: render: unknown layer 'badges' (layers: boxes, shapes, path, directTouch, containers, cursor, problems)"))
        let focus = run(["render", sample, "-o", "/tmp/x.png", "--focus", "40"])
        #expect(focus.code == 1)
        #expect(focus.err == "\(sample): error: --focus 40: the snapshot has 11 stops\n")
    }

    func snapshotFile(screen: String, children: String = "") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-limits-\(UUID().uuidString).axsnap").path
        let text = #"{"format": "axsnap", "version": 1, "screen": \#(screen), "root": {"id": "w", "type": "window", "frame": [0, 0, 100, 100], "children": [\#(children)]}}"#
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Items 4 and 22: a screen too large to draw is refused, naming the budget, before drawing.
    @Test func refusesImagesOverThePixelBudget() throws {
        let file = try snapshotFile(screen: #"{"width": 10000, "height": 10000}"#)
        defer { unlink(file) }
        let result = run(["render", file, "-o", "/tmp/axscope-never.png"])
        #expect(result.code == 1)
        #expect(result.err == "\(file):1:1: error: screen: at --scale 2 the image would be 20000 × 20000 pixels is over the budget "
            + "of 25 megapixels and 32767 pixels a side; lower --scale or the screen size\n")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/axscope-never.png"))
        #expect(run(["render", file, "-o", "/tmp/axscope-never.png", "--scale", "0.4"]).code == 0)
        unlink("/tmp/axscope-never.png")
    }

    /// Item 22: huge shapes and wide texts are drawn in bounded time and never trap.
    @Test func hugeShapesAndTextsAreDrawnQuickly() throws {
        let children = #"{"id": "c", "type": "button", "label": "Big", "frame": [-1e9, -1e9, 1e9, 1e9], "contentShape": {"shape": "circle"}},"#
            + #"{"id": "t", "type": "label", "text": "Wide", "frame": [0, 0, 3e6, 20]}"#
        let file = try snapshotFile(screen: #"{"width": 393, "height": 852}"#, children: children)
        defer { unlink(file) }
        let out = file + ".png"
        defer { unlink(out) }
        var code: Int32 = -1
        let seconds = secondsTaken { code = run(["render", file, "-o", out]).code }
        #expect(code == 0)
        #expect(seconds < 10)
    }

    /// Found by fuzz-render: the hatching of a direct-touch region a million points tall took
    /// minutes; only the lines that cross the visible area are drawn.
    @Test func tallDirectTouchRegionsAreHatchedQuickly() throws {
        let key = #"{"id": "k", "type": "button", "label": "G", "frame": [308, 5, 6, 998160], "directTouch": {"options": ["silentOnTouch"]}}"#
        let file = try snapshotFile(screen: #"{"width": 393, "height": 852}"#, children: key)
        defer { unlink(file) }
        let out = file + ".png"
        defer { unlink(out) }
        var code: Int32 = -1
        let seconds = secondsTaken { code = run(["render", file, "-o", out, "--scale", "1"]).code }
        #expect(code == 0)
        #expect(seconds < 10)
    }

    /// Item 22: a screenshot whose PNG header announces more than the budget is not decoded.
    @Test func oversizedScreenshotsAreNotDecoded() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A PNG signature and an IHDR chunk for 20,000 × 20,000 pixels; no image data is needed.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0]
        try Data(png).write(to: directory.appendingPathComponent("shot.png"))
        let file = directory.appendingPathComponent("s.axsnap").path
        try #"{"format": "axsnap", "version": 1, "screen": {"width": 100, "height": 100}, "screenshot": "shot.png", "root": {"id": "w", "type": "window", "frame": [0, 0, 100, 100]}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = run(["render", file, "-o", directory.appendingPathComponent("out.png").path])
        #expect(result.code == 0)
        #expect(result.err == "\(file): warning: screenshot 'shot.png' is not drawn: its size, 20000 × 20000 pixels is over the budget "
            + "of 25 megapixels and 32767 pixels a side; drawing a wireframe\n")
    }
}
