@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int

/// The bytes of heap an object holds (its allocation's usable size), for tests that keep the
/// model small.
public func heapSize(of object: AnyObject) -> Int {
    mallocUsableSize(Unmanaged.passUnretained(object).toOpaque())
}
