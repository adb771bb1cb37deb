import Foundation

/// Generates the benchmark's screens: sections of 100 rows of mixed types (labels, buttons,
/// switches, images, a `combine` row of a label and a button every tenth), flat, deep or carrying
/// expressions (`Shape`), as a snapshot; the flat one also as the equivalent WebDriverAgent XML
/// page source.
enum SnapshotGenerator {
    /// One generated row.
    enum Row {
        case combined, button, toggle, image, label

        init(position: Int) {
            switch position % 10 {
            case 0: self = .combined
            case 1, 4, 7: self = .button
            case 2: self = .toggle
            case 3: self = .image
            default: self = .label
            }
        }
    }

    static let perSection = 100
    static let rowHeight = 44
    static let sectionHeight = perSection * rowHeight

    /// Calls `section` with each section's index and its rows: number, position in the section, kind.
    static func layout(elements count: Int, section: (Int, [(number: Int, position: Int, row: Row)]) -> Void) {
        var made = 0, index = 0
        while made < count {
            let rows = (0..<min(perSection, count - made)).map { (made + $0, $0, Row(position: $0)) }
            section(index, rows)
            made += rows.count
            index += 1
        }
    }

    /// How the generated snapshot's sections are built.
    enum Shape: String, CaseIterable {
        /// Each section a stack of its 100 rows.
        case flat
        /// Each section a chain of 50 nested stacks, two rows at each level (as real authored
        /// screens nest containers).
        case deep
        /// Flat, each row carrying expressions: blocks for its label, value or hint and a
        /// `visibleWhen` (one row in twenty hidden by it); each switch (one row in ten) has an
        /// action that sets state and announces, which `audit` probes.
        case expressions
    }

    static let depth = 50

    /// The snapshot (`.axsnap`) of `count` elements, its sections built as `shape` says.
    static func snapshot(elements count: Int, shape: Shape = .flat) -> String {
        let state = shape == .expressions ? #"{"on":true,"count":3,"name":"Ada","mode":"edit"}"# : #"{"on":true}"#
        var out = """
        {"format":"axsnap","version":1,"title":"benchmark","screen":{"width":393,"height":852},
        "state":\(state),"root":{"id":"window","type":"window","frame":[0,0,393,852],"children":[
        """
        layout(elements: count) { section, rows in
            if section > 0 { out += "," }
            let top = section * sectionHeight
            out += "\n{\"id\":\"s\(section)\",\"type\":\"stack\",\"frame\":[0,\(top),393,\(sectionHeight)],\"children\":["
            let perLevel = shape == .deep ? (perSection + depth - 1) / depth : perSection
            var open = 1
            for (number, position, row) in rows {
                if position > 0 && position % perLevel == 0 {
                    let level = position / perLevel, levelTop = top + position * rowHeight
                    out += ",{\"id\":\"s\(section)d\(level)\",\"type\":\"stack\",\"frame\":[0,\(levelTop),393,\(sectionHeight - position * rowHeight)],\"children\":["
                    open += 1
                } else if position > 0 {
                    out += ","
                }
                out += element(number: number, position: position, section: section, row: row, shape: shape)
            }
            out += String(repeating: "]}", count: open)
        }
        return out + "\n]}}\n"
    }

