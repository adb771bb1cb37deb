import AXModel
import Foundation

/// A dump format `import` reads.
public enum ImportFormat: String, Sendable, CaseIterable {
    case wdaXML = "wda-xml"
    case wdaJSON = "wda-json"
    case xcuitest
    /// `adb shell uiautomator dump`: `<hierarchy>` holding `<node>` elements.
    case uiautomator
    /// Appium UiAutomator2's page source: `<hierarchy>` holding elements named after their class.
    case uiautomator2

    /// Whether the dump is Android's (read as TalkBack reads it).
    public var isAndroid: Bool { self == .uiautomator || self == .uiautomator2 }

    /// The format of a file's content, or nil when it looks like an `.axsnap` snapshot (or
    /// nothing known).
    public static func detect(_ input: [UInt8]) -> ImportFormat? {
        if let text = LLDBQuotedText.unquoted(input) { return detect(text) }
        let bytes = TextEncoding.markedEncoding(input) == nil ? input : (try? TextEncoding.utf8(input)) ?? input
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "<"):
            return UIAutomatorDetection.dialect(bytes, from: start) ?? .wdaXML
        case UInt8(ascii: "{"):
            return JSONKeyScan.topLevelKey(in: bytes, from: start, among: ["format", "type", "value"]) == "format" ? nil : .wdaJSON
        default:
            // A pasted test log: the subtree may follow any number of log lines.
            let lineEnd = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = String(decoding: bytes[start..<min(lineEnd, start + 65_536)], as: UTF8.self)
            if line.hasPrefix("Attributes:") || contains(bytes, "Element subtree:") || contains(bytes, "\nAttributes: ")
                || line.range(of: #"^(→)?[A-Z][A-Za-z]*( \([^)]*\))?, 0x[0-9a-f]+"#, options: .regularExpression) != nil {
                return .xcuitest
            }
            return nil
        }
    }

    /// Whether `text` occurs in `bytes`, searched in one pass.
    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            while i <= buffer.count - needle.count {
                if buffer[i] == needle[0], memcmp(buffer.baseAddress! + i, needle, needle.count) == 0 { return true }
                i += 1
            }
            return false
        }
    }
}

/// Converts the dumps testers already have into snapshots, and opens any supported file.
public enum Importer {
    /// A converted dump: the `.axsnap` text and what could not be carried over.
    public struct Conversion: Sendable {
        public var format: ImportFormat
        /// The `.axsnap` text as UTF-8, kept as bytes so that loading and writing it copy nothing
        /// (at a million elements it is about 470 MiB).
        public var bytes: [UInt8]
        /// The `.axsnap` text.
        public var text: String { String(decoding: bytes, as: UTF8.self) }
        public var warnings: [Diagnostic]
        /// The line where each node's element starts in the dump, in document order.
        public var elementLines: [Int] = []
        /// Whether the loader takes ``bytes`` for certain (the importer checked what it can
        /// refuse); when false, only loading them tells, and says why not.
        public var isKnownToLoad = false
    }

    /// Takes the snapshot text in pieces as it is made.
    public typealias Sink = ([UInt8]) -> Void

    /// Converts `bytes` (named `fileName` in messages) from `format`, or the detected one.
    /// `screenshot` is written as the snapshot's screenshot path. The input is taken, so that it
    /// is freed once read, before the snapshot is written.
    ///
    /// With `sink`, the text is handed to it in pieces as it is made instead of kept (at a million
    /// elements it is about 470 MiB), and the conversion's ``Conversion/bytes`` are empty.
    ///
    /// An Android dump's pixels become dp at `density` (`--density`); without it, at the density
    /// its screen's width suggests (README, "The Android model").
    public static func convert(_ input: consuming [UInt8], fileName: String, format: ImportFormat? = nil,
                               screenshot: String? = nil, density: Double? = nil, sink: Sink? = nil) throws(Diagnostic) -> Conversion {
        let read = try self.read(input, fileName: fileName, format: format)
        return try convert(read, fileName: fileName, screenshot: screenshot, density: density, sink: sink)
    }

    /// A dump read, before it is converted.
    private struct ReadDump {
        var format: ImportFormat
        var reading: Reading
        /// The size of the text read, to size the snapshot text ahead.
        var size: Int
        /// Where a line and column of the text read stand in the file (lldb's quoted text moves them).
        var place: (Int, Int) -> (Int, Int)
    }

    private static func located(_ fileName: String, _ line: Int, _ column: Int, _ message: String, _ severity: Diagnostic.Severity) -> Diagnostic {
        Diagnostic(severity: severity, file: fileName, location: SourceLocation(line: max(1, line), column: max(1, column)),
                   path: "", message: message)
    }

