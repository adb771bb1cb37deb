/// A node's `android` object: what an Android dump says of the node (README, "The snapshot
/// format's additions").
extension SnapshotLoader {
    /// The keys of an `android` object other than its flags.
    enum AndroidKey: String, CaseIterable {
        case `class`, package, resourceId, importantForAccessibility, stateDescription, error, paneTitle, drawingOrder
        case actions, windowType

        static let table = KeyTable(allCases.map { ($0.rawValue, $0) })
    }

    static let androidFlags = KeyTable(AndroidProperties.Flags.named.map { ($0.name, $0.flag) })

    /// The largest `drawingOrder` accepted (a 32-bit count of views).
    static let maximumDrawingOrder = Double(Int32.max)

    func android(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> AndroidProperties {
        try expectKind(value, .object, path(), "an object of Android node properties")
        let properties = AndroidProperties(className: "android.view.View")
        let document = self.document
        try document.forEachMember(value) { (key, member) throws(Diagnostic) in
            func p() -> String { "\(path()).\(document.string(key) ?? "")" }
            if let flag = document.lookup(key, in: SnapshotLoader.androidFlags) {
                if try bool(member, p()) { properties.flags.insert(flag) } else { properties.flags.remove(flag) }
                return
            }
            guard let known = document.lookup(key, in: AndroidKey.table) else {
                warn(key, p(), "unknown key \(Echo.quoted(document.string(key) ?? "")) (ignored)")
                return
            }
            switch known {
            case .class:
                properties.className = try string(member, p())
                guard !properties.className.isEmpty else { throw error(member, p(), "expected a class name, found the empty string") }
            case .package: properties.packageName = try string(member, p())
            case .resourceId: properties.resourceID = try string(member, p())
            case .importantForAccessibility: properties.importantForAccessibility = try bool(member, p())
            case .stateDescription: properties.stateDescription = try string(member, p())
            case .error: properties.error = try string(member, p())
            case .paneTitle: properties.paneTitle = try string(member, p())
            case .drawingOrder:
                let order = try number(member, p())
                guard order == order.rounded(), order >= 0, order <= SnapshotLoader.maximumDrawingOrder else {
                    throw error(member, p(), "expected a whole number from 0 to \(Int32.max), found \(Value.format(order))")
                }
                properties.drawingOrder = Int(order)
            case .actions:
                try expectKind(member, .array, p(), "an array of action names")
                var actions = Set<AndroidAction>()
                for (i, entry) in document.elements(member).enumerated() {
                    actions.insert(try enumeration(entry, "\(p())[\(i)]"))
                }
                properties.actions = actions
            case .windowType: properties.windowType = try enumeration(member, p())
            }
        }
        return properties
    }
}

extension AndroidAction: CaseNamed { static let table = makeTable() }
extension AndroidWindowType: CaseNamed { static let table = makeTable() }
