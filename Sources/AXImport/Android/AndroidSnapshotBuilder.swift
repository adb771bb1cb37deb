import AXModel

/// Turns an Android dump into a snapshot with `platform: "android"`: one node for the dump's
/// `<hierarchy>` (the screen), holding the root of each window, and below them a node for every
/// dump node with its properties in its `android` object (README, "The snapshot format's
/// additions"). Bounds become frames in dp at the dump's density. Nothing is decided here: what
/// TalkBack does with the nodes is the TalkBack model's (`AXTalkBack`).
///
/// It writes the `.axsnap` text (`import`, `validate`), or builds the model itself
/// (``SnapshotAssembly``) for the commands that only read the dump: the same nodes either way.
struct AndroidSnapshotBuilder {
    /// The text being written, when it is the text that is made.
    private var text: ImportedText?
    /// The model being built, when it is the model; nil once it refused a node (the loader would).
    private var assembly: SnapshotAssembly?
    private var ids: ImportedIDs
    private var warnings: [(line: Int, message: String)] = []
    private var lines: [Int] = []
    private let density: Double

    private init(density: Double, count: Int) {
        self.density = density
        ids = ImportedIDs(count: count)
    }

    /// What is decided before a node is made: the density, the notes on the hierarchy, the warnings.
    private struct Preamble {
        var density: Double
        var screen: Rect
        var notes: [String]
        var warnings: [(line: Int, message: String)]
        var count: Int
    }

    private static func preamble(_ dump: AndroidDump, density requested: Double?) throws(ImportError) -> Preamble {
        let count = try checkDepth(dump)
        var notes: [String] = []
        var warnings = dump.warnings
        let screen = screenPixels(dump, warnings: &warnings)
        let density: Double
        if let requested {
            density = requested
            notes.append("pixels are converted to dp at the density given, \(Value.format(requested)) (\(AndroidDensity.dpi(requested)) dpi)")
        } else {
            let shorter = min(screen.width, screen.height)
            density = AndroidDensity.chosen(forShorterSide: shorter)
            warnings.append((dump.hierarchy.line, "the dump gives no density; \(Value.format(density)) (\(AndroidDensity.dpi(density)) dpi) is assumed "
                             + "from the screen's \(shorter)-pixel width: pass --density to set it"))
            notes.append("pixels are converted to dp at the density \(Value.format(density)) (\(AndroidDensity.dpi(density)) dpi), "
                         + "chosen from the screen's \(shorter)-pixel width (no --density given)")
        }
        if dump.hierarchy.rotation != 0 { notes.append("the screen is rotated (rotation \(dump.hierarchy.rotation))") }
        let screenRect = PixelBounds(left: 0, top: 0, right: screen.width, bottom: screen.height).rect(density: density)
        return Preamble(density: density, screen: screenRect, notes: notes, warnings: warnings, count: count)
    }

    /// The document for `dump` (``SnapshotBuilder/build(_:source:title:screenshot:origin:capacity:sink:)``
    /// says how it is written). `density` is `--density`, nil for the one the screen's width
    /// suggests (``AndroidDensity``).
    static func build(_ dump: AndroidDump, title: String, screenshot: String?, origin: (format: ImportFormat, file: String)?,
                      density requested: Double?, capacity: Int, sink: Importer.Sink?) throws(ImportError) -> SnapshotBuilder.Output {
        let preamble = try preamble(dump, density: requested)
        var builder = AndroidSnapshotBuilder(density: preamble.density, count: preamble.count)
        builder.warnings = preamble.warnings
        let screenRect = preamble.screen
        var text = ImportedText(capacity: capacity, sink: sink)
        text.beginSnapshot(title: title, platform: .android,
                           screen: Snapshot.Screen(width: screenRect.width, height: screenRect.height, scale: preamble.density),
                           screenshot: screenshot, origin: origin)
        builder.text = text
        builder.hierarchy(dump, frame: screenRect, notes: preamble.notes)
        builder.text!.writer.endObject()
        return SnapshotBuilder.Output(bytes: builder.text!.writer.bytes, size: builder.text!.size, warnings: builder.warnings,
                                      lines: builder.lines,
                                      isKnownToLoad: SnapshotBuilder.isValidScreen(width: screenRect.width, height: screenRect.height)
                                        && builder.ids.allValid)
    }

