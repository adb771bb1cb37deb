import AXModel

/// One node of an Android dump (a raw `uiautomator dump` `<node>` or a UiAutomator2 element), as
/// read, before it is written as a snapshot node.
final class AndroidElement {
    /// `getClassName()`: the `class` attribute, else (UiAutomator2) the element's tag.
    var className: String?
    var packageName: String?
    var resourceID: String?
    var text: String?
    var contentDescription: String?
    var hint: String?
    var flags: AndroidProperties.Flags = .defaults
    var importantForAccessibility: Bool?
    var drawingOrder: Int?
    var error: String?
    var paneTitle: String?
    /// UiAutomator2's `actions`, as written.
    var actions: String?
    /// `NAF="true"`: uiautomator's "not accessibility friendly" (clickable, no text or description).
    var notAccessibilityFriendly = false
    /// The bounds in pixels, when the dump gives valid ones.
    var bounds: PixelBounds?
    /// The line where the element starts in the dump.
    let line: Int
    var children: [AndroidElement] = []

    init(line: Int) {
        self.line = line
    }

    /// Frees the subtree without recursion (a dump thousands of levels deep would overflow the
    /// stack): each descendant gives its children to the work list before it goes.
    deinit {
        var pending = children
        children = []
        while let element = pending.popLast() {
            pending += element.children
            element.children = []
        }
    }

    /// The class name without its package (`android.widget.TextView` → `TextView`), "node"
    /// without a class.
    var shortClassName: String {
        guard let className else { return "node" }
        guard let dot = className.utf8.lastIndex(of: UInt8(ascii: ".")) else { return className }
        let name = className[className.utf8.index(after: dot)...]
        // A name ending in dots: its last part that has a name.
        return name.isEmpty ? className.split(separator: ".").last.map(String.init) ?? className : String(name)
    }

    /// `TextView "Wi-Fi" (line 31)`, to name the element in warnings and notes.
    var reference: String {
        let shortClass = shortClassName
        let title = contentDescription ?? text
        return "\(shortClass)\(title.map { " \"\(Echo.escaped(String($0.prefix(60))))\"" } ?? "") (line \(line))"
    }
}

/// Bounds as dumps write them, `[left,top][right,bottom]` in pixels.
struct PixelBounds: Equatable {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int

    /// The largest coordinate accepted, in pixels.
    static let limit = 1_000_000_000

    /// The bounds `[l,t][r,b]` write (each a whole number, possibly negative, right ≥ left and
    /// bottom ≥ top); nil for anything else.
    init?(_ text: String) {
        let separators: [UInt8] = Array("[,][,]".utf8)
        // The next separator expected; a number stands before separators 1, 2, 4 and 5.
        var position = 0
        var numbers: [Int] = []
        var current: Int?
        var negative = false
        for byte in text.utf8 {
            let inNumber = position == 1 || position == 2 || position == 4 || position == 5
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard inNumber else { return nil }
                let value = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                guard value <= PixelBounds.limit else { return nil }
                current = value
            case UInt8(ascii: "-"):
                guard inNumber, current == nil, !negative else { return nil }
                negative = true
            default:
                guard position < separators.count, byte == separators[position] else { return nil }
                if inNumber {
                    guard let value = current else { return nil }
                    numbers.append(negative ? -value : value)
                    current = nil
                    negative = false
                }
                position += 1
            }
        }
        guard position == separators.count, numbers[2] >= numbers[0], numbers[3] >= numbers[1] else { return nil }
        left = numbers[0]
        top = numbers[1]
        right = numbers[2]
        bottom = numbers[3]
    }

    init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// In density-independent pixels (points), `density` pixels each.
    func rect(density: Double) -> Rect {
        Rect(x: Double(left) / density, y: Double(top) / density,
             width: Double(right - left) / density, height: Double(bottom - top) / density)
    }
}
