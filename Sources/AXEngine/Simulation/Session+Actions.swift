import AXModel

extension Session {
    /// Performs an action of the focused element, as its screen reader does.
    func perform(_ action: SessionAction, step: Step) throws(StepError) {
        guard let element = focusedElement else { throw noElement(step) }
        analysis.model.perform(action, on: element, in: self)
    }

    /// VoiceOver: performs an action of the focused element (escape and magic tap: of its nearest
    /// ancestor that has one). If the focused element's value changed, VoiceOver speaks the new
    /// value.
    func perform(_ kind: ActionKind, on element: ElementModel) {
        runEffects(of: kind, for: element)
        speakValueChange(of: element.node)
    }

    /// Runs the effects of an action of the focused element (escape and magic tap: of its nearest
    /// ancestor that has one).
    func runEffects(of kind: ActionKind, for element: ElementModel) {
        switch kind {
        case .activate:
            activated.insert(element.node)
            let node = element.defaultActionNode ?? element.node
            if let action = snapshot.nodes[node].action(.activate) { run(action.effects, owner: node) }
        case .escape, .magicTap:
            var current: Int? = element.node
            while let index = current {
                if let action = snapshot.nodes[index].action(kind) {
                    run(action.effects, owner: index)
                    break
                }
                current = snapshot.nodes[index].parent
            }
        case .increment, .decrement, .zoomIn, .zoomOut:
            if let node = element.node(performing: kind, in: snapshot), let action = snapshot.nodes[node].action(kind) {
                run(action.effects, owner: node)
            }
        }
    }

    private func noElement(_ step: Step) -> StepError {
        StepError(step: step.description, message: focusedContainer == nil ? "no element is focused" : "a group is focused: enter it first")
    }

    func performCustomAction(_ name: String, step: Step) throws(StepError) {
        guard let element = focusedElement else { throw noElement(step) }
        let names = element.customActions.map(analysis.narrator.properties.name(of:))
        guard let index = names.firstIndex(of: name) else {
            let list = names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")
            throw StepError(step: step.description, message: "the focused element has no custom action '\(name)' (it has \(list))")
        }
        let action = element.customActions[index]
        run(action.effects, owner: action.node)
        speakValueChange(of: element.node)
    }

    /// Runs one effect now.
    func run(_ effect: Effect, owner: Int) {
        switch effect.kind {
        case .set(let name, let expression):
            do throws(EvaluationError) {
                try assign(name, expression)
            } catch {
                warn("\(snapshot.nodes[owner].id): set \(name) = \(expression.source): \(error.message)")
            }
        case .announce(let source, let priority):
            let text: String
            switch source {
            case .literal(let literal): text = literal
            case .expression(let expression):
                do throws(EvaluationError) {
                    text = try analysis.evaluation.evaluate(expression).text
                } catch {
                    return warn("\(snapshot.nodes[owner].id): announce \(expression.source): \(error.message)")
                }
            }
            say(text, priority: priority, language: analysis.narrator.language(ofNode: owner))
        case .focus(let id):
            moveFocus(toNode: id, orFirst: false)
        case .screenChanged(let id):
            resolveKeepingFocus()
            moveFocus(toNode: id, orFirst: true)
        case .layoutChanged(let id):
            resolveKeepingFocus()
            if id != nil { moveFocus(toNode: id, orFirst: false) }
        }
    }

    /// Moves the cursor to the node's stop, or the first stop inside it; with `orFirst`, to the
    /// first stop of the screen when there is none. Speaks the element.
    private func moveFocus(toNode id: String?, orFirst: Bool) {
        let elements = analysis.resolution.elements
        var target: Int?
        if let id, let node = snapshot.index[id] {
            target = analysis.resolution.stopIndex(ofNode: node)
                ?? elements.firstIndex { isDescendant($0.node, of: node) }
        }
        if target == nil, orFirst, !elements.isEmpty { target = 0 }
        if let target { focus(stop: target) }
    }

    private func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
        var current = snapshot.nodes[node].parent
        while let index = current {
            if index == ancestor { return true }
            current = snapshot.nodes[index].parent
        }
        return false
    }

    private func warn(_ message: String) { warningsThisStep.append(message) }

    // MARK: Touch

    /// VoiceOver's touch exploration: focuses and speaks the topmost stop whose content shape
    /// holds the point. On a direct-touch region the touch also reaches the app (its `activate`
    /// effects run) — after the element was activated when it `requiresActivation`;
    /// `silentOnTouch` keeps VoiceOver quiet.
    func touchExploring(_ point: Point) {
        let elements = analysis.resolution.elements
        let hits = elements.indices.filter { stop in
            let node = snapshot.nodes[elements[stop].node]
            return node.contentShape.contains(point, in: node.frame)
        }
        guard let stop = hits.max(by: { elements[$0].node < elements[$1].node }) else { return }
        let element = elements[stop]
        let node = snapshot.nodes[element.node]
        focus(stop: stop, silently: node.directTouch?.contains(.silentOnTouch) == true)
        guard let options = node.directTouch else { return }
        if !options.contains(.requiresActivation) || activated.contains(element.node),
           let action = node.action(.activate) {
            run(action.effects, owner: element.node)
        }
    }
}
