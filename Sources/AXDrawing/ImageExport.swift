import AXModel
internal import CCairo
import Foundation

/// Writes a drawing of a scene to PNG, SVG or PDF, chosen by the file's extension.
public enum ImageExport {
    public enum Format: String, Sendable, CaseIterable {
        case png, svg, pdf

        /// The format named by the path's extension, if it is one of these.
        public init?(path: String) {
            self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
        }
    }

    /// Why an image could not be written.
    public struct Failure: Error, Sendable {
        public let message: String
    }

    /// Draws `scene` at `scale` pixels per point (vector formats: the page is the screen in points
    /// times `scale`) and writes it to `path`, in `format` or the one its extension names. A size
    /// over ``ImageBudget`` is refused before anything is drawn.
    public static func write(_ scene: Scene, _ state: ViewState, scale: Double, to path: String,
                             format chosen: Format? = nil) throws(Failure) {
        guard let format = chosen ?? Format(path: path) else {
            throw Failure(message: "unknown image format for \(Echo.quoted(path)): expected .png, .svg or .pdf")
        }
        if let problem = ImageBudget.check(scene.screen, scale: scale) {
            throw Failure(message: "the image would be \(problem): lower --scale")
        }
        let width = scene.screen.width * scale, height = scene.screen.height * scale
        let surface: OpaquePointer
        switch format {
        case .png:
            if let message = Raster(scene, state, scale: scale).writePNG(to: path) {
                throw Failure(message: "cannot write '\(path)': \(message)")
            }
            return
        case .svg: surface = cairo_svg_surface_create(path, width, height)
        case .pdf: surface = cairo_pdf_surface_create(path, width, height)
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        Renderer.draw(scene, state, on: cr, visible: scene.screen, pixelsPerPoint: scale)
        cairo_show_page(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure(message: "cannot write '\(path)': \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
