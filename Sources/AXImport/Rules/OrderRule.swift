import AXModel

/// import.md R9: the order VoiceOver reads a dump in, where it differs from sorting by position
/// alone. Bars are read left to right and placed by their own frame; a scroll container is placed
/// by its first element on screen; web content is read in document order; the status bar comes
/// after the app. Where a list's order differs from what the engine's §2 sort would give, each
/// entry gets a `sortPriority` that fixes it.
struct OrderRule {
    let screen: Rect
    let rowThreshold: Double

    /// An entry of a list, as the engine will see it: an element or a group of entries.
    final class Entry {
        let node: ImportedElement
        /// Where R9 places it, and where the engine's §2 alone would.
        var corner: Point
        var engineCorner: Point
        var onScreen: Bool

        init(node: ImportedElement, corner: Point, engineCorner: Point, onScreen: Bool) {
            self.node = node
            self.corner = corner
            self.engineCorner = engineCorner
            self.onScreen = onScreen
        }

        var isStatusBar: Bool { node.type == "StatusBar" }
    }

    /// Orders every list of the tree (the root's and each group's).
    func apply(to root: ImportedElement) {
        guard !root.decision.isElement else { return }
        arrange(collect(root), by: .position)
    }

    enum Reading { case position, leftToRight, document }

    /// The entries `parent`'s children yield, groups arranged; a modal child hides its siblings.
    func collect(_ parent: ImportedElement) -> [Entry] {
        let modal = parent.children.last { $0.facts.isModal }
        var entries: [Entry] = []
        for child in parent.children where modal == nil || child === modal {
            let frame = child.decision.frame
            if child.decision.isElement {
                // The engine drops a zero-size element (voiceover-model.md §1 rule 2).
                guard frame.width > 0 || frame.height > 0 else { continue }
                let corner = Point(x: frame.x, y: frame.y)
                let onScreen = child.visible ?? isInside(frame)
                entries.append(Entry(node: child, corner: corner, engineCorner: corner, onScreen: onScreen))
            } else if child.decision.groupsChildren || child.type == "SegmentedControl" {
                entries.append(group(child))
            } else {
                entries += collect(child)
            }
        }
        return entries
    }

    func group(_ node: ImportedElement) -> Entry {
        let members = collect(node)
        let reading: Reading = node.facts.isBar ? .leftToRight : node.type == "WebView" ? .document : .position
        arrange(members, by: reading)
        let byPosition = members.sorted { precedes($0.corner, $1.corner) }
        let frame = node.decision.frame
        let corner: Point
        if node.facts.isBar {
            corner = Point(x: frame.x, y: frame.y)
        } else if node.facts.isScrollContainer {
            corner = (byPosition.first(where: \.onScreen) ?? byPosition.first)?.corner ?? Point(x: .infinity, y: .infinity)
        } else {
            corner = byPosition.first?.corner ?? Point(x: .infinity, y: .infinity)
        }
        let engineCorner = members.map(\.engineCorner).min(by: precedes) ?? Point(x: .infinity, y: .infinity)
        return Entry(node: node, corner: corner, engineCorner: engineCorner,
                     onScreen: node.visible ?? isInside(Rect(x: corner.x, y: corner.y, width: 0, height: 0)))
    }

    /// Sorts one list as R9 reads it and, when that differs from the engine's own sort, fixes it
    /// with sort priorities.
    func arrange(_ entries: [Entry], by reading: Reading) {
        var wanted = entries
        switch reading {
        case .position:
            wanted.sort { $0.isStatusBar != $1.isStatusBar ? !$0.isStatusBar : precedes($0.corner, $1.corner) }
        case .leftToRight:
            wanted.sort { $0.corner.x != $1.corner.x ? $0.corner.x < $1.corner.x : $0.corner.y < $1.corner.y }
        case .document:
            break
        }
        var engine = entries
        engine.sort { precedes($0.engineCorner, $1.engineCorner) }
        guard !wanted.map(\.node).elementsEqual(engine.map(\.node), by: ===) else { return }
        for (rank, entry) in wanted.enumerated() {
            let priority = Double(wanted.count - rank)
            entry.node.decision.sortPriority = priority
            entry.node.decision.notes.append("R9: sort priority \(Value.format(priority)) keeps the order of this list as VoiceOver reads the dump")
        }
    }

    /// §2's comparison of two top-left corners.
    func precedes(_ a: Point, _ b: Point) -> Bool {
        abs(a.y - b.y) >= rowThreshold ? a.y < b.y : a.x < b.x
    }

    func isInside(_ frame: Rect) -> Bool {
        frame.x >= screen.x && frame.y >= screen.y && frame.maxX <= screen.maxX && frame.maxY <= screen.maxY
    }
}