    /// One row's element as JSON.
    static func element(number: Int, position: Int, section: Int, row: Row, shape: Shape) -> String {
        let id = "e\(number)"
        let frame = "[\((position % 3) * 130),\(section * sectionHeight + position * rowHeight),120,40]"
        let dynamic = shape == .expressions
        let visible = !dynamic ? "" : position % 20 == 19
            ? #","visibleWhen":"!on || count < 0""# : #","visibleWhen":"on && (count >= 0 || mode == 'edit')""#
        switch row {
        case .combined:
            return "{\"id\":\"\(id)\",\"type\":\"stack\",\"childBehavior\":\"combine\",\"frame\":\(frame)\(visible),\"children\":[{\"id\":\"\(id)t\",\"type\":\"label\",\"frame\":\(frame),\"text\":\"Row \(number)\"},{\"id\":\"\(id)b\",\"type\":\"button\",\"frame\":\(frame),\"label\":\"Delete\"}]}"
        case .button where dynamic:
            return "{\"id\":\"\(id)\",\"type\":\"button\",\"frame\":\(frame),\"text\":\"Button \(number)\"\(visible),\"labelBlock\":{\"expr\":\"'Button \(number)' + (on ? ', on' : '')\"},\"hintBlock\":{\"expr\":\"count > 2 ? 'Opens item \(number) of ' + count + '.' : 'Unavailable.'\"}}"
        case .button:
            return "{\"id\":\"\(id)\",\"type\":\"button\",\"frame\":\(frame),\"text\":\"Button \(number)\",\"hint\":\"Opens item \(number).\"}"
        case .toggle where dynamic:
            return "{\"id\":\"\(id)\",\"type\":\"switch\",\"frame\":\(frame),\"label\":\"Setting \(number)\"\(visible),\"valueBlock\":{\"expr\":\"on ? '1' : '0'\"},\"actions\":{\"activate\":[{\"set\":\"on\",\"to\":\"!on\"},{\"announce\":{\"expr\":\"on ? 'On' : 'Off'\"},\"delay\":0.5}]}}"
        case .toggle:
            return "{\"id\":\"\(id)\",\"type\":\"switch\",\"frame\":\(frame),\"label\":\"Setting \(number)\",\"valueBlock\":{\"expr\":\"on ? '1' : '0'\"}}"
        case .image:
            return "{\"id\":\"\(id)\",\"type\":\"image\",\"frame\":\(frame),\"label\":\"Photo \(number)\"\(visible),\"contentShape\":{\"shape\":\"circle\"}}"
        case .label where dynamic:
            return "{\"id\":\"\(id)\",\"type\":\"label\",\"frame\":\(frame),\"text\":\"Text \(number)\"\(visible),\"labelBlock\":{\"expr\":\"name + ' wrote \(number) ' + (mode == 'edit' ? 'drafts' : 'notes')\"},\"valueBlock\":{\"expr\":\"count * \(number % 7) + 1\"}}"
        case .label:
            return "{\"id\":\"\(id)\",\"type\":\"label\",\"frame\":\(frame),\"text\":\"Text \(number)\"}"
        }
    }

    /// The same screen as an Appium / WebDriverAgent XML page source.
    static func wdaXML(elements count: Int) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="benchmark" label="benchmark" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">

        """
        func element(_ type: String, _ attributes: String, x: Int, y: Int, index: Int, close: Bool = true) -> String {
            "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" \(attributes)enabled=\"true\" visible=\"true\" x=\"\(x)\" y=\"\(y)\" width=\"120\" height=\"40\" index=\"\(index)\"\(close ? "/" : "")>"
        }
        layout(elements: count) { section, rows in
            out += "<XCUIElementTypeOther type=\"XCUIElementTypeOther\" enabled=\"true\" visible=\"true\" accessible=\"false\" x=\"0\" y=\"\(section * sectionHeight)\" width=\"393\" height=\"\(sectionHeight)\" index=\"\(section)\">\n"
            for (number, position, row) in rows {
                let x = (position % 3) * 130, y = section * sectionHeight + position * rowHeight
                switch row {
                case .combined:
                    out += element("Cell", "accessible=\"false\" ", x: x, y: y, index: position, close: false)
                    out += element("StaticText", "name=\"Row \(number)\" label=\"Row \(number)\" value=\"Row \(number)\" accessible=\"true\" ", x: x, y: y, index: 0)
                    out += element("Button", "name=\"Delete\" label=\"Delete\" accessible=\"true\" ", x: x, y: y, index: 1)
                    out += "</XCUIElementTypeCell>"
                case .button:
                    out += element("Button", "name=\"Button \(number)\" label=\"Button \(number)\" accessible=\"true\" ", x: x, y: y, index: position)
                case .toggle:
                    out += element("Switch", "name=\"Setting \(number)\" label=\"Setting \(number)\" value=\"1\" accessible=\"true\" ", x: x, y: y, index: position)
                case .image:
                    out += element("Image", "name=\"Photo \(number)\" label=\"Photo \(number)\" accessible=\"true\" ", x: x, y: y, index: position)
                case .label:
                    out += element("StaticText", "name=\"Text \(number)\" label=\"Text \(number)\" value=\"Text \(number)\" accessible=\"true\" ", x: x, y: y, index: position)
                }
                out += "\n"
            }
            out += "</XCUIElementTypeOther>\n"
        }
        return out + "</XCUIElementTypeWindow>\n</XCUIElementTypeApplication>\n</AppiumAUT>\n"
    }
}
