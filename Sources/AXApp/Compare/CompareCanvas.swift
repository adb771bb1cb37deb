import AXDiff
import AXDrawing
import AXGtk
import AXModel
import CGtk
import Foundation

/// One side of the compare window: its screen drawn as the document canvas draws it, each
/// changed stop boxed in its level's colour with a glyph badge, the selected stop highlighted,
/// and, in the overlay, the other side's unpaired and moved boxes dashed.
@MainActor
final class CompareCanvas {
    let area: Widget
    private(set) var scene: Scene?
    private(set) var side: DiffSide?
    /// Marks by stop index of this side.
    private(set) var marks: [Int: CompareMark] = [:]
    /// The marks in stop order, sorted once per comparison rather than at every frame (a diff of
    /// a million changes took seconds a frame).
    private var orderedMarks: [(stop: Int, mark: CompareMark)] = []
    /// The selected stop of this side, if any.
    var selectedStop: Int? { didSet { redraw() } }
    /// Frames of the other side drawn dashed (overlay), with their marks.
    var ghosts: [(frame: Rect, mark: CompareMark)] = [] { didSet { redraw() } }
    /// Called with the stop (from 0) under a click, or nil.
    var onClick: ((Int?) -> Void)?
    var darkStyle = false
    /// Device pixels per point and the screen point at the top-left corner, as last drawn.
    private(set) var zoom = 1.0
    private(set) var origin = Point(x: 0, y: 0)

    init(name: String) {
        area = axscope_widget_new_with_role(gtk_drawing_area_get_type(), GTK_ACCESSIBLE_ROLE_IMG)
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        gtk_widget_set_focusable(area, 1)
        gtk_widget_set_size_request(area, 200, 240)
        Accessibility.setLabel(area, name)
        Callback.setDrawFunction(area) { [unowned self] cr, width, height in
            draw(cr, width: Double(width), height: Double(height))
        }
        let click = gtk_gesture_click_new()!
        Signal.connect(click, "released", press: { [unowned self] _, x, y in
            gtk_widget_grab_focus(area)
            onClick?(stop(at: Point(x: origin.x + x / zoom, y: origin.y + y / zoom)))
        })
        gtk_widget_add_controller(area, click.opaque)
    }

    /// Shows `side` with the marks of `changes`.
    func show(_ scene: Scene, _ side: DiffSide, changes: [Change], isA: Bool) {
        self.scene = scene
        self.side = side
        marks = CompareMark.marks(changes, sideA: isA)
        orderedMarks = marks.sorted { $0.key < $1.key }.map { (stop: $0.key, mark: $0.value) }
        redraw()
    }

    func redraw() { gtk_widget_queue_draw(area) }

    /// The smallest stop of this side whose frame holds `point`.
    func stop(at point: Point) -> Int? {
        guard let side else { return nil }
        return side.stops.indices.filter { index in
            let f = side.stops[index].frame
            return point.x >= f.x && point.x <= f.maxX && point.y >= f.y && point.y <= f.maxY
        }.min { side.stops[$0].frame.width * side.stops[$0].frame.height < side.stops[$1].frame.width * side.stops[$1].frame.height }
    }

    func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        var state = ViewState(layers: [.boxes], palette: darkStyle ? .dark : .light)
        let background = state.palette.canvas
        cairo_set_source_rgb(cr, background.red, background.green, background.blue)
        cairo_paint(cr)
        guard let scene, let side, width > 0, height > 0 else { return }
        let screen = scene.screen
        zoom = max(0.05, min(width / (screen.width + 32), height / (screen.height + 32)))
        origin = Point(x: screen.width / 2 - width / zoom / 2, y: screen.height / 2 - height / zoom / 2)
        state.selectedNode = selectedStop.map { side.stops[$0].node }
        cairo_save(cr)
        cairo_scale(cr, zoom, zoom)
        cairo_translate(cr, -origin.x, -origin.y)
        let visible = Rect(x: origin.x, y: origin.y, width: width / zoom, height: height / zoom)
        Renderer.draw(scene, state, on: cr, visible: visible, pixelsPerPoint: zoom, bounds: scene.extent)
        // Only the boxes whose outline or badge can reach the visible area.
        let reach = visible.insetBy(-24 / zoom, -24 / zoom)
        for (stop, mark) in orderedMarks where side.stops[stop].frame.insetBy(-1, -1).intersects(reach) {
            box(cr, side.stops[stop].frame, mark, dashed: false)
        }
        for (frame, mark) in ghosts where frame.insetBy(-1, -1).intersects(reach) { box(cr, frame, mark, dashed: true) }
        cairo_restore(cr)
    }

    /// A box in the mark's colour, and a badge with its glyph at the top-left corner; the other
    /// side's box (`dashed`) is inset, with its badge at the top-right corner, so that both show
    /// where they overlap.
    private func box(_ cr: OpaquePointer, _ box: Rect, _ mark: CompareMark, dashed: Bool) {
        let inset = dashed ? 4 / zoom : 0
        let frame = Rect(x: box.x + inset, y: box.y + inset, width: max(0, box.width - 2 * inset), height: max(0, box.height - 2 * inset))
        let colour = mark.colour
        cairo_set_source_rgb(cr, colour.red, colour.green, colour.blue)
        cairo_set_line_width(cr, 2.5 / zoom)
        var dash = [6 / zoom, 4 / zoom]
        cairo_set_dash(cr, &dash, dashed ? 2 : 0, 0)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        let size = 18 / zoom
        let x = dashed ? frame.maxX - size : frame.x
        cairo_rectangle(cr, x, frame.y, size, size)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 15 / zoom)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, mark.glyph, &extents)
        cairo_move_to(cr, x + (size - extents.width) / 2 - extents.x_bearing,
                      frame.y + (size - extents.height) / 2 - extents.y_bearing)
        cairo_show_text(cr, mark.glyph)
    }
}
