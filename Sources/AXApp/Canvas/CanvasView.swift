import AXDrawing
import AXGtk
import AXModel
import CGtk

/// The drawing area: the screen with its layers, zoomed and panned; clicks select, keys move the
/// VoiceOver cursor. It draws only what is visible, through the same ``Renderer`` as `render`.
@MainActor
final class CanvasView {
    let area: Widget
    let model: DocumentModel
    /// Device pixels per point.
    private(set) var zoom = 1.0
    /// The screen point at the widget's top-left corner.
    private(set) var origin = Point(x: 0, y: 0)
    /// Whether the screen follows the widget's size (until the user zooms).
    private(set) var fitsWindow = true
    private var pointer = Point(x: 0, y: 0)
    private var dragStart = Point(x: 0, y: 0)
    private var dragDistance = 0.0
    /// Time of the last frame in milliseconds, for the benchmark.
    private(set) var lastFrameMilliseconds = 0.0
    private(set) var framesDrawn = 0

    static let minimumZoom = 0.05, maximumZoom = 16.0

    init(model: DocumentModel) {
        self.model = model
        // An image of the screen for screen readers (GTK 4.8 has no "application" role); its
        // description lists the keys.
        area = axscope_widget_new_with_role(gtk_drawing_area_get_type(), GTK_ACCESSIBLE_ROLE_IMG)
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        gtk_widget_set_focusable(area, 1)
        gtk_widget_set_size_request(area, 240, 240)
        Accessibility.setLabel(area, "Snapshot canvas")
        Accessibility.setDescription(area, "Right or Tab: next stop. Left or Shift+Tab: previous stop. Home, End: first, last. "
                                     + "Enter: activate. Escape: escape. Up, Down: increment, decrement. M: magic tap. "
                                     + "Z, Shift+Z: zoom in, out. Shift+Down, Shift+Up: into and out of a group (grouped navigation). "
                                     + "Control+Tab leaves the canvas.")
        Callback.setDrawFunction(area) { [unowned self] cr, width, height in
            draw(cr, width: Double(width), height: Double(height))
        }
        addControllers()
    }

    var width: Double { Double(gtk_widget_get_width(area)) }
    var height: Double { Double(gtk_widget_get_height(area)) }

    func redraw() { gtk_widget_queue_draw(area) }

    // MARK: Drawing

    /// What the renderer draws: the model's view state in the desktop's colours.
    var viewState: ViewState {
        var state = model.viewState
        state.palette = model.darkStyle ? .dark : .light
        return state
    }

