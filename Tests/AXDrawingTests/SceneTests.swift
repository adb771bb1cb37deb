@testable import AXDrawing
import AXEngine
import AXModel
import AXTestSupport
import Foundation
import Testing

@Suite struct SceneTests {
    @Test func hitTestPrefersTheContentShapeThenFrames() throws {
        let scene = try RendererTests.scene("""
            {"id": "card", "type": "label", "text": "Card", "frame": [50, 50, 300, 300]},
            \(RendererTests.circle),
            {"id": "gone", "type": "button", "label": "Gone", "isHidden": true, "frame": [0, 700, 100, 100]}
            """)
        let ids = { (p: Point) in scene.hitTest(p).map { scene.snapshot.nodes[$0].id } }
        #expect(ids(Point(x: 150, y: 150)) == "red")
        #expect(ids(Point(x: 103, y: 103)) == "card")
        #expect(ids(Point(x: 20, y: 20)) == "window")
        #expect(ids(Point(x: 50, y: 750)) == "gone")
        #expect(scene.hitTest(Point(x: 50, y: 750), includingUnreachable: false).map { scene.snapshot.nodes[$0].id } == "window")
    }

    @Test func pathShapesUseTheWindingRule() throws {
        let triangle = Shape.path(try PathParser.parse("M 0 0 L 40 0 L 20 30 Z"))
        let frame = Rect(x: 100, y: 100, width: 40, height: 30)
        #expect(triangle.contains(Point(x: 120, y: 105), in: frame))
        #expect(!triangle.contains(Point(x: 102, y: 128), in: frame))
        #expect(Shape.capsule.contains(Point(x: 101, y: 115), in: frame))
        #expect(!Shape.capsule.contains(Point(x: 101, y: 101), in: frame))
        #expect(!Shape.ellipse.contains(Point(x: 139, y: 129), in: frame))
    }

    @Test func layersParseTheirNames() throws {
        #expect(try Layers.parse("boxes,path").get() == [.boxes, .path])
        #expect(try Layers.parse("directTouch").get() == .directTouch)
        if case .failure(let unknown) = Layers.parse("boxes,badges") {
            #expect(unknown.name == "badges")
        } else {
            Issue.record("'badges' is not a layer")
        }
    }

    @Test func exportsSVGAndPDF() throws {
        let scene = try RendererTests.scene(RendererTests.circle)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-export-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for format in ImageExport.Format.allCases {
            let path = directory.appendingPathComponent("out.\(format.rawValue)").path
            try ImageExport.write(scene, ViewState(focus: 0), scale: 2, to: path)
            let head = Array(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(5))
            let expected: [ImageExport.Format: [UInt8]] = [.png: [0x89] + Array("PNG\r".utf8), .svg: Array("<?xml".utf8),
                                                            .pdf: Array("%PDF-".utf8)]
            #expect(head == expected[format])
        }
    }
}
