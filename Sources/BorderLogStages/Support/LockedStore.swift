import BorderLogModel
import BorderLogStore
import Logging

/// A store opened for one stage's writes under the exclusive lock beside it (`PATH.lock`), so that two writing
/// runs never interleave. The lock is held for the life of this value and dropped with it.
public final class LockedStore: Sendable {
    public let store: Store
    private let lock: StoreLock

    /// Takes the lock (waiting up to `wait` seconds for another run), then opens the store, creating it when needed.
    public init(path: String, stage: StageName, wait: Double = 0, logger: Logger) throws {
        lock = try StoreLock(storePath: path, stage: stage, wait: wait)
        store = try Store(path: path, logger: logger)
    }
}
