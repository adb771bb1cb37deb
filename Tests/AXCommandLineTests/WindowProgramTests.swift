@testable import AXCommandLine
import Foundation
import Testing

/// The window's own program: where `axscope` looks for it, and that the commands' program loads no GTK.
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

    @Test func theCommandsLoadCairoButNotGTKWhichOnlyTheWindowsProgramLoads() throws {
        let bin = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent().path
        let commands = try loadedLibraries("\(bin)/axscope")
        #expect(commands.contains("libcairo.so"))
        #expect(!commands.contains("libgtk-4.so"))
        #expect(!commands.contains("libadwaita-1.so"))
        let window = try loadedLibraries("\(bin)/\(WindowProgram.name)")
        #expect(window.contains("libgtk-4.so"))
        #expect(window.contains("libadwaita-1.so"))
    }
}