    func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        let start = g_get_monotonic_time()
        let state = viewState
        let canvas = state.palette.canvas
        cairo_set_source_rgb(cr, canvas.red, canvas.green, canvas.blue)
        cairo_paint(cr)
        guard let scene = model.scene else { return }
        if fitsWindow { fit(width: width, height: height) }
        cairo_save(cr)
        cairo_scale(cr, zoom, zoom)
        cairo_translate(cr, -origin.x, -origin.y)
        let visible = Rect(x: origin.x, y: origin.y, width: width / zoom, height: height / zoom)
        Renderer.draw(scene, state, on: cr, visible: visible, pixelsPerPoint: zoom, bounds: scene.extent)
        cairo_restore(cr)
        lastFrameMilliseconds = Double(g_get_monotonic_time() - start) / 1000
        framesDrawn += 1
    }

    // MARK: Zoom and pan

    /// Zoom that shows the whole screen with a margin, centred.
    func fit(width: Double? = nil, height: Double? = nil) {
        guard let screen = model.scene?.screen else { return }
        let w = width ?? self.width, h = height ?? self.height
        guard w > 0, h > 0 else { return }
        zoom = max(Self.minimumZoom, min(w / (screen.width + 32), h / (screen.height + 32)))
        origin = Point(x: screen.width / 2 - w / zoom / 2, y: screen.height / 2 - h / zoom / 2)
        fitsWindow = true
        redraw()
    }

    /// Zooms by `factor` keeping the screen point under (x, y) (widget pixels) in place.
    func zoom(by factor: Double, around x: Double? = nil, _ y: Double? = nil) {
        let px = x ?? width / 2, py = y ?? height / 2
        let anchor = Point(x: origin.x + px / zoom, y: origin.y + py / zoom)
        zoom = min(Self.maximumZoom, max(Self.minimumZoom, zoom * factor))
        origin = bounded(Point(x: anchor.x - px / zoom, y: anchor.y - py / zoom))
        fitsWindow = false
        redraw()
    }

    /// Pans by widget pixels.
    func pan(dx: Double, dy: Double) {
        move(to: Point(x: origin.x + dx / zoom, y: origin.y + dy / zoom))
    }

    /// Moves the view's top-left corner to `point` (bounded), leaving fit-to-window.
    private func move(to point: Point) {
        origin = bounded(point)
        fitsWindow = false
        redraw()
    }

    /// `point` as the view's top-left corner, moved so that the view's centre stays inside the
    /// tree's extent: panning and zooming never lose the drawing.
    func bounded(_ point: Point) -> Point {
        guard let extent = model.scene?.extent else { return point }
        let halfWidth = width / zoom / 2, halfHeight = height / zoom / 2
        return Point(x: min(max(point.x + halfWidth, extent.x), extent.maxX) - halfWidth,
                     y: min(max(point.y + halfHeight, extent.y), extent.maxY) - halfHeight)
    }

    /// The screen point under widget pixel (x, y).
    func screenPoint(x: Double, y: Double) -> Point { Point(x: origin.x + x / zoom, y: origin.y + y / zoom) }

    /// Scrolls so that the focused stop is inside the view, centring it when it was outside.
    func revealFocus() {
        guard let scene = model.scene, let focus = model.viewState.focus else { return }
        let frame = scene.stops[focus].frame
        let visible = Rect(x: origin.x, y: origin.y, width: width / zoom, height: height / zoom)
        guard visible.width > 0 else { return }
        let inside = frame.x >= visible.x && frame.maxX <= visible.maxX && frame.y >= visible.y && frame.maxY <= visible.maxY
        guard !inside else { return }
        origin = Point(x: frame.center.x - visible.width / 2, y: frame.center.y - visible.height / 2)
        fitsWindow = false
        redraw()
    }

    // MARK: Input

    /// Keys of the canvas; returns whether the key was used.
    func handleKey(_ keyval: UInt32, control: Bool, shift: Bool) -> Bool {
        guard !control else { return false }
        switch Int32(keyval) {
        case GDK_KEY_Right: model.next()
        case GDK_KEY_Tab: if shift { model.previous() } else { model.next() }
        case GDK_KEY_Left, GDK_KEY_ISO_Left_Tab: model.previous()
        case GDK_KEY_Home: model.first()
        case GDK_KEY_End: model.last()
        case GDK_KEY_Return where shift, GDK_KEY_KP_Enter where shift: model.longPress()
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space: model.perform(.activate)
        case GDK_KEY_Escape: model.perform(.escape)
        case GDK_KEY_Down where shift: model.enterGroup()
        case GDK_KEY_Up where shift: model.exitGroup()
        case GDK_KEY_Up: model.perform(.increment)
        case GDK_KEY_Down: model.perform(.decrement)
        case GDK_KEY_m: model.perform(.magicTap)
        case GDK_KEY_z: model.perform(.zoomIn)
        case GDK_KEY_Z: model.perform(.zoomOut)
        default: return false
        }
        return true
    }

    /// A click at widget pixel (x, y) selects what is under it.
    func handleClick(x: Double, y: Double) {
        gtk_widget_grab_focus(area)
        model.click(at: screenPoint(x: x, y: y))
    }

    private func addControllers() {
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys, "key-pressed", key: { [unowned self] keyval, state in
            handleKey(keyval, control: state.rawValue & GDK_CONTROL_MASK.rawValue != 0,
                      shift: state.rawValue & GDK_SHIFT_MASK.rawValue != 0)
        })
        gtk_widget_add_controller(area, keys)

        let click = gtk_gesture_click_new()!
        Signal.connect(click, "released", press: { [unowned self] _, x, y in
            if dragDistance < 5 { handleClick(x: x, y: y) }
        })
        gtk_widget_add_controller(area, click.opaque)

        let drag = gtk_gesture_drag_new()!
        Signal.connect(drag, "drag-begin", xy: { [unowned self] _, _ in
            dragStart = origin
            dragDistance = 0
            return true
        })
        Signal.connect(drag, "drag-update", xy: { [unowned self] dx, dy in
            dragDistance = max(dragDistance, abs(dx) + abs(dy))
            guard dragDistance >= 5 else { return true }
            move(to: Point(x: dragStart.x - dx / zoom, y: dragStart.y - dy / zoom))
            return true
        })
        gtk_widget_add_controller(area, drag.opaque)

        let motion = gtk_event_controller_motion_new()!
        Signal.connect(motion, "motion", xy: { [unowned self] x, y in
            pointer = Point(x: x, y: y)
            return false
        })
        gtk_widget_add_controller(area, motion)

        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        Signal.connect(scroll, "scroll", xy: { [unowned self, scroll] dx, dy in
            let state = gtk_event_controller_get_current_event_state(scroll)
            if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 {
                zoom(by: dy < 0 ? 1.15 : 1 / 1.15, around: pointer.x, pointer.y)
            } else {
                pan(dx: dx * 40, dy: dy * 40)
            }
            return true
        })
        gtk_widget_add_controller(area, scroll)
    }
}
