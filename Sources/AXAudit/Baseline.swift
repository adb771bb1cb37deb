import AXModel

/// An earlier `audit --json` output's fingerprints (audit.md §8).
public struct Baseline: Sendable {
    /// Rule id and fingerprint of each finding and each `suppressed` entry `by: "baseline"`.
    public var entries: [(rule: String, fingerprint: String)]

    public init(entries: [(rule: String, fingerprint: String)]) { self.entries = entries }

    /// Reads an `audit --json` output; anything else is refused with a located error.
    public static func read(_ bytes: [UInt8], fileName: String) throws(Diagnostic) -> Baseline {
        func refuse(_ offset: Int, _ path: String, _ message: String) -> Diagnostic {
            Diagnostic(severity: .error, file: fileName, location: JSONDocument.location(in: bytes, offset: offset),
                       path: path, message: message)
        }
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONParser.parse(bytes)
        } catch {
            throw refuse(error.offset, "", "invalid JSON: \(error.message)")
        }
        let root = document.root
        guard document.kind(root) == .object, let findings = document.member(root, "findings"),
              document.kind(findings) == .array, document.member(root, "summary") != nil else {
            throw refuse(document.offset(root), "", "not an `axscope audit --json` output (expected an object with 'summary' and 'findings')")
        }
        var entries: [(rule: String, fingerprint: String)] = []
        func read(_ list: String, _ value: JSONDocument.Value, onlyBaseline: Bool) throws(Diagnostic) {
            for (i, entry) in document.elements(value).enumerated() {
                let path = "\(list)[\(i)]"
                guard document.kind(entry) == .object,
                      let rule = document.member(entry, "rule").flatMap(document.string),
                      let fingerprint = document.member(entry, "fingerprint").flatMap(document.string) else {
                    throw refuse(document.offset(entry), path, "expected a finding with 'rule' and 'fingerprint'")
                }
                if onlyBaseline, document.member(entry, "by").flatMap(document.string) != "baseline" { continue }
                entries.append((rule, fingerprint))
            }
        }
        try read("findings", findings, onlyBaseline: false)
        if let suppressed = document.member(root, "suppressed") {
            guard document.kind(suppressed) == .array else {
                throw refuse(document.offset(suppressed), "suppressed", "expected an array")
            }
            try read("suppressed", suppressed, onlyBaseline: true)
        }
        return Baseline(entries: entries)
    }
}
