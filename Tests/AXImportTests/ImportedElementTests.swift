@testable import AXImport
import AXTestSupport
import Testing

@Suite struct ImportedElementTests {
    /// Item 3: a tree far deeper than any reader allows is freed without recursion, on a 1 MiB stack.
    @Test func deepTreesAreFreedIteratively() {
        let freed = onSmallStack {
            var root: ImportedElement? = ImportedElement(type: "Other", line: 1)
            var last = root!
            for line in 2...200_000 {
                let child = ImportedElement(type: "Other", line: line)
                last.children.append(child)
                last = child
            }
            root = nil
            return last.children.isEmpty && root == nil
        }
        #expect(freed)
    }
}
