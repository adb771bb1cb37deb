extension Snapshot {
    /// Calls `body` with a node's JSON path as UTF-8 — `root.children[2]`, or as a JSON Pointer
    /// `/root/children/2` — made without a string, on the stack unless the node is very deep.
    public func withPath<Result>(of node: Int, asPointer: Bool = false, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        Snapshot.withPath(of: node, in: nodes, asPointer: asPointer, body)
    }

    /// ``withPath(of:asPointer:_:)`` among nodes still being read.
    static func withPath<Result>(of node: Int, in nodes: [Node], asPointer: Bool = false,
                                 _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // Each step down is `.children[N]` or `/children/N`: ten bytes, the digits, and `]`.
        let close = asPointer ? 0 : 1
        var length = asPointer ? 5 : 4
        var current = node
        while let parent = nodes[current].parent {
            length += 10 + Snapshot.digitCount(nodes[current].childIndex) + close
            current = parent
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { bytes in
            let prefix: StaticString = asPointer ? "/root" : "root"
            let step: StaticString = asPointer ? "/children/" : ".children["
            var end = length
            current = node
            while let parent = nodes[current].parent {
                if !asPointer {
                    end -= 1
                    bytes[end] = UInt8(ascii: "]")
                }
                var index = nodes[current].childIndex
                repeat {
                    end -= 1
                    bytes[end] = UInt8(ascii: "0") + UInt8(index % 10)
                    index /= 10
                } while index > 0
                end -= 10
                (bytes.baseAddress! + end).initialize(from: step.utf8Start, count: 10)
                current = parent
            }
            bytes.baseAddress!.initialize(from: prefix.utf8Start, count: end)
            return body(UnsafeBufferPointer(bytes))
        }
    }

    private static func digitCount(_ value: Int) -> Int {
        var count = 1, rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
