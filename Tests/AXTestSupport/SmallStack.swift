import Foundation

/// Runs `body` on a thread with a 1 MiB stack (a quarter of a secondary thread's usual size) and
/// returns its result: a reader that recurses over the input's depth overflows there.
public func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let box = ThreadResult<T>()
    let thread = Thread {
        box.value = body()
        box.done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    box.done.wait()
    return box.value!
}

/// Seconds `body` takes, on the monotonic clock.
public func secondsTaken(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// A value handed from a thread to the one waiting for it.
private final class ThreadResult<T: Sendable>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}
