// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Release builds of the headless layers skip Swift's run-time exclusivity checks (on a 100,000-node
/// snapshot they cost about 30% of load + order) and export their function bodies to the modules
/// above (cross-module optimisation: 3–5% fewer instructions per command). README, Performance.
/// Debug builds, and so every test run, keep the checks.
let releaseSpeed: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization"], .when(configuration: .release)),
]

/// The include paths of pango's cairo layout (and so of cairo, glib and harfbuzz), from pkg-config,
/// without pkg-config's libraries: CCairoLoader loads those when the drawing first calls them.
let cairoIncludePaths: [String] = {
    let process = Process(), output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags-only-I", "pangocairo"]
    process.standardOutput = output
    guard (try? process.run()) != nil else { fatalError("pkg-config is needed: apt-get install pkg-config") }
    let flags = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { fatalError("pango's cairo layout is needed: apt-get install libpango1.0-dev libcairo2-dev") }
    return flags.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0.hasPrefix("-I") }
}()
/// What a Swift module that imports CCairo is compiled with.
let cairoHeaders: [SwiftSetting] = [.unsafeFlags(cairoIncludePaths.flatMap { ["-Xcc", $0] })]

let package = Package(
    name: "AXScope",
    products: [
        .executable(name: "axscope", targets: ["axscope"]),
        .executable(name: "axscope-window", targets: ["axscope-window"]),
        .executable(name: "axscope-benchmark", targets: ["axscope-benchmark"]),
        // The readers as libraries, for the fuzz targets of the nested package in Tests/Fuzz.
        .library(name: "AXModel", targets: ["AXModel"]),
        .library(name: "AXImport", targets: ["AXImport"]),
        .library(name: "AXEngine", targets: ["AXEngine"]),
        .library(name: "AXDrawing", targets: ["AXDrawing"]),
    ],
    targets: [
        // What Swift cannot spell: a cache prefetch hint (the loader's id table), glibc's `mallopt` and the
        // heap's huge pages (`madvise`).
        .target(name: "CMemory"),
        // Layer 1: the `.axsnap` model, its JSON reader and loader. Foundation and CMemory's hint only.
        .target(name: "AXModel", dependencies: ["CMemory"], swiftSettings: releaseSpeed),
        // Importers of other tools' dumps (WebDriverAgent XML/JSON, XCUITest debugDescription) into snapshots.
        .target(name: "AXImport", dependencies: ["AXModel"], swiftSettings: releaseSpeed),
        // The TalkBack model: which nodes of an Android snapshot TalkBack focuses, in what order, and
        // what it says, each rule following TalkBack's own code. Pure Swift, no GTK.
        .target(name: "AXTalkBack", dependencies: ["AXModel"], swiftSettings: releaseSpeed),
        // Layer 2: the screen-reader engine — VoiceOver's model, the TalkBack model behind the same
        // analysis, the session (order, speech, actions). Pure Swift, no GTK.
        .target(name: "AXEngine", dependencies: ["AXModel", "AXTalkBack"], swiftSettings: releaseSpeed),
        // `diff`: what changed for VoiceOver between two snapshots (pairing, order, change kinds,
        // outputs); its SARIF follows `audit`'s conventions, with its helpers.
        .target(name: "AXDiff", dependencies: ["AXModel", "AXEngine", "AXAudit"], swiftSettings: releaseSpeed),
        // The headers of cairo (PNG, SVG, PDF), pango's cairo text layout and zlib, for drawing.
        .systemLibrary(name: "CCairo"),
        // The cairo and pango functions the drawing calls, loaded on the first call, so that a command
        // that draws nothing does not load the 35 libraries they need.
        .target(name: "CCairoLoader", dependencies: ["CCairo"], publicHeadersPath: ".",
                cSettings: [.unsafeFlags(cairoIncludePaths)]),
        // Layer 3: drawing, a pure function of scene + view state + cairo context.
        .target(name: "AXDrawing", dependencies: ["AXModel", "AXEngine", "CCairo", "CCairoLoader"],
                swiftSettings: releaseSpeed + cairoHeaders),
        // SHA-256 blocks with the processor's SHA extensions, for the findings' fingerprints.
        // DWARF 4: valgrind 3.19, the profiler used here, cannot read clang's DWARF 5.
        .target(name: "CSHA256", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // `axscope audit`: accessibility rules over the engine (audit.md); cairo only decodes PNG screenshots.
        .target(name: "AXAudit", dependencies: ["AXModel", "AXEngine", "AXTalkBack", "CCairo", "CCairoLoader", "CSHA256"],
                swiftSettings: releaseSpeed + cairoHeaders),
        // The C-interop layer over GTK 4 and libadwaita 1.2 (which pulls in GTK 4).
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // The thin, tested Swift layer over CGtk: casts, signal boxes, main-loop callbacks, lifetimes.
        .target(name: "AXGtk", dependencies: ["CGtk"]),
        // The desktop application: window, canvas, sidebar, inspector.
        .target(name: "AXApp", dependencies: ["AXModel", "AXImport", "AXEngine", "AXDrawing", "AXAudit", "AXDiff", "AXGtk", "CGtk"]),
        // The headless commands (`validate`, `order`, `inspect`).
        .target(name: "AXCommandLine", dependencies: ["AXModel", "AXImport", "AXEngine", "AXDrawing", "AXAudit", "AXDiff", "CMemory"], swiftSettings: releaseSpeed),
        // The thin executable: the commands, and the window by running `axscope-window` in its place
        // (WindowProgram), so that no command loads GTK. `swift build` builds both.
        .executableTarget(name: "axscope", dependencies: ["AXCommandLine"]),
        // The window's program: the same arguments as `axscope`'s window, with GTK and libadwaita.
        .executableTarget(name: "axscope-window", dependencies: ["AXCommandLine", "AXApp"]),
        // Release-mode benchmark: generate a huge snapshot, measure load + order (and, with
        // --window, the window's first frame and frame times).
        .executableTarget(name: "axscope-benchmark", dependencies: ["AXModel", "AXEngine", "AXApp", "AXGtk", "CGtk"]),

        // Shared test helpers: snapshot fixtures and paths to the samples.
        .target(name: "AXTestSupport", dependencies: ["AXModel", "AXEngine", "AXImport"], path: "Tests/AXTestSupport"),
        // The window driver for GUI tests: a real window under Xvfb, real key events through xdotool.
        .target(name: "AXWindowTestSupport", dependencies: ["AXApp", "AXDiff", "AXGtk", "CGtk"], path: "Tests/AXWindowTestSupport"),
        .testTarget(name: "AXModelTests", dependencies: ["AXModel", "AXTestSupport"]),
        .testTarget(name: "AXImportTests", dependencies: ["AXImport", "AXModel", "AXEngine", "AXTestSupport"]),
        .testTarget(name: "AXEngineTests", dependencies: ["AXEngine", "AXModel", "AXTestSupport"]),
        .testTarget(name: "AXTalkBackTests", dependencies: ["AXTalkBack", "AXEngine", "AXImport", "AXModel", "AXTestSupport"]),
        .testTarget(name: "AXDiffTests", dependencies: ["AXDiff", "AXModel", "AXEngine", "AXTestSupport"]),
        .testTarget(name: "AXCommandLineTests", dependencies: ["AXCommandLine", "AXTestSupport", "CMemory"], exclude: ["Fixtures"],
                    swiftSettings: cairoHeaders),
        .testTarget(name: "AXDrawingTests", dependencies: ["AXDrawing", "AXTestSupport"], swiftSettings: cairoHeaders),
        .testTarget(name: "AXAuditTests", dependencies: ["AXAudit", "AXImport", "AXModel", "AXEngine", "AXTestSupport"],
                    exclude: ["Resources"]),
        .testTarget(name: "CGtkTests", dependencies: ["CGtk"]),
        .testTarget(name: "AXGtkTests", dependencies: ["AXGtk", "CGtk"]),
        .testTarget(name: "AXAppTests", dependencies: ["AXApp", "AXDiff", "AXGtk", "AXDrawing", "AXEngine", "AXModel", "CGtk", "AXTestSupport",
                                                 "AXWindowTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
