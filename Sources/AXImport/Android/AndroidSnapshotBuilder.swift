import AXModel

/// Turns an Android dump into an `.axsnap` snapshot with `platform: "android"`: one node for the
/// dump's `<hierarchy>` (the screen), holding the root of each window, and below them a node for
/// every dump node with its properties in its `android` object (README, "The snapshot format's
/// additions"). Bounds become frames in dp at the dump's density. Nothing is decided here: what
/// TalkBack does with the nodes is the TalkBack model's (`AXTalkBack`).
struct AndroidSnapshotBuilder {
    private var text: ImportedText
    private var ids: ImportedIDs
    private var warnings: [(line: Int, message: String)] = []
    private var lines: [Int] = []
    private let density: Double

    private init(text: ImportedText, density: Double, count: Int) {
        self.text = text
        self.density = density
        ids = ImportedIDs(count: count)
    }

    /// The document for `dump` (``SnapshotBuilder/build(_:source:title:screenshot:origin:capacity:sink:)``
    /// says how it is written). `density` is `--density`, nil for the one the screen's width
    /// suggests (``AndroidDensity``).
    static func build(_ dump: AndroidDump, title: String, screenshot: String?, origin: (format: ImportFormat, file: String)?,
                      density requested: Double?, capacity: Int, sink: Importer.Sink?) throws(ImportError) -> SnapshotBuilder.Output {
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
        var builder = AndroidSnapshotBuilder(text: ImportedText(capacity: capacity, sink: sink), density: density, count: count)
        builder.warnings = warnings
        let screenRect = PixelBounds(left: 0, top: 0, right: screen.width, bottom: screen.height).rect(density: density)
        builder.text.beginSnapshot(title: title, platform: .android,
                                   screen: Snapshot.Screen(width: screenRect.width, height: screenRect.height, scale: density),
                                   screenshot: screenshot, origin: origin)
        builder.hierarchy(dump, frame: screenRect, notes: notes)
        builder.text.writer.endObject()
        return SnapshotBuilder.Output(bytes: builder.text.writer.bytes, size: builder.text.size, warnings: builder.warnings,
                                      lines: builder.lines,
                                      isKnownToLoad: SnapshotBuilder.isValidScreen(width: screenRect.width, height: screenRect.height)
                                        && builder.ids.allValid)
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
        text.writer.beginObject()
        text.writer.key("id")
        text.writer.string(ids.make(name: "hierarchy", type: "hierarchy"))
        text.writer.key("type")
        text.writer.string("window")
        text.writer.key("frame")
        text.writer.numbers(frame)
        text.writer.key("importNotes")
        text.writeStrings(notes + (dump.hierarchy.rotation == 0 ? [] : ["the screen is rotated (rotation \(dump.hierarchy.rotation))"]))
        if !dump.windows.isEmpty {
            text.writer.key("children")
            text.writer.beginArray()
            for window in dump.windows { node(window, parentFrame: frame, window: AndroidWindowKind.of(window)) }
            text.writer.endArray()
        }
        text.writer.endObject()
    }

    /// Writes the node for `element`, then its children (let go once written); `window` is set on
    /// the root of a window.
    private mutating func node(_ element: AndroidElement, parentFrame: Rect, window: AndroidWindowType? = nil) {
        text.handOverIfFull()
        lines.append(element.line)
        let frame = element.bounds?.rect(density: density) ?? parentFrame
        let shortClass = element.shortClassName
        text.writer.beginObject()
        text.writer.key("id")
        text.writer.string(ids.make(name: element.resourceID.map(Self.idName), type: shortClass))
        text.writer.key("frame")
        text.writer.numbers(frame)
        if let value = element.text {
            text.writer.key("text")
            text.writer.string(value)
        }
        if let label = element.contentDescription {
            text.writer.key("label")
            text.writer.string(label)
        }
        if let hint = element.hint {
            text.writer.key("hint")
            text.writer.string(hint)
        }
        // The view's resource name is what tests find it by, as an iOS view's identifier.
        if let resourceID = element.resourceID {
            text.writer.key("identifier")
            text.writer.string(resourceID)
        }
        let actions = element.actions.map(AndroidActionNames.split)
        android(element, actions: actions?.standard, window: window)
        if let custom = actions?.custom, !custom.isEmpty {
            text.writer.key("customActions")
            text.writer.array(custom) { writer, name in
                writer.object(inline: true) { writer in
                    writer.key("name")
                    writer.string(name)
                    writer.key("effects")
                    writer.strings([])
                }
            }
        }
        var notes: [String] = []
        if element.bounds == nil { notes.append("the dump gave no valid bounds; the parent's are used") }
        if element.notAccessibilityFriendly {
            notes.append("uiautomator marked it NAF (\"not accessibility friendly\": clickable, with neither text nor a content description)")
        }
        if element.className == nil { notes.append("the dump gave no class; android.view.View is assumed") }
        if !notes.isEmpty {
            text.writer.key("importNotes")
            text.writeStrings(notes)
        }
        if !element.children.isEmpty {
            text.writer.key("children")
            text.writer.beginArray()
            for child in element.children { node(child, parentFrame: frame) }
            element.children = []
            text.writer.endArray()
        }
        text.writer.endObject()
    }

    /// The `android` object: class, package, resource id, the flags that differ from the
    /// defaults, and what else the dump gave.
    private mutating func android(_ element: AndroidElement, actions: Set<AndroidAction>?, window: AndroidWindowType?) {
        text.writer.key("android")
        text.writer.beginObject(inline: true)
        text.writer.key("class")
        text.writer.string(element.className ?? "android.view.View")
        if let package = element.packageName {
            text.writer.key("package")
            text.writer.string(package)
        }
        if let resourceID = element.resourceID {
            text.writer.key("resourceId")
            text.writer.string(resourceID)
        }
        let changed = element.flags.symmetricDifference(.defaults)
        for (name, flag) in AndroidProperties.Flags.named where changed.contains(flag) {
            text.writer.key(text: name)
            text.writer.bool(element.flags.contains(flag))
        }
        if let important = element.importantForAccessibility {
            text.writer.key("importantForAccessibility")
            text.writer.bool(important)
        }
        if let order = element.drawingOrder {
            text.writer.key("drawingOrder")
            text.writer.integer(order)
        }
        if let error = element.error {
            text.writer.key("error")
            text.writer.string(error)
        }
        if let title = element.paneTitle {
            text.writer.key("paneTitle")
            text.writer.string(title)
        }
        if let actions {
            text.writer.key("actions")
            text.writeStrings(AndroidAction.allCases.filter(actions.contains).map(\.rawValue))
        }
        if let window {
            text.writer.key("windowType")
            text.writer.string(window.rawValue)
        }
        text.writer.endObject()
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
