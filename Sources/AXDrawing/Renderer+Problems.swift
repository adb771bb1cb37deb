import AXModel
internal import CCairo

extension Renderer {
    /// The Problems layer: each marked element outlined in its level's colour, with its badge
    /// inside the outline's top right corner. Drawn last: the outline lies outside the VoiceOver
    /// cursor's and the selection's, so that all stay visible, and the badge lies over them.
    func drawProblems() {
        let nodes = scene.snapshot.nodes
        let outset = px(9)
        // The marks of the nodes in view, in the order of `problems` (later ones draw over).
        let shown = scene.nodeIndex.query(visible, margin: outset + px(2)).compactMap { state.problemOfNode[$0] }.sorted()
        for mark in shown.map({ state.problems[$0] }) where nodes.indices.contains(mark.node) {
            let frame = nodes[mark.node].frame
            guard isVisible(frame, margin: outset + px(2)) else { continue }
            let colour = mark.level.colour
            cairo_rectangle(cr, frame.x - outset, frame.y - outset, frame.width + 2 * outset, frame.height + 2 * outset)
            strokeWithHalo(colour, width: 2.5)
            tag(mark.badge, at: Point(x: frame.maxX + outset, y: frame.y - outset), fill: colour, textColour: Colour(red: 1, green: 1, blue: 1),
                above: false, trailing: true)
        }
    }
}
