import AXCommandLine
import AXTestSupport
import Foundation
import Testing

/// No command writes onto its inputs, nor leaves a half-written file (README, Robustness).
@Suite struct OutputFileTests {
    let run = CommandLineToolTests().run

    /// A new folder holding `dump.txt`, a small debugDescription.
    func folderWithADump(named name: String = "dump.txt") throws -> (folder: URL, dump: String) {
        let folder = try ImportCommandTests().temporaryDirectory()
        let dump = folder.appendingPathComponent(name).path
        try DebugDescriptionFixture.text.write(toFile: dump, atomically: true, encoding: .utf8)
        return (folder, dump)
    }

    /// Item 17: `import -o` through a symlinked directory or a symlink to the input refuses.
    @Test func importNeverWritesOntoItsInput() throws {
        let (directory, dump) = try folderWithADump()
        defer { try? FileManager.default.removeItem(at: directory) }
        let alias = directory.appendingPathComponent("alias").path
        try FileManager.default.createSymbolicLink(atPath: alias, withDestinationPath: directory.path)
        let link = directory.appendingPathComponent("link.axsnap").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: dump)
        for output in ["\(alias)/dump.txt", link] {
            let result = run(["import", dump, "-o", output])
            #expect(result.code == 2)
            #expect(result.err.hasPrefix("axscope: import: '\(output)' is the input file '\(dump)'; choose another output file\n"))
        }
        #expect(try String(contentsOfFile: dump, encoding: .utf8) == DebugDescriptionFixture.text)
    }

    /// Item 17: the output appears whole, by rename; no temporary file is left behind.
    @Test func importWritesThroughATemporaryFile() throws {
        let (directory, dump) = try folderWithADump()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out.axsnap").path
        try "old".write(toFile: out, atomically: true, encoding: .utf8)
        #expect(run(["import", dump, "-o", out]).code == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("{"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["dump.txt", "out.axsnap"])
        let permissions = try FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int
        #expect(permissions == 0o666 & ~Int(umaskValue()))
    }

    /// Item 24: `render DUMP -o shot.png` would overwrite the screenshot picked up beside the dump.
    @Test func renderNeverWritesOntoTheScreenshot() throws {
        let (directory, dump) = try folderWithADump(named: "screen.txt")
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("screen.png").path
        let sample = Fixture.sample("photo-filter")
        #expect(run(["render", sample, "-o", png, "--scale", "0.1"]).code == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: png))
        let result = run(["render", dump, "-o", png])
        #expect(result.code == 2)
        #expect(result.err.hasPrefix("axscope: render: '\(png)' is the input file '\(png)'; choose another output file\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)) == before)
        #expect(run(["render", sample, "-o", sample]).code == 2)
    }

    func umaskValue() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }
}
