// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AXScope",
    products: [
        .executable(name: "axscope", targets: ["axscope"]),
        .executable(name: "axscope-benchmark", targets: ["axscope-benchmark"]),
    ],
    targets: [
        // Layer 1: the `.axsnap` model, its JSON reader and loader. Foundation only.
        .target(name: "AXModel"),
        // Layer 2: the VoiceOver engine (order, speech, actions). Pure Swift, no GTK.
        .target(name: "AXEngine", dependencies: ["AXModel"]),
        // The C-interop layer over GTK 4.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The headless commands (`validate`, `order`, `inspect`).
        .target(name: "AXCommandLine", dependencies: ["AXModel", "AXEngine"]),
        // The thin executable.
        .executableTarget(name: "axscope", dependencies: ["AXCommandLine"]),
        // Release-mode benchmark: generate a huge snapshot, measure load + order.
        .executableTarget(name: "axscope-benchmark", dependencies: ["AXModel", "AXEngine"]),

        .testTarget(name: "AXModelTests", dependencies: ["AXModel"]),
        .testTarget(name: "AXEngineTests", dependencies: ["AXEngine", "AXModel"]),
        .testTarget(name: "AXCommandLineTests", dependencies: ["AXCommandLine"]),
        .testTarget(name: "CGtkTests", dependencies: ["CGtk"]),
    ],
    swiftLanguageModes: [.v6]
)