    /// Reads `input` (named `fileName` in messages) as `format`, or the detected one, taking it so
    /// that it is freed once read.
    private static func read(_ input: consuming [UInt8], fileName: String, format: ImportFormat?) throws(Diagnostic) -> ReadDump {
        guard input.count <= InputReader.maximumSize else {
            throw located(fileName, 1, 1, "input of \(input.count) bytes is larger than the limit of \(InputReader.describeSize(InputReader.maximumSize))", .error)
        }
        let convertedFrom = TextEncoding.markedEncoding(input)
        let decoded: [UInt8]
        do throws(TextEncoding.Failure) {
            decoded = try TextEncoding.utf8(consume input)
        } catch {
            throw located(fileName, 1, 1, error.message, .error)
        }
        let unquoted = LLDBQuotedText.unquoted(decoded)
        // Lines of lldb's quoted text are located where they stand in the file.
        let locator = unquoted.map { _ in LLDBQuotedText.Locator(decoded) }
        let bytes: [UInt8]
        if let unquoted { bytes = unquoted } else { bytes = consume decoded }
        let place: (Int, Int) -> (Int, Int) = { line, column in
            guard let locator, line >= 1 else { return (line, column) }
            return locator.location(line: line, column: column)
        }
        guard let format = format ?? ImportFormat.detect(bytes) else {
            throw located(fileName, 1, 1, "not a WebDriverAgent XML or JSON page source, an XCUITest debugDescription nor an Android uiautomator dump", .error)
        }
        let size = bytes.count
        do throws(ImportError) {
            return ReadDump(format: format, reading: try read(consume bytes, as: format, convertedFrom: convertedFrom), size: size, place: place)
        } catch {
            let (line, column) = place(error.line, error.column)
            throw located(fileName, line, column, error.message, .error)
        }
    }

    /// The title of a snapshot converted from the file `name` in `format`, for the app `app`.
    private static func title(_ app: String?, name: String, format: ImportFormat) -> String {
        "\(app.map { "\($0) — " } ?? "")imported from \(name) (\(format.rawValue))"
    }

    private static func convert(_ read: ReadDump, fileName: String, screenshot: String?, density: Double?,
                                sink: Sink?) throws(Diagnostic) -> Conversion {
        let format = read.format, size = read.size
        func refusal(_ error: ImportError) -> Diagnostic {
            let (line, column) = read.place(error.line, error.column)
            return located(fileName, line, column, error.message, .error)
        }
        let name = URL(fileURLWithPath: fileName).lastPathComponent
        var output: SnapshotBuilder.Output
        switch read.reading {
        // An answer may carry the source as a string, read in its own format.
        case .source(let source):
            return try convert(source, fileName: fileName, screenshot: screenshot, density: density, sink: sink)
        case .dump(let dump):
            do throws(ImportError) {
                // The snapshot text is about twice the size of a WebDriverAgent XML dump.
                output = try SnapshotBuilder.build(dump, source: format, title: title(dump.root.label ?? dump.root.name, name: name, format: format),
                                                   screenshot: screenshot, origin: (format, name), capacity: 2 * size + (1 << 16), sink: sink)
            } catch {
                throw refusal(error)
            }
        case .android(let dump):
            do throws(ImportError) {
                // The snapshot text is about as long as a uiautomator dump.
                output = try AndroidSnapshotBuilder.build(dump, title: title(dump.windows.first?.packageName, name: name, format: format),
                                                          screenshot: screenshot, origin: (format, name), density: density,
                                                          capacity: size + (1 << 16), sink: sink)
            } catch {
                throw refusal(error)
            }
        }
        output.bytes.append(UInt8(ascii: "\n"))
        if let sink {
            sink(output.bytes)
            output.bytes = []
        }
        return Conversion(format: format, bytes: output.bytes,
                          warnings: output.warnings.map { let (line, column) = read.place($0.line, 1); return located(fileName, line, column, $0.message, .warning) },
                          elementLines: output.lines,
                          isKnownToLoad: output.isKnownToLoad && output.size + 1 <= SnapshotLoader.maximumConvertedSize)
    }

    /// A dump opened for a command that reads it: its snapshot, the conversion's warnings and the
    /// line where each node's element starts in the dump.
    public struct OpenedDump: Sendable {
        public var loaded: LoadedSnapshot
        public var elementLines: [Int]
    }

