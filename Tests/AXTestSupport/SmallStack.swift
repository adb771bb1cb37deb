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

/// Seconds of processor time `body` takes on this thread: unlike the wall clock, it does not grow
/// when other processes load the machine (eight builds on two cores made linear work miss its limit).
public func secondsTaken(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
}

/// A value handed from a thread to the one waiting for it.
private final class ThreadResult<T: Sendable>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}
