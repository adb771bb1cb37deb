/// Typed readers for JSON values, each refusing anything else with a located error.
extension SnapshotLoader {
    func describe(_ value: JSONDocument.Value) -> String {
        switch document.kind(value) {
        case .string:
            return "the string \"\(Echo.escaped(document.string(value) ?? ""))\""
        case .number: return "the number \(Value.format(document.number(value)!))"
        case .true: return "true"
        case .false: return "false"
        case .null: return "null"
        case .array, .object: return document.kind(value).noun
        }
    }

    func expectKind(_ value: JSONDocument.Value, _ kind: JSONDocument.Kind, _ path: @autoclosure () -> String,
                    _ expected: String) throws(Diagnostic) {
        guard document.kind(value) == kind else {
            throw error(value, path(), "expected \(expected), found \(describe(value))")
        }
    }

    func string(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> String {
        guard let text = document.string(value) else { throw notAString(value, path()) }
        return text
    }

    /// The error of a value that should be a string.
    func notAString(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) -> Diagnostic {
        error(value, path(), "expected a string, found \(describe(value))")
    }

    func bool(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> Bool {
        guard let flag = document.bool(value) else {
            throw error(value, path(), "expected true or false, found \(describe(value))")
        }
        return flag
    }

    func number(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> Double {
        guard let number = document.number(value) else {
            throw error(value, path(), "expected a number, found \(describe(value))")
        }
        return number
    }

    func positive(_ value: JSONDocument.Value, _ path: @autoclosure () -> String,
                  atMost limit: Double = .greatestFiniteMagnitude) throws(Diagnostic) -> Double {
        let result = try number(value, path())
        guard result > 0, result <= limit else {
            let range = limit == .greatestFiniteMagnitude ? "greater than 0" : "greater than 0 and at most \(Value.format(limit))"
            throw error(value, path(), "expected a number \(range), found \(Value.format(result))")
        }
        return result
    }

    func enumeration<E: RawRepresentable>(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> E
    where E.RawValue == String, E: CaseNamed {
        if let result = document.lookup(value, in: E.table) { return result }
        let text = try string(value, path())
        throw error(value, path(), "expected one of \(E.caseNames.map { "\"\($0)\"" }.joined(separator: ", ")), found \(Echo.quoted(text))")
    }

    func languageTag(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> String {
        let text = try string(value, path())
        let valid = !text.isEmpty && text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
        guard valid else { throw error(value, path(), "expected a BCP-47 language tag such as \"en\" or \"ko-KR\", found \(Echo.quoted(text))") }
        return text
    }

    func traits(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> Traits {
        try expectKind(value, .array, path(), "an array of trait names")
        var result: Traits = []
        for (i, element) in document.elements(value).enumerated() {
            let name = try string(element, "\(path())[\(i)]")
            guard let trait = Traits(name: name) else {
                throw error(element, "\(path())[\(i)]", "unknown trait \(Echo.quoted(name))")
            }
            result.insert(trait)
        }
        return result
    }

    func numbers(_ value: JSONDocument.Value, _ path: @autoclosure () -> String, count: Int, what: String) throws(Diagnostic) -> [Double] {
        guard document.kind(value) == .array, document.count(value) == count else {
            throw error(value, path(), "expected \(what), found \(describe(value))")
        }
        var result: [Double] = []
        for (i, element) in document.elements(value).enumerated() {
            result.append(try number(element, "\(path())[\(i)]"))
        }
        return result
    }

    /// A frame of four numbers within the limits, read without a path; nil for anything that
    /// ``frame(_:_:)`` must check and report.
    static func validFrame(_ value: JSONDocument.Value, in document: borrowing JSONDocument) -> Rect? {
        let limit = SnapshotLoader.maximumCoordinate
        guard let fast = document.fourNumbers(value), fast.2 >= 0, fast.3 >= 0,
              abs(fast.0) <= limit, abs(fast.1) <= limit, fast.2 <= limit, fast.3 <= limit else { return nil }
        return Rect(x: fast.0, y: fast.1, width: fast.2, height: fast.3)
    }

    func frame(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> Rect {
        if let valid = SnapshotLoader.validFrame(value, in: document) { return valid }
        let n = try numbers(value, path(), count: 4, what: "[x, y, width, height]")
        for (i, label) in ["x", "y", "width", "height"].enumerated() {
            if i >= 2, n[i] < 0 {
                throw error(document.elements(value)[i], "\(path())[\(i)]",
                            "\(label) must not be negative, found \(Value.format(n[i]))")
            }
            try withinCoordinateLimit(n[i], document.elements(value)[i], "\(path())[\(i)]", label)
        }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    func point(_ value: JSONDocument.Value, _ path: @autoclosure () -> String) throws(Diagnostic) -> Point {
        let n = try numbers(value, path(), count: 2, what: "[x, y]")
        for (i, label) in ["x", "y"].enumerated() {
            try withinCoordinateLimit(n[i], document.elements(value)[i], "\(path())[\(i)]", label)
        }
        return Point(x: n[0], y: n[1])
    }

    /// Refuses a coordinate or size beyond ``SnapshotLoader/maximumCoordinate``: sums of such
    /// values (a frame's right edge) would leave the doubles and write `inf`.
    func withinCoordinateLimit(_ number: Double, _ value: JSONDocument.Value, _ path: @autoclosure () -> String,
                               _ label: String) throws(Diagnostic) {
        guard abs(number) > SnapshotLoader.maximumCoordinate else { return }
        throw error(value, path(), "\(label) \(Value.format(number)) is out of range: coordinates and sizes are at most "
                    + "\(Value.format(SnapshotLoader.maximumCoordinate)) points from 0")
    }

    /// The expression `value` holds, read from `document` (the loader's, handed on by a caller
    /// that has it at hand, as reading the stored one copies it).
    func expression(_ value: JSONDocument.Value, _ path: @autoclosure () -> String,
                    in document: JSONDocument) throws(Diagnostic) -> SourcedExpression {
        guard let text = document.string(value) else { throw notAString(value, path()) }
        // The kept text itself: the nodes of a template share one copy of their expressions. A
        // new text is kept as it is looked up (one hash), and let go if it does not parse.
        var isNew = true
        if parsedSources.count < SnapshotLoader.maximumKeptSources {
            let (inserted, kept) = parsedSources.insert(text)
            if !inserted { return SourcedExpression(source: kept) }
        } else if let kept = parsedSources.firstIndex(of: text) {
            return SourcedExpression(source: parsedSources[kept])
        } else {
            isNew = false
        }
        do {
            try ExpressionParser.check(text)
            return SourcedExpression(source: text)
        } catch {
            if isNew { parsedSources.remove(text) }
            throw Diagnostic(severity: .error, file: fileName,
                             location: lines.location(ofOffset: document.contentOffset(value) + offsetOfCharacter(error.characterOffset, in: text)),
                             path: path(), message: "expression does not parse: \(error.message)")
        }
    }

    /// The UTF-8 byte offset of the `n`th Unicode scalar of `text`.
    func offsetOfCharacter(_ n: Int, in text: String) -> Int {
        text.unicodeScalars.prefix(n).reduce(0) { $0 + String($1).utf8.count }
    }
}

/// An enumeration read from its raw values (looked up by bytes) and listed in messages.
protocol CaseNamed: Sendable {
    static var caseNames: [String] { get }
    static var table: KeyTable<Self> { get }
}

extension CaseNamed where Self: CaseIterable & RawRepresentable, RawValue == String {
    static var caseNames: [String] { allCases.map(\.rawValue) }
    static func makeTable() -> KeyTable<Self> { KeyTable(allCases.map { ($0.rawValue, $0) }) }
}

extension NodeType: CaseNamed { static let table = makeTable() }
extension ChildBehavior: CaseNamed { static let table = makeTable() }
extension ContainerType: CaseNamed { static let table = makeTable() }
extension Snapshot.Platform: CaseNamed { static let table = makeTable() }
extension Snapshot.Idiom: CaseNamed { static let table = makeTable() }
extension Snapshot.LayoutDirection: CaseNamed { static let table = makeTable() }
extension AnnouncementPriority: CaseNamed { static let table = makeTable() }
extension ActionKind: CaseNamed { static let table = makeTable() }
extension DirectTouchOption: CaseNamed { static let table = makeTable() }
