import Synchronization

/// What commands write to stdout and stderr, kept instead of written while a task runs them in process (the command
/// tests do, many at once): set as `ConsoleCapture.current` for the task, it receives everything `Console` would have
/// written, each stream in order. A process running one command never sets it.
public final class ConsoleCapture: Sendable {
    /// The capture of the current task and the tasks it starts; nil when output goes to the process's streams.
    @TaskLocal public static var current: ConsoleCapture?

    private let streams = Mutex<(stdout: String, stderr: String)>(("", ""))

    public init() {}

    /// What was written to stdout so far.
    public var stdout: String { streams.withLock { $0.stdout } }

    /// What was written to stderr so far.
    public var stderr: String { streams.withLock { $0.stderr } }

    /// Runs `operation` with its output kept here.
    public func capturing<R>(isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> R) async rethrows -> R {
        try await Self.$current.withValue(self, operation: operation, isolation: isolation)
    }

    func append(_ text: String, to stream: Console.Stream) {
        streams.withLock {
            switch stream {
            case .stdout: $0.stdout += text
            case .stderr: $0.stderr += text
            }
        }
    }
}
