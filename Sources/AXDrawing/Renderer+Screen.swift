import AXEngine
import AXModel
internal import CCairo
import Foundation

extension Renderer {
    /// The area outside the screen that the tree reaches, the screen (its screenshot, or a
    /// wireframe of every node's frame) and, when the tree reaches outside it, its outline.
    func drawScreen() {
        let screen = scene.screen, extent = scene.extent
        let reachesOutside = extent != screen
        if reachesOutside {
            cairo_rectangle(cr, extent.x, extent.y, extent.width, extent.height)
            palette.offScreen.set(on: cr)
            cairo_fill(cr)
        }
        cairo_save(cr)
        cairo_rectangle(cr, screen.x, screen.y, screen.width, screen.height)
        cairo_clip(cr)
        if let shot = scene.screenshot {
            cairo_scale(cr, screen.width / Double(shot.pixelWidth), screen.height / Double(shot.pixelHeight))
            cairo_set_source_surface(cr, shot.surface, 0, 0)
        } else {
            palette.background.set(on: cr)
        }
        cairo_paint(cr)
        cairo_restore(cr)
        drawWireframe(outsideOnly: scene.screenshot != nil)
        if reachesOutside {
            cairo_rectangle(cr, screen.x, screen.y, screen.width, screen.height)
            palette.screenEdge.set(on: cr)
            cairo_set_line_width(cr, px(2))
            cairo_stroke(cr)
        }
    }

    /// Each node's frame, thin; only outside the screen when a screenshot shows the inside.
    func drawWireframe(outsideOnly: Bool) {
        let nodes = scene.snapshot.nodes
        let roles = scene.analysis.resolution.roles
        cairo_save(cr)
        if outsideOnly {
            let screen = scene.screen, extent = scene.extent
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(cr, extent.x, extent.y, extent.width, extent.height)
            cairo_rectangle(cr, screen.x, screen.y, screen.width, screen.height)
            cairo_clip(cr)
        }
        cairo_set_line_width(cr, px(1))
        palette.wireframe.set(on: cr)
        for index in scene.nodeIndex.query(visible) where index > 0 {
            guard state.showsUnreachable || roles[index].isReachable else { continue }
            let frame = nodes[index].frame
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        }
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// Each node's caption (its text, or its label) inside its frame, left-aligned and ellipsized,
    /// never smaller than 9 device pixels. Text that is hidden (or outside a modal view) is italic
    /// and muted; text VoiceOver reads as part of an element, or skips while it stays visible, is
    /// not. Where captions would overlap (nodes stacked on the same spot), visible text wins over
    /// hidden text, then the earlier node, and the other is left out rather than garbled.
    /// Returns where text is, on the wireframe or on the screenshot, so that badges can keep off it.
    func drawCaptions() -> [Rect] {
        let nodes = scene.snapshot.nodes
        let roles = scene.analysis.resolution.roles
        var boxes: [Rect] = []
        var drawn = BadgeGrid(cell: 32)
        let candidates = scene.nodeIndex.query(visible).filter { index in
            scene.caption(of: index) != nil && (state.showsUnreachable || roles[index].isReachable)
        }
        let visibleFirst = candidates.filter { !isMuted(roles[$0]) } + candidates.filter { isMuted(roles[$0]) }
        for index in visibleFirst {
            let frame = nodes[index].frame
            if scene.screenshot != nil, scene.screen.intersects(frame) {
                boxes.append(frame)
                continue
            }
            guard frame.height * ppp >= 6, (frame.width - 6) * ppp >= 12, let caption = scene.caption(of: index) else { continue }
            let muted = isMuted(roles[index])
            let size = min(15, max(px(9), frame.height * 0.6))
            let measured = text.prepare(caption, size: size, italic: muted, width: frame.width - 6)
            let box = Rect(x: frame.x + 3, y: frame.center.y - measured.height / 2, width: measured.width, height: measured.height)
            guard !drawn.overlaps(box.insetBy(0, box.height * 0.2)) else { continue }
            drawn.insert(box.insetBy(0, box.height * 0.2))
            text.show(at: box.x, box.y, colour: muted ? palette.mutedText : palette.text)
            boxes.append(box)
        }
        return boxes
    }

    /// Hidden from sight or by a modal view, rather than visible but not a stop of its own.
    private func isMuted(_ role: NodeRole) -> Bool {
        guard case .unreachable(let reason) = role else { return false }
        switch reason {
        case .insideElement, .childrenIgnored, .notListed, .decorative: return false
        default: return true
        }
    }

    func drawUnreachable() {
        let nodes = scene.snapshot.nodes
        cairo_save(cr)
        var dash = [px(2), px(3)]
        cairo_set_dash(cr, &dash, 2, 0)
        cairo_set_line_width(cr, px(1))
        palette.unreachable.set(on: cr)
        for index in scene.unreachable where isVisible(nodes[index].frame) {
            let frame = nodes[index].frame
            cairo_rectangle(cr, frame.x + px(1), frame.y + px(1), max(0, frame.width - px(2)), max(0, frame.height - px(2)))
        }
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// Outside a modal view everything is veiled in the background's tone.
    func veilOutsideModal() {
        guard let modal = scene.modal else { return }
        let frame = scene.snapshot.nodes[modal].frame
        let extent = scene.extent
        cairo_save(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cr, extent.x, extent.y, extent.width, extent.height)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        palette.modalVeil.set(on: cr)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// At the screen's top and bottom edges, on the right (where rows rarely have text): how many
    /// stops lie wholly outside it. Returns where the tags are, for badges to keep off them.
    func drawOffScreenCounts() -> [Rect] {
        let counts = scene.offScreenCounts, screen = scene.screen
        func stops(_ count: Int) -> String { count == 1 ? "1 stop" : "\(count) stops" }
        let inset = px(6)
        var top: [String] = []
        if counts.above > 0 { top.append("▲ \(stops(counts.above)) above the screen") }
        if counts.beside > 0 { top.append("◀ ▶ \(stops(counts.beside)) beside the screen") }
        var tags: [Rect] = []
        if !top.isEmpty {
            tags.append(tag(top.joined(separator: " · "), at: Point(x: screen.maxX - inset, y: screen.y + inset), fill: palette.badge,
                textColour: palette.badgeText, above: false, maxWidth: screen.width - 2 * inset, trailing: true))
        }
        if counts.below > 0 {
            tags.append(tag("▼ \(stops(counts.below)) below the screen", at: Point(x: screen.maxX - inset, y: screen.maxY - inset),
                fill: palette.badge, textColour: palette.badgeText, above: true, maxWidth: screen.width - 2 * inset, trailing: true))
        }
        return tags
    }
}
