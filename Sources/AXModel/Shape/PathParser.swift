import Foundation

/// An error in SVG path data: what was wrong, and at which character of the data.
public struct PathSyntaxError: Error, Sendable, Equatable {
    public var characterOffset: Int
    public var message: String
}

/// Parses SVG path data (M, L, H, V, Q, C, A, Z, absolute and relative) into ``PathData``.
/// Quadratic curves and arcs are converted to cubic curves.
public enum PathParser {
    public static func parse(_ text: String) throws(PathSyntaxError) -> PathData {
        var reader = Reader(characters: Array(text.unicodeScalars))
        var commands: [PathData.Command] = []
        var current = Point(x: 0, y: 0)
        var subpathStart = current
        var command: Unicode.Scalar?
        reader.skipSeparators()
        if !reader.atEnd, !reader.peekIsCommand {
            throw PathSyntaxError(characterOffset: reader.position, message: "path data must start with a command")
        }
        while !reader.atEnd {
            if reader.peekIsCommand {
                command = reader.take()
            } else if command == nil || command == "Z" || command == "z" {
                throw PathSyntaxError(characterOffset: reader.position, message: "expected a path command")
            }
            guard let letter = command else { break }
            let relative = letter.properties.isLowercase
            let origin = relative ? current : Point(x: 0, y: 0)
            func point() throws(PathSyntaxError) -> Point {
                let x = try reader.number()
                let y = try reader.number()
                return Point(x: origin.x + x, y: origin.y + y)
            }
            switch Character(letter).uppercased() {
            case "M":
                current = try point()
                subpathStart = current
                commands.append(.move(current))
                command = relative ? "l" : "L"
            case "L":
                current = try point()
                commands.append(.line(current))
            case "H":
                current = Point(x: (relative ? current.x : 0) + (try reader.number()), y: current.y)
                commands.append(.line(current))
            case "V":
                current = Point(x: current.x, y: (relative ? current.y : 0) + (try reader.number()))
                commands.append(.line(current))
            case "Q":
                let control = try point()
                let end = try point()
                let c1 = Point(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
                commands.append(.curve(c1, c2, end))
                current = end
            case "C":
                let c1 = try point()
                let c2 = try point()
                let end = try point()
                commands.append(.curve(c1, c2, end))
                current = end
            case "A":
                let rx = abs(try reader.number())
                let ry = abs(try reader.number())
                let rotation = try reader.number()
                let largeArc = try reader.flag()
                let sweep = try reader.flag()
                let end = try point()
                commands += ArcConverter.curves(from: current, to: end, rx: rx, ry: ry,
                                                rotationDegrees: rotation, largeArc: largeArc, sweep: sweep)
                current = end
            case "Z":
                commands.append(.close)
                current = subpathStart
            default:
                throw PathSyntaxError(characterOffset: reader.position - 1,
                                      message: "unknown path command \(Echo.quoted(String(letter)))")
            }
            guard current.x.isFinite, current.y.isFinite, commands.last?.isFinite ?? true else {
                throw PathSyntaxError(characterOffset: reader.position,
                                      message: "coordinates out of range: the path leaves the numbers a double can hold")
            }
            reader.skipSeparators()
        }
        return PathData(source: text, commands: commands)
    }

    private struct Reader {
        let characters: [Unicode.Scalar]
        var position = 0

        var atEnd: Bool { position >= characters.count }

        var peekIsCommand: Bool {
            guard !atEnd else { return false }
            let c = characters[position]
            return c.properties.isAlphabetic && c != "e" && c != "E"
        }

        mutating func take() -> Unicode.Scalar {
            defer { position += 1 }
            return characters[position]
        }

        mutating func skipSeparators() {
            while !atEnd, characters[position] == " " || characters[position] == ","
                    || characters[position] == "\n" || characters[position] == "\t" || characters[position] == "\r" {
                position += 1
            }
        }

        mutating func flag() throws(PathSyntaxError) -> Bool {
            skipSeparators()
            guard !atEnd, characters[position] == "0" || characters[position] == "1" else {
                throw PathSyntaxError(characterOffset: position, message: "expected an arc flag (0 or 1)")
            }
            return take() == "1"
        }

        mutating func number() throws(PathSyntaxError) -> Double {
            skipSeparators()
            let start = position
            if !atEnd, characters[position] == "-" || characters[position] == "+" { position += 1 }
            var digits = 0
            while !atEnd, characters[position].properties.numericType != nil || characters[position] == "." {
                if characters[position] == ".", characters[start..<position].contains(".") { break }
                position += 1
                digits += 1
            }
            if digits > 0, !atEnd, characters[position] == "e" || characters[position] == "E" {
                position += 1
                if !atEnd, characters[position] == "-" || characters[position] == "+" { position += 1 }
                while !atEnd, characters[position].properties.numericType != nil { position += 1 }
            }
            let text = String(String.UnicodeScalarView(characters[start..<position]))
            guard digits > 0, let value = Double(text), value.isFinite else {
                throw PathSyntaxError(characterOffset: start, message: "expected a number")
            }
            return value
        }
    }
}

extension PathData.Command {
    var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
        case .curve(let a, let b, let p): [a.x, a.y, b.x, b.y, p.x, p.y].allSatisfy(\.isFinite)
        case .close: true
        }
    }
}
