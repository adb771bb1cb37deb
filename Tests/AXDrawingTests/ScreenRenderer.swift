@testable import AXDrawing
import CCairo

/// Runs `body` with a renderer of `scene`'s screen on a 393 × 852 image at one pixel a point:
/// what tests of caption and badge placement draw on.
func withScreenRenderer(_ scene: Scene, _ body: (Renderer) throws -> Void) rethrows {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 393, 852)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let renderer = Renderer(scene: scene, state: ViewState(), cr: cr, visible: scene.screen, bounds: scene.screen, ppp: 1,
                            text: TextPainter(cr: cr))
    defer { renderer.text.release() }
    try body(renderer)
}
