import AXModel

/// Content shapes as `diff` compares and prints them (diff.md §5).
enum ShapeComparison {
    /// Different kinds, corner radii, or paths (made absolute) with other command letters or a
    /// coordinate further apart than the tolerance.
    static func differ(_ x: Shape, _ y: Shape, tolerance: Double) -> Bool {
        switch (x, y) {
        case (.roundedRect(let r), .roundedRect(let s)): return abs(r - s) > tolerance
        case (.path(let p), .path(let q)):
            let (lettersP, numbersP) = flatten(p), (lettersQ, numbersQ) = flatten(q)
            return lettersP != lettersQ || zip(numbersP, numbersQ).contains { abs($0 - $1) > tolerance }
        default: return x.kind != y.kind
        }
    }

    /// The command letters and the coordinates of a path, in order.
    static func flatten(_ path: PathData) -> (String, [Double]) {
        var letters = "", numbers: [Double] = []
        for command in path.commands {
            switch command {
            case .move(let p): letters += "M"; numbers += [p.x, p.y]
            case .line(let p): letters += "L"; numbers += [p.x, p.y]
            case .curve(let c1, let c2, let p): letters += "C"; numbers += [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .close: letters += "Z"
            }
        }
        return (letters, numbers)
    }

    /// The shape as the format writes it.
    static func json(_ shape: Shape) -> JSONOutput {
        switch shape {
        case .roundedRect(let radius): .object([("shape", .string("roundedRect")), ("cornerRadius", .number(radius))])
        case .path(let path): .object([("shape", .string("path")), ("d", .string(path.source))])
        default: .object([("shape", .string(shape.kind))])
        }
    }

    /// The shape in a message: its kind, with the corner radius or the path data.
    static func text(_ shape: Shape) -> String {
        switch shape {
        case .roundedRect(let radius): "roundedRect \(MessageFormat.number(radius))"
        case .path(let path): "path \"\(path.source)\""
        default: shape.kind
        }
    }
}
