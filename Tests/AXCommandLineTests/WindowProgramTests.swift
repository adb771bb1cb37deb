@testable import AXCommandLine
import AXTestSupport
import Foundation
import Testing

/// The window's own program: where `axscope` looks for it, and that the commands' program loads no GTK
/// (nor cairo until it draws).
@Suite struct WindowProgramTests {
    @Test func itIsLookedForBesideTheProgramThenInItsPrefixsLibexec() {
        #expect(WindowProgram.candidates(besides: "/usr/local/bin/axscope")
            == ["/usr/local/bin/axscope-window", "/usr/local/libexec/axscope/axscope-window"])
        #expect(WindowProgram.candidates(besides: "/src/.build/x86_64-unknown-linux-gnu/release/axscope")
            == ["/src/.build/x86_64-unknown-linux-gnu/release/axscope-window",
                "/src/.build/x86_64-unknown-linux-gnu/libexec/axscope/axscope-window"])
    }

    @Test func theFirstExecutableCandidateIsFound() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("window-program-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let libexec = "\(prefix)/libexec/axscope"
        try FileManager.default.createDirectory(atPath: "\(prefix)/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: libexec, withIntermediateDirectories: true)
        #expect(WindowProgram.find(besides: "\(prefix)/bin/axscope") == nil)
        // Not executable: not a program.
        #expect(FileManager.default.createFile(atPath: "\(prefix)/bin/axscope-window", contents: Data("#!/bin/sh\n".utf8)))
        #expect(WindowProgram.find(besides: "\(prefix)/bin/axscope") == nil)
        #expect(FileManager.default.createFile(atPath: "\(libexec)/axscope-window", contents: Data("#!/bin/sh\n".utf8),
                                               attributes: [.posixPermissions: 0o755]))
        #expect(WindowProgram.find(besides: "\(prefix)/bin/axscope") == "\(libexec)/axscope-window")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(prefix)/bin/axscope-window")
        #expect(WindowProgram.find(besides: "\(prefix)/bin/axscope") == "\(prefix)/bin/axscope-window")
    }

    /// The libraries the dynamic loader maps for a built program (glibc's `ldd`, without the tool).
    private func loadedLibraries(_ program: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    /// The folder of the built programs.
    private func builtPrograms() throws -> String {
        URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent().path
    }

    @Test func theCommandsLoadNeitherGTKNorCairoAtStartWhichTheWindowsProgramLoads() throws {
        let bin = try builtPrograms()
        let commands = try loadedLibraries("\(bin)/axscope")
        #expect(commands.contains("libz.so"))
        for library in ["libgtk-4.so", "libadwaita-1.so", "libcairo.so", "libpango-1.0.so", "libpangocairo-1.0.so", "libglib-2.0.so"] {
            #expect(!commands.contains(library), "\(library)")
        }
        let window = try loadedLibraries("\(bin)/\(WindowProgram.name)")
        for library in ["libgtk-4.so", "libadwaita-1.so", "libcairo.so", "libpangocairo-1.0.so"] {
            #expect(window.contains(library), "\(library)")
        }
    }

    /// cairo and pango, not linked, are loaded when `render` first draws (CCairoLoader).
    @Test func theBuiltCommandsProgramRendersWithCairoLoadedWhenItDraws() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "\(try builtPrograms())/axscope")
        process.arguments = ["render", Fixture.sample("photo-filter"), "-o", output]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(message == "")
        let png = try #require(FileManager.default.contents(atPath: output))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(png.count > 10_000)
    }
}