    /// The snapshot of `dump` built without its text, with the warnings and each node's line in
    /// the dump; nil when the loader would refuse some part of it (then only the text, loaded,
    /// says where and why, and `dump` is whole for ``build(_:title:screenshot:origin:density:capacity:sink:)``).
    static func model(_ dump: AndroidDump, fileName: String, title: String, screenshot: String?, origin: (format: ImportFormat, file: String),
                      density requested: Double?) throws(ImportError) -> (snapshot: Snapshot, warnings: [(line: Int, message: String)], lines: [Int])? {
        let preamble = try preamble(dump, density: requested)
        let screenRect = preamble.screen
        guard let assembly = SnapshotAssembly(
            fileName: fileName, title: title, platform: .android,
            screen: Snapshot.Screen(width: screenRect.width, height: screenRect.height, scale: preamble.density),
            screenshot: screenshot, importedFrom: ImportedFrom(format: origin.format.rawValue, file: origin.file),
            expectedNodes: preamble.count) else { return nil }
        var builder = AndroidSnapshotBuilder(density: preamble.density, count: preamble.count)
        builder.warnings = preamble.warnings
        builder.assembly = assembly
        builder.hierarchy(dump, frame: screenRect, notes: preamble.notes)
        guard let snapshot = builder.assembly.take()?.finish() else { return nil }
        return (snapshot, builder.warnings, builder.lines)
    }

    /// Refuses trees deeper than the snapshot format allows (the hierarchy's node counts), before
    /// anything recurses; gives the number of nodes, the hierarchy's included.
    static func checkDepth(_ dump: AndroidDump) throws(ImportError) -> Int {
        var pending = dump.windows.map { ($0, 2) }
        var count = 1
        while let (element, depth) = pending.popLast() {
            count += 1
            guard depth <= SnapshotBuilder.maximumDepth else {
                throw ImportError(line: element.line, column: 1, message: "the tree is deeper than \(SnapshotBuilder.maximumDepth) levels")
            }
            pending.append(contentsOf: element.children.map { ($0, depth + 1) })
        }
        return count
    }

    /// The screen in pixels: the hierarchy's size (UiAutomator2), else what the windows cover.
    static func screenPixels(_ dump: AndroidDump, warnings: inout [(line: Int, message: String)]) -> (width: Int, height: Int) {
        if let width = dump.hierarchy.width, let height = dump.hierarchy.height { return (width, height) }
        let bounds = dump.windows.compactMap(\.bounds)
        let width = bounds.map(\.right).max() ?? 0, height = bounds.map(\.bottom).max() ?? 0
        if width > 0, height > 0 { return (width, height) }
        warnings.append((dump.hierarchy.line, "no screen size in the dump; 1080 × 2400 pixels assumed"))
        return (1080, 2400)
    }

    /// The node for `<hierarchy>`: the screen, holding the windows.
    private mutating func hierarchy(_ dump: AndroidDump, frame: Rect, notes: [String]) {
        lines.append(dump.hierarchy.line)
        var content = SnapshotAssembly.Content()
        content.type = .window
        content.importNotes = notes
        let id = ids.make(name: "hierarchy", type: "hierarchy")
        let index = add(id: id, frame: frame, content: content, parent: nil)
        if text != nil {
            text!.writer.beginObject()
            text!.writer.key("id")
            text!.writer.string(id)
            text!.writer.key("type")
            text!.writer.string("window")
            text!.writer.key("frame")
            text!.writer.numbers(frame)
            text!.writer.key("importNotes")
            text!.writeStrings(notes)
            if !dump.windows.isEmpty {
                text!.writer.key("children")
                text!.writer.beginArray()
            }
        }
        for window in dump.windows { node(window, parentFrame: frame, parent: index, window: AndroidWindowKind.of(window)) }
        if text != nil {
            if !dump.windows.isEmpty { text!.writer.endArray() }
            text!.writer.endObject()
        }
    }

    /// Adds a node to the model being built; its index, or nil when there is no model (or it
    /// refused the node, and is let go: then the text is what tells).
    private mutating func add(id: String, frame: Rect, content: SnapshotAssembly.Content, parent: Int?) -> Int? {
        guard assembly != nil else { return nil }
        guard let index = assembly!.append(id: id, frame: frame, content: content, parent: parent) else {
            assembly = nil
            return nil
        }
        return index
    }

