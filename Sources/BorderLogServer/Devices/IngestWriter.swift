import BorderLogModel
import BorderLogStages
import BorderLogStore
import Dispatch
import Foundation
import Logging

/// Where every push is stored (docs/devices.md): one thread, one kept connection, the store's lock taken for each
/// push's transaction and dropped after it, so that the nightly cron and `/api` writes run between pushes. A push
/// that cannot have the lock within `lockWait` seconds of its arrival (queueing behind other pushes included), or
/// cannot be committed, is refused whole (`IngestRefusal`): the phone keeps it and sends it again.
final class IngestWriter: Sendable {
    private let storePath: String
    private let lockWait: Double
    private let logger: Logger
    private let queue = DispatchQueue(label: "borderlog.ingest")
    /// Touched only on `queue`.
    private nonisolated(unsafe) var store: Store?

    init(storePath: String, lockWait: Double, logger: Logger) {
        self.storePath = storePath
        self.lockWait = lockWait
        self.logger = logger
    }

    /// Why a push was not stored: the answer is 503 with `Retry-After`, and nothing of it is in the store.
    struct IngestRefusal: Error, CustomStringConvertible {
        let description: String
    }

    /// Stores `push`; when this returns, it is committed.
    func store(_ push: DevicePush, arrivedAt arrival: Date = Date()) async throws -> DeviceIngestSummary {
        let deadline = arrival.addingTimeInterval(lockWait)
        return try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try self.write(push, deadline: deadline) })
            }
        }
    }

    /// On `queue`.
    private func write(_ push: DevicePush, deadline: Date) throws -> DeviceIngestSummary {
        let lock: StoreLock
        do {
            lock = try StoreLock(storePath: storePath, stage: .ingest, wait: max(0, deadline.timeIntervalSinceNow))
        } catch StoreError.locked(_, let holder) {
            throw IngestRefusal(description: "the store is busy (\(holder)); try again shortly")
        }
        defer { withExtendedLifetime(lock) {} }
        do {
            let store = try self.store ?? Store(path: storePath, logger: logger)
            self.store = store
            return try Stages.storePush(push, into: store)
        } catch {
            // A full disk, an I/O error: the transaction rolled back, so nothing of the push is stored.
            logger.error("ingest: a push from \(push.device.name) could not be stored: \(error)")
            throw IngestRefusal(description: "the push could not be stored (\(Self.kind(of: error))); try again shortly")
        }
    }

    /// What kind of failure, in words that hold no value from the request.
    private static func kind(of error: any Error) -> String {
        if let error = error as? StoreError { return error.description }
        return "a store error"
    }
}
