/// The arguments of one command, consumed as they are read.
public struct Arguments {
    public private(set) var remaining: [String]

    public init(_ arguments: [String]) { remaining = arguments }

    mutating func next() -> String? {
        remaining.isEmpty ? nil : remaining.removeFirst()
    }

    /// Removes a flag without a value; true when it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Removes `--name VALUE` or `--name=VALUE` and returns the value.
    mutating func option(_ name: String) throws(CommandError) -> String? {
        if let index = remaining.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(remaining[index].dropFirst(name.count + 1))
            remaining.remove(at: index)
            return value
        }
        guard let index = remaining.firstIndex(of: name) else { return nil }
        guard index + 1 < remaining.count else { throw .usage("\(name) needs a value") }
        let value = remaining[index + 1]
        remaining.removeSubrange(index...index + 1)
        return value
    }

    /// Takes the positional arguments; refuses unknown options and extra arguments.
    mutating func positionals(_ names: [String], command: String) throws(CommandError) -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw .usage("\(command): unknown option '\(unknown)'")
        }
        guard remaining.count == names.count else {
            if remaining.count < names.count {
                throw .usage("\(command): missing \(names[remaining.count])")
            }
            throw .usage("\(command): unexpected argument '\(remaining[names.count])'")
        }
        defer { remaining = [] }
        return remaining
    }
}
