import AXModel
import Foundation

/// A dump format `import` reads.
public enum ImportFormat: String, Sendable, CaseIterable {
    case wdaXML = "wda-xml"
    case wdaJSON = "wda-json"
    case xcuitest

    /// The format of a file's content, or nil when it looks like an `.axsnap` snapshot (or
    /// nothing known).
    public static func detect(_ bytes: [UInt8]) -> ImportFormat? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        let head = String(decoding: bytes[start..<min(bytes.count, start + 65_536)], as: UTF8.self)
        switch bytes[start] {
        case UInt8(ascii: "<"):
            return .wdaXML
        case UInt8(ascii: "{"):
            let isSnapshot = head.range(of: #""format"\s*:\s*"axsnap""#, options: .regularExpression) != nil
            return isSnapshot ? nil : .wdaJSON
        default:
            if head.contains("Element subtree:") || head.hasPrefix("Attributes:")
                || head.range(of: #"^\s*(→)?[A-Z][A-Za-z]*( \([^)]*\))?, 0x[0-9a-f]+"#, options: .regularExpression) != nil {
                return .xcuitest
            }
            return nil
        }
    }
}

/// Converts the dumps testers already have into snapshots, and opens any supported file.
public enum Importer {
    /// A converted dump: the `.axsnap` text and what could not be carried over.
    public struct Conversion: Sendable {
        public var format: ImportFormat
        public var text: String
        public var warnings: [Diagnostic]
    }

    /// Converts `bytes` (named `fileName` in messages) from `format`, or the detected one.
    /// `screenshot` is written as the snapshot's screenshot path.
    public static func convert(_ bytes: [UInt8], fileName: String, format: ImportFormat? = nil,
                               screenshot: String? = nil) throws(Diagnostic) -> Conversion {
        func located(_ line: Int, _ column: Int, _ message: String, _ severity: Diagnostic.Severity) -> Diagnostic {
            Diagnostic(severity: severity, file: fileName, location: SourceLocation(line: max(1, line), column: max(1, column)),
                       path: "", message: message)
        }
        guard let format = format ?? ImportFormat.detect(bytes) else {
            throw located(1, 1, "not a WebDriverAgent XML or JSON page source nor an XCUITest debugDescription", .error)
        }
        do throws(ImportError) {
            let dump: ImportedDump
            switch format {
            case .wdaXML: dump = try WDAXMLReader.read(bytes)
            case .wdaJSON: dump = try WDAJSONReader.read(bytes)
            case .xcuitest: dump = try DebugDescriptionReader.read(bytes)
            }
            let name = URL(fileURLWithPath: fileName).lastPathComponent
            let app = dump.root.label ?? dump.root.name
            let title = "\(app.map { "\($0) — " } ?? "")imported from \(name) (\(format.rawValue))"
            let (document, warnings) = try SnapshotBuilder.build(dump, source: format, title: title, screenshot: screenshot)
            let recorded = recordingOrigin(document, format: format, file: name)
            return Conversion(format: format, text: recorded.rendered() + "\n",
                              warnings: warnings.map { located($0.line, 1, $0.message, .warning) })
        } catch {
            throw located(error.line, error.column, error.message, .error)
        }
    }

    /// The screenshot beside a dump: `dump.png` for `dump.xml` (uiautomatorviewer's convention).
    public static func screenshotBeside(_ path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let png = url.deletingPathExtension().appendingPathExtension("png")
        return FileManager.default.fileExists(atPath: png.path) ? png.lastPathComponent : nil
    }

    /// Opens any file the tool reads: an `.axsnap` snapshot, or a dump converted on the fly.
    public static func load(path: String, displayName: String? = nil) throws(Diagnostic) -> LoadedSnapshot {
        let name = displayName ?? path
        let bytes = try SnapshotLoader.readFile(path: path, name: name)
        guard let format = ImportFormat.detect(bytes) else { return try SnapshotLoader.load(bytes: bytes, fileName: name) }
        let conversion = try convert(bytes, fileName: name, format: format, screenshot: path == "-" ? nil : screenshotBeside(path))
        // The converted text is ours; its screenshot path is relative to the dump, as `fileName` is.
        var loaded = try SnapshotLoader.load(bytes: Array(conversion.text.utf8), fileName: path == "-" ? name : path)
        loaded.warnings = conversion.warnings + loaded.warnings
        return loaded
    }
}
