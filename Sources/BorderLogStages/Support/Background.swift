import Dispatch

/// A value computed on another thread while the caller goes on with something else.
final class Background<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the worker before `done` is signalled; read only after `wait()`.
    private var result: Result<Value, any Error>?

    init(_ work: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global().async {
            self.result = Result(catching: work)
            self.done.signal()
        }
    }

    /// The value, once the worker has finished (rethrowing what it threw); later calls return it at once.
    func wait() throws -> Value {
        if !finished {
            done.wait()
            finished = true
        }
        return try result!.get()
    }

    /// Whether `wait()` has seen the worker finish; touched by the waiting thread only.
    private var finished = false
}
