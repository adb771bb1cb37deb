/// Reading shapes, blocks, actions, effects and the other structured properties of a node.
extension SnapshotLoader {
    func shape(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> Shape {
        try expectKind(value, .object, path(), "a shape object such as {\"shape\": \"circle\"}")
        guard let kindValue = document.member(value, "shape") else {
            throw error(value, path(), "missing required key 'shape'")
        }
        let kind = try string(kindValue, "\(path()).shape")
        switch kind {
        case "rect": return .rect
        case "circle": return .circle
        case "ellipse": return .ellipse
        case "capsule": return .capsule
        case "roundedRect":
            guard let radius = document.member(value, "cornerRadius") else {
                throw error(value, path(), "missing required key 'cornerRadius' for a roundedRect")
            }
            let r = try number(radius, "\(path()).cornerRadius")
            guard r >= 0 else { throw error(radius, "\(path()).cornerRadius", "must not be negative") }
            return .roundedRect(cornerRadius: r)
        case "path":
            guard let d = document.member(value, "d") else { throw error(value, path(), "missing required key 'd' for a path") }
            let text = try string(d, "\(path()).d")
            do {
                return .path(try PathParser.parse(text))
            } catch {
                throw Diagnostic(severity: .error, file: fileName,
                                 location: lines.location(ofOffset: document.contentOffset(d) + offsetOfCharacter(error.characterOffset, in: text)),
                                 path: "\(path()).d", message: "invalid path data: \(error.message)")
            }
        default:
            throw error(kindValue, "\(path()).shape",
                        "expected one of \"rect\", \"circle\", \"ellipse\", \"capsule\", \"roundedRect\", \"path\", found \"\(kind)\"")
        }
    }

    /// The block `value` holds, read from `document` (the loader's, handed on by a caller that
    /// has it at hand).
    func block(_ value: JSONDocument.Value, _ path: @autoclosure () -> String, in document: JSONDocument) throws(Diagnostic) -> Block {
        try expectKind(value, .object, path(), "a block {\"expr\": …} or {\"captured\": …}")
        var result = Block(expression: nil, captured: nil)
        for (key, member) in document.members(value) {
            if document.stringEquals(key, "expr") {
                result.expression = try expression(member, "\(path()).expr", in: document)
                continue
            }
            let name = document.string(key) ?? ""
            switch name {
            case "captured": result.captured = try string(member, "\(path()).captured")
            default: warn(key, "\(path()).\(name)", "unknown key \(Echo.quoted(name)) (ignored)")
            }
        }
        guard result.expression != nil || result.captured != nil else {
            throw error(value, path(), "a block needs 'expr', 'captured' or both")
        }
        return result
    }

    func directTouch(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> [DirectTouchOption] {
        try expectKind(value, .object, path(), "an object {\"options\": [...]}")
        var options: [DirectTouchOption] = []
        try document.forEachMember(value) { (key, member) throws(Diagnostic) in
            let name = document.string(key) ?? ""
            guard name == "options" else {
                warn(key, "\(path()).\(name)", "unknown key \(Echo.quoted(name)) (ignored)")
                return
            }
            try expectKind(member, .array, "\(path()).options", "an array of options")
            for (i, entry) in document.elements(member).enumerated() {
                let option: DirectTouchOption = try enumeration(entry, "\(path()).options[\(i)]")
                if !options.contains(option) { options.append(option) }
            }
        }
        return options
    }

    func actions(_ value: JSONDocument.Value, _ path: @autoclosure () -> String, owner: Int) throws(Diagnostic) -> [Action] {
        try expectKind(value, .object, path(), "an object of action kind → effects")
        var result: [Action] = []
        let document = self.document
        try document.forEachMember(value) { (key, member) throws(Diagnostic) in
            let kind: ActionKind = try enumeration(key, "\(path()).\(document.string(key) ?? "")")
            let effects = try effects(member, "\(path()).\(kind.rawValue)", owner: owner)
            result.removeAll { $0.kind == kind }
            result.append(Action(kind: kind, effects: effects))
        }
        return result
    }

    func customActions(_ value: JSONDocument.Value, _ path: @autoclosure () -> String, owner: Int) throws(Diagnostic) -> [CustomAction] {
        try expectKind(value, .array, path(), "an array of {\"name\", \"effects\"}")
        var result: [CustomAction] = []
        for (i, entry) in document.elements(value).enumerated() {
            let p = "\(path())[\(i)]"
            try expectKind(entry, .object, p, "an object {\"name\", \"effects\"}")
            var name: String?
            var effects: [Effect] = []
            try document.forEachMember(entry) { (key, member) throws(Diagnostic) in
                let k = document.string(key) ?? ""
                switch k {
                case "name":
                    name = try string(member, "\(p).name")
                    if name == "" { throw error(member, "\(p).name", "a custom action needs a name VoiceOver can speak, found \"\"") }
                case "effects": effects = try self.effects(member, "\(p).effects", owner: owner)
                default: warn(key, "\(p).\(k)", "unknown key \(Echo.quoted(k)) (ignored)")
                }
            }
            guard let name else { throw error(entry, p, "missing required key 'name'") }
            result.append(CustomAction(name: name, effects: effects))
        }
        return result
    }

    func customContent(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> [CustomContent] {
        try expectKind(value, .array, path(), "an array of {\"label\", \"value\", \"important\"}")
        var result: [CustomContent] = []
        for (i, entry) in document.elements(value).enumerated() {
            let p = "\(path())[\(i)]"
            try expectKind(entry, .object, p, "an object {\"label\", \"value\", \"important\"}")
            var label: String?, value: String?, important = false
            try document.forEachMember(entry) { (key, member) throws(Diagnostic) in
                let k = document.string(key) ?? ""
                switch k {
                case "label": label = try string(member, "\(p).label")
                case "value": value = try string(member, "\(p).value")
                case "important": important = try bool(member, "\(p).important")
                default: warn(key, "\(p).\(k)", "unknown key \(Echo.quoted(k)) (ignored)")
                }
            }
            // `AXCustomContent(label:value:)` takes both; only `important` has a default.
            guard let label else { throw error(entry, p, "missing required key 'label'") }
            guard let value else { throw error(entry, p, "missing required key 'value'") }
            result.append(CustomContent(label: label, value: value, important: important))
        }
        return result
    }

    private static let effectKeys = ["set", "announce", "focus", "screenChanged", "layoutChanged"]

    func effects(_ value: JSONDocument.Value, _ path: @autoclosure () -> String, owner: Int) throws(Diagnostic) -> [Effect] {
        try expectKind(value, .array, path(), "an array of effects")
        var result: [Effect] = []
        let document = self.document
        for (i, entry) in document.elements(value).enumerated() {
            result.append(try effect(entry, "\(path())[\(i)]", owner: owner))
        }
        return result
    }

    private func effect(_ value: JSONDocument.Value, _ path: @autoclosure () -> String,
                                 owner: Int) throws(Diagnostic) -> Effect {
        try expectKind(value, .object, path(), "an effect object")
        var present: [(String, JSONDocument.Value)] = []
        var delay = 0.0
        var to: JSONDocument.Value?
        var toKey: JSONDocument.Value?, priorityKey: JSONDocument.Value?
        var priority = AnnouncementPriority.default
        let document = self.document
        try document.forEachMember(value) { (key, member) throws(Diagnostic) in
            let k = document.string(key) ?? ""
            switch k {
            case _ where SnapshotLoader.effectKeys.contains(k): present.append((k, member))
            case "delay":
                delay = try number(member, "\(path()).delay")
                guard delay >= 0 else { throw error(member, "\(path()).delay", "a delay must not be negative") }
            case "to":
                to = member
                toKey = key
            case "priority":
                priority = try enumeration(member, "\(path()).priority")
                priorityKey = key
            default: warn(key, "\(path()).\(k)", "unknown key \(Echo.quoted(k)) (ignored)")
            }
        }
        for (k, key, owner) in [("to", toKey, "set"), ("priority", priorityKey, "announce")] {
            if let key, !present.contains(where: { $0.0 == owner }) {
                warn(key, "\(path()).\(k)", "'\(k)' applies only to '\(owner)' effects (ignored)")
            }
        }
        guard present.count == 1, let (kind, member) = present.first else {
            throw error(value, path(), present.isEmpty
                ? "expected one of 'set', 'announce', 'focus', 'screenChanged', 'layoutChanged'"
                : "an effect does one thing; found \(present.map { "'\($0.0)'" }.joined(separator: " and "))")
        }
        let p = "\(path()).\(kind)"
        switch kind {
        case "set":
            let name = try string(member, p)
            try checkStateName(name, member, p)
            guard let to else { throw error(value, path(), "missing required key 'to' for 'set'") }
            return Effect(kind: .set(name: name, to: try expression(to, "\(path()).to", in: document)), delay: delay)
        case "announce":
            let text: TextSource
            if document.kind(member) == .object {
                guard let expr = document.member(member, "expr") else {
                    throw error(member, p, "expected a string or {\"expr\": …}")
                }
                text = .expression(try expression(expr, "\(p).expr", in: document))
            } else {
                text = .literal(try string(member, p))
            }
            return Effect(kind: .announce(text, priority: priority), delay: delay)
        default:
            if document.kind(member) == .null, kind != "focus" {
                return Effect(kind: kind == "screenChanged" ? .screenChanged(nil) : .layoutChanged(nil), delay: delay)
            }
            let id = try string(member, p)
            records.pendingReferences.append(PendingReference(use: .effectTarget, owner: owner, id: id, offset: document.offset(member),
                                                      path: p, apply: nil))
            let effectKind: Effect.Kind = switch kind {
            case "focus": .focus(id)
            case "screenChanged": .screenChanged(id)
            default: .layoutChanged(id)
            }
            return Effect(kind: effectKind, delay: delay)
        }
    }
}