    /// Opens a dump for the commands that only read it, as ``convert(_:fileName:format:screenshot:density:sink:)``
    /// then ``load(_:fileName:displayName:)`` would, with the same snapshot and messages. An Android
    /// dump's snapshot is built without its text (``SnapshotAssembly``), which halves the time
    /// and memory a large one takes; the others, and an Android dump the loader would refuse some
    /// part of, go through the text. `fileName` names the snapshot (its screenshot is relative to
    /// it), `displayName` the input in messages.
    public static func open(_ input: consuming [UInt8], fileName: String, displayName: String, format: ImportFormat? = nil,
                            screenshot: String? = nil, density: Double? = nil) throws(Diagnostic) -> OpenedDump {
        let read = try self.read(input, fileName: displayName, format: format)
        if case .android(let dump) = read.reading {
            let name = URL(fileURLWithPath: displayName).lastPathComponent
            let model: (snapshot: Snapshot, warnings: [(line: Int, message: String)], lines: [Int])?
            do throws(ImportError) {
                model = try AndroidSnapshotBuilder.model(dump, fileName: fileName, title: title(dump.windows.first?.packageName, name: name, format: read.format),
                                                         screenshot: screenshot, origin: (read.format, name), density: density)
            } catch {
                let (line, column) = read.place(error.line, error.column)
                throw located(displayName, line, column, error.message, .error)
            }
            if let model {
                let warnings = model.warnings.map { let (line, column) = read.place($0.line, 1); return located(displayName, line, column, $0.message, .warning) }
                return OpenedDump(loaded: LoadedSnapshot(snapshot: model.snapshot, warnings: warnings), elementLines: model.lines)
            }
        }
        let conversion = try convert(read, fileName: displayName, screenshot: screenshot, density: density, sink: nil)
        var loaded = try load(conversion, fileName: fileName, displayName: displayName)
        loaded.warnings = conversion.warnings + loaded.warnings
        return OpenedDump(loaded: loaded, elementLines: conversion.elementLines)
    }

    /// What a dump holds: its elements, or the page source a WebDriverAgent answer carries as a
    /// string.
    private enum Reading {
        case dump(ImportedDump)
        case android(AndroidDump)
        case source([UInt8])
    }

    /// Reads `bytes` in `format`, taking them so that they are freed when read.
    private static func read(_ bytes: consuming [UInt8], as format: ImportFormat, convertedFrom: String?) throws(ImportError) -> Reading {
        switch format {
        case .wdaXML: return .dump(try WDAXMLReader.read(consume bytes, convertedFrom: convertedFrom))
        case .xcuitest: return .dump(try DebugDescriptionReader.read(bytes))
        case .uiautomator, .uiautomator2: return .android(try XMLDumpParser<UIAutomatorTree>.read(consume bytes, convertedFrom: convertedFrom))
        case .wdaJSON:
            do throws(ImportError) {
                return .dump(try WDAJSONReader.read(bytes))
            } catch {
                // Not a node: an answer may carry the source as a string.
                guard let source = WDAJSONEnvelope.embeddedSource(bytes) else { throw error }
                return .source(source)
            }
        }
    }

    /// The screenshot beside a dump: `dump.png` for `dump.xml` (uiautomatorviewer's convention).
    public static func screenshotBeside(_ path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let png = url.deletingPathExtension().appendingPathExtension("png")
        return FileManager.default.fileExists(atPath: png.path) ? png.lastPathComponent : nil
    }

    /// Opens any file the tool reads: an `.axsnap` snapshot, or a dump converted on the fly.
    /// `format` names the dump's format (`--from`); without it the content decides. `density`
    /// (`--density`) converts an Android dump's pixels.
    public static func load(path: String, displayName: String? = nil, format: ImportFormat? = nil,
                            density: Double? = nil) throws(Diagnostic) -> LoadedSnapshot {
        let name = displayName ?? path
        let bytes = try SnapshotLoader.readFile(path: path, name: name)
        guard let format = format ?? ImportFormat.detect(bytes) else { return try SnapshotLoader.load(bytes: bytes, fileName: name) }
        // The converted snapshot is ours; its screenshot path is relative to the dump, as `fileName` is.
        return try open(consume bytes, fileName: path == "-" ? name : path, displayName: name, format: format,
                        screenshot: path == "-" ? nil : screenshotBeside(path), density: density).loaded
    }

    /// Loads a conversion's text. A refusal is the input's fault: it is reported against the input
    /// (`displayName`), not against a converted file the user never saw.
    public static func load(_ conversion: Conversion, fileName: String, displayName: String) throws(Diagnostic) -> LoadedSnapshot {
        do throws(Diagnostic) {
            return try SnapshotLoader.load(bytes: conversion.bytes, fileName: fileName,
                                           maximumSize: SnapshotLoader.maximumConvertedSize)
        } catch {
            throw Diagnostic(severity: .error, file: displayName, location: SourceLocation(line: 1, column: 1), path: "",
                             message: "the snapshot converted from it is refused: \(error.path.isEmpty ? "" : "\(error.path): ")\(error.message)")
        }
    }
}