    /// Makes the node for `element`, then its children (let go once made); `window` is set on the
    /// root of a window.
    private mutating func node(_ element: AndroidElement, parentFrame: Rect, parent: Int?, window: AndroidWindowType? = nil) {
        // A model that refused a node is not made: the rest is not looked at.
        guard text != nil || assembly != nil else { return }
        text?.handOverIfFull()
        lines.append(element.line)
        let frame = element.bounds?.rect(density: density) ?? parentFrame
        let id = ids.make(name: element.resourceID.map(Self.idName), type: element.shortClassName)
        let actions = element.actions.map(AndroidActionNames.split)
        var content = SnapshotAssembly.Content()
        content.text = element.text
        content.label = element.contentDescription
        content.hint = element.hint
        // The view's resource name is what tests find it by, as an iOS view's identifier.
        content.identifier = element.resourceID
        content.customActions = actions?.custom ?? []
        if element.bounds == nil { content.importNotes.append("the dump gave no valid bounds; the parent's are used") }
        if element.notAccessibilityFriendly {
            content.importNotes.append("uiautomator marked it NAF (\"not accessibility friendly\": clickable, with neither text nor a content description)")
        }
        if element.className == nil { content.importNotes.append("the dump gave no class; android.view.View is assumed") }
        content.android = AndroidProperties(
            className: element.className ?? "android.view.View", packageName: element.packageName, resourceID: element.resourceID,
            flags: element.flags, importantForAccessibility: element.importantForAccessibility, error: element.error,
            paneTitle: element.paneTitle, drawingOrder: element.drawingOrder, actions: actions?.standard, windowType: window)
        let index = add(id: id, frame: frame, content: content, parent: parent)
        if text != nil { write(id: id, frame: frame, content) }
        if !element.children.isEmpty {
            if text != nil {
                text!.writer.key("children")
                text!.writer.beginArray()
            }
            for child in element.children { node(child, parentFrame: frame, parent: index) }
            // The text lets the dump go as it is written; the model keeps it until it is whole, so
            // that a part it refuses can still be written, for the loader to say why.
            if text != nil {
                element.children = []
                text!.writer.endArray()
            }
        }
        text?.writer.endObject()
    }

    /// Writes a node's members, up to its children, as the loader reads them back into `content`.
    private mutating func write(id: String, frame: Rect, _ content: SnapshotAssembly.Content) {
        text!.writer.beginObject()
        text!.writer.key("id")
        text!.writer.string(id)
        text!.writer.key("frame")
        text!.writer.numbers(frame)
        if let value = content.text {
            text!.writer.key("text")
            text!.writer.string(value)
        }
        if let label = content.label {
            text!.writer.key("label")
            text!.writer.string(label)
        }
        if let hint = content.hint {
            text!.writer.key("hint")
            text!.writer.string(hint)
        }
        if let identifier = content.identifier {
            text!.writer.key("identifier")
            text!.writer.string(identifier)
        }
        if let android = content.android { write(android) }
        if !content.customActions.isEmpty {
            text!.writer.key("customActions")
            text!.writer.array(content.customActions) { writer, name in
                writer.object(inline: true) { writer in
                    writer.key("name")
                    writer.string(name)
                    writer.key("effects")
                    writer.strings([])
                }
            }
        }
        if !content.importNotes.isEmpty {
            text!.writer.key("importNotes")
            text!.writeStrings(content.importNotes)
        }
    }

    /// The `android` object: class, package, resource id, the flags that differ from the
    /// defaults, and what else the dump gave.
    private mutating func write(_ android: AndroidProperties) {
        text!.writer.key("android")
        text!.writer.beginObject(inline: true)
        text!.writer.key("class")
        text!.writer.string(android.className)
        if let package = android.packageName {
            text!.writer.key("package")
            text!.writer.string(package)
        }
        if let resourceID = android.resourceID {
            text!.writer.key("resourceId")
            text!.writer.string(resourceID)
        }
        let changed = android.flags.symmetricDifference(.defaults)
        for (name, flag) in AndroidProperties.Flags.named where changed.contains(flag) {
            text!.writer.key(text: name)
            text!.writer.bool(android.flags.contains(flag))
        }
        if let important = android.importantForAccessibility {
            text!.writer.key("importantForAccessibility")
            text!.writer.bool(important)
        }
        if let order = android.drawingOrder {
            text!.writer.key("drawingOrder")
            text!.writer.integer(order)
        }
        if let error = android.error {
            text!.writer.key("error")
            text!.writer.string(error)
        }
        if let title = android.paneTitle {
            text!.writer.key("paneTitle")
            text!.writer.string(title)
        }
        if let actions = android.actions {
            text!.writer.key("actions")
            text!.writeStrings(AndroidAction.allCases.filter(actions.contains).map(\.rawValue))
        }
        if let window = android.windowType {
            text!.writer.key("windowType")
            text!.writer.string(window.rawValue)
        }
        text!.writer.endObject()
    }

    /// The name part of a resource id (`com.android.settings:id/title` → `title`).
    static func idName(_ resourceID: String) -> String {
        let bytes = resourceID.utf8, marker = Array(":id/".utf8)
        var start = bytes.startIndex
        while let colon = bytes[start...].firstIndex(of: UInt8(ascii: ":")) {
            if bytes[colon...].starts(with: marker) {
                return String(resourceID[bytes.index(colon, offsetBy: marker.count)...])
            }
            start = bytes.index(after: colon)
        }
        return resourceID
    }
}
