import AXCommandLine
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

    @Test func refusesWrongUsageAndBadFocus() {
        let sample = Fixture.sample("photo-filter")
        #expect(run(["render", sample]).err.hasPrefix("axscope: render: missing -o OUT"))
        #expect(run(["render", sample, "-o", "x.gif"]).code == 2)
        let layers = run(["render", sample, "-o", "/tmp/x.png", "--layers", "boxes,badges"])
        #expect(layers.code == 2)
        #expect(layers.err.hasPrefix("axscope: render: unknown layer 'badges' (layers: boxes, shapes, path, directTouch, containers, cursor)"))
        let focus = run(["render", sample, "-o", "/tmp/x.png", "--focus", "40"])
        #expect(focus.code == 1)
        #expect(focus.err == "\(sample): error: --focus 40: the snapshot has 11 stops\n")
    }
}
