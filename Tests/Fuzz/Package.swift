// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets, one per reader of AXScope (README, Robustness). Built apart from the main
/// package, one product at a time, with the fuzzer flags (Tests/Fuzz/run-fuzzers):
/// `swift build -c release --package-path Tests/Fuzz --product fuzz-json -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library`.
let package = Package(
    name: "AXScopeFuzz",
    dependencies: [.package(name: "AXScope", path: "../..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "AXModel", package: "AXScope"),
                                                    .product(name: "AXImport", package: "AXScope")]),
        .executableTarget(name: "fuzz-json", dependencies: ["FuzzSupport", .product(name: "AXModel", package: "AXScope")]),
        .executableTarget(name: "fuzz-loader", dependencies: ["FuzzSupport", .product(name: "AXModel", package: "AXScope")]),
        .executableTarget(name: "fuzz-path", dependencies: ["FuzzSupport", .product(name: "AXModel", package: "AXScope")]),
        .executableTarget(name: "fuzz-expression", dependencies: ["FuzzSupport", .product(name: "AXModel", package: "AXScope"),
                                                                  .product(name: "AXEngine", package: "AXScope")]),
        .executableTarget(name: "fuzz-wda-xml", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-wda-json", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-debug-description", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-uiautomator", dependencies: ["FuzzSupport", .product(name: "AXEngine", package: "AXScope"),
                                                                   .product(name: "AXImport", package: "AXScope"),
                                                                   .product(name: "AXModel", package: "AXScope")]),
        .executableTarget(name: "fuzz-render", dependencies: ["FuzzSupport", .product(name: "AXModel", package: "AXScope"),
                                                              .product(name: "AXEngine", package: "AXScope"),
                                                              .product(name: "AXDrawing", package: "AXScope")]),
    ],
    swiftLanguageModes: [.v6]
)
