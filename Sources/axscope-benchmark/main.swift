import AXEngine
import AXModel
import Foundation

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func peakResidentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kib = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kib / 1024
}

let arguments = Array(CommandLine.arguments.dropFirst())
let windowMode = arguments.contains("--window")
let count = arguments.first { !$0.hasPrefix("-") }.flatMap { Int($0) } ?? 100_000

// `axscope-benchmark COUNT --generate OUT [--shape flat|deep|expressions]` / `--generate-xml OUT`:
// only write the file (for Tests/Benchmarks/run-benchmarks.py).
let shape = arguments.firstIndex(of: "--shape").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    .map { name in
        guard let shape = SnapshotGenerator.Shape(rawValue: name) else {
            FileHandle.standardError.write(Data("--shape: one of \(SnapshotGenerator.Shape.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        return shape
    } ?? .flat
let generators: [(String, (Int) -> String)] = [
    ("--generate", { SnapshotGenerator.snapshot(elements: $0, shape: shape) }), ("--generate-xml", SnapshotGenerator.wdaXML),
]
for (flag, make) in generators {
    if let at = arguments.firstIndex(of: flag), at + 1 < arguments.count {
        try make(count).write(toFile: arguments[at + 1], atomically: false, encoding: .utf8)
        exit(0)
    }
}

let path = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-benchmark-\(count).axsnap").path
try SnapshotGenerator.snapshot(elements: count).write(toFile: path, atomically: true, encoding: .utf8)
let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
print("snapshot: \(count) elements, \(String(format: "%.1f", Double(size) / 1_048_576)) MiB at \(path)")
if windowMode {
    exit(MainActor.assumeIsolated { WindowBenchmark.run(path: path) })
}

var best: (read: Double, load: Double, order: Double, speech: Double) = (.infinity, .infinity, .infinity, .infinity)
var stops = 0
for _ in 0..<3 {
    var bytes: [UInt8] = []
    let read = seconds { bytes = Array(FileManager.default.contents(atPath: path)!) }
    let parse = try seconds { _ = try JSONParser.parse(bytes) }
    print(String(format: "  JSON parse alone %.3f s", parse))
    var snapshot: Snapshot!
    let load = try seconds { snapshot = try SnapshotLoader.load(bytes: bytes, fileName: path).snapshot }
    var analysis: Analysis!
    let order = seconds { analysis = Analysis(snapshot: snapshot) }
    let speech = try seconds {
        for element in analysis.resolution.elements { _ = try analysis.narrator.describe(element) }
    }
    stops = analysis.resolution.elements.count
    best = (min(best.read, read), min(best.load, load), min(best.order, order), min(best.speech, speech))
}
let total = best.read + best.load + best.order
print(String(format: "read %.3f s, parse + load %.3f s, order %.3f s: load + order %.3f s (best of 3)",
             best.read, best.load, best.order, total))
print(String(format: "speech for all %d stops %.3f s; peak memory %.0f MiB", stops, best.speech, peakResidentMiB()))

let python = Process()
python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
python.arguments = ["python3", "-c", """
import json, time
best = min((lambda t: (json.load(open('\(path)')), time.perf_counter() - t)[1])(time.perf_counter()) for _ in range(3))
print('%.3f' % best)
"""]
let pipe = Pipe()
python.standardOutput = pipe
if (try? python.run()) != nil {
    python.waitUntilExit()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    print("python3 json.load (parse only) \(text) s (best of 3)")
}
