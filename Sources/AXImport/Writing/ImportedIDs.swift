import AXModel

/// The ids of an imported snapshot's nodes: each made from the element's name when it makes a
/// valid id, else from its type, and numbered when taken.
struct ImportedIDs {
    private var used: Set<String> = []
    /// The next number to try after each id base: counting from 2 for every unnamed element was
    /// quadratic (20,000 unnamed buttons took 22 s).
    private var nextSuffix: [String: Int] = [:]
    /// Whether every id made so far is one the loader takes (an id made from a name always is; one
    /// made from a type may not be).
    private(set) var allValid = true

    /// Room for `count` ids made without growing (every node of a tree gets one).
    init(count: Int) {
        used.reserveCapacity(min(count, 1 << 22))
    }

    /// A new id for an element with this name (nil or blank: none) and type.
    mutating func make(name: String?, type: String) -> String {
        var base = PropertyRule.nonEmpty(name).map(ImportedIDs.idBase) ?? ""
        // An id made from a name is valid (at most 100 id characters and a number); one made from
        // a type may not be.
        let fromType = base.withUTF8 { bytes in !bytes.contains { $0 != UInt8(ascii: "_") } }
        if fromType {
            base = type.prefix(1).lowercased() + type.dropFirst()
        }
        var id = base
        if !used.insert(base).inserted {
            var counter = nextSuffix[base] ?? 2
            repeat {
                id = "\(base)-\(counter)"
                counter += 1
            } while !used.insert(id).inserted
            nextSuffix[base] = counter
        }
        if fromType, allValid, !SnapshotLoader.isValidID(id) { allValid = false }
        return id
    }

    /// The first 100 characters of `name`, each that an id may not have replaced by `_`
    /// (``SnapshotLoader/isIDByte(_:)``).
    static func idBase(_ name: String) -> String {
        var text = name
        // ASCII other than a carriage return (which may begin the one character "\r\n") is one
        // character a byte: mapped byte by byte, without making characters.
        let ascii: String? = text.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
            let count = min(bytes.count, 100)
            return String(unsafeUninitializedCapacity: count) { target in
                for i in 0..<count { target[i] = SnapshotLoader.isIDByte(bytes[i]) ? bytes[i] : UInt8(ascii: "_") }
                return count
            }
        }
        // Other text by characters: none beyond ASCII is an id's ("\r\n" is one character).
        return ascii ?? String(name.prefix(100).map { character in
            character.isASCII && character.utf8.count == 1 && SnapshotLoader.isIDByte(character.utf8.first!) ? character : "_"
        })
    }
}
