import AXModel
import CCairo

extension Renderer {
    /// The Problems layer: each marked element outlined in its level's colour, with its badge
    /// inside the top right corner.
    func drawProblems() {
        let nodes = scene.snapshot.nodes
        for mark in state.problems where nodes.indices.contains(mark.node) {
            let frame = nodes[mark.node].frame
            guard isVisible(frame, margin: px(6)) else { continue }
            let colour = mark.level.colour
            cairo_rectangle(cr, frame.x - px(3), frame.y - px(3), frame.width + px(6), frame.height + px(6))
            strokeWithHalo(colour, width: 2.5)
            tag(mark.badge, at: Point(x: frame.maxX + px(3), y: frame.y - px(3)), fill: colour, textColour: Colour(red: 1, green: 1, blue: 1),
                above: false, trailing: true)
        }
    }
}
