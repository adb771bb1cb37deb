import AXModel

/// The `.axsnap` text an importer writes: kept whole, or handed in pieces of about 64 KiB to a
/// sink as it is made (at a million elements it is about 470 MiB).
struct ImportedText {
    var writer: JSONWriter
    /// Where the text goes as it is made, if anywhere; the writer is emptied into it.
    private let sink: Importer.Sink?
    /// The bytes handed to ``sink`` so far.
    private var handedOver = 0

    /// `capacity` is the expected size of the whole text, kept when there is no sink.
    init(capacity: Int, sink: Importer.Sink?) {
        writer = JSONWriter(capacity: sink == nil ? capacity : 1 << 17)
        self.sink = sink
    }

    /// Hands what is written to the sink once it has 64 KiB of it.
    mutating func handOverIfFull() {
        guard let sink, writer.count >= 1 << 16 else { return }
        sink(writer.bytes)
        handedOver += writer.count
        writer.removeAll()
    }

    /// The size of the whole text so far.
    var size: Int { handedOver + writer.count }

    /// Writes the snapshot's top-level members before `root` (its `format`, `version`, `title`,
    /// `platform`, `screen`, `screenshot` and `importedFrom`), leaving the top object open.
    mutating func beginSnapshot(title: String, platform: Snapshot.Platform, screen: Snapshot.Screen, screenshot: String?,
                                origin: (format: ImportFormat, file: String)?) {
        writer.beginObject()
        writer.key("format")
        writer.string("axsnap")
        writer.key("version")
        writer.integer(1)
        writer.key("title")
        writer.string(title)
        writer.key("platform")
        writer.string(platform.rawValue)
        writer.key("screen")
        writer.object { writer in
            writer.key("width")
            writer.number(screen.width)
            writer.key("height")
            writer.number(screen.height)
            writer.key("scale")
            writer.number(screen.scale)
        }
        if let screenshot {
            writer.key("screenshot")
            writer.string(screenshot)
        }
        if let origin {
            writer.key("importedFrom")
            writer.object { writer in
                writer.key("format")
                writer.string(origin.format.rawValue)
                writer.key("file")
                writer.string(origin.file)
            }
        }
        writer.key("root")
    }

    /// An array of strings on one line (``JSONWriter/strings(_:)`` is generic, and not
    /// specialized across modules: it took an iterator call for each string).
    mutating func writeStrings(_ texts: [String]) {
        writer.beginArray(inline: true)
        for text in texts { writer.string(text) }
        writer.endArray()
    }
}
