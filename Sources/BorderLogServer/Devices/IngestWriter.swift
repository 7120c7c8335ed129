import BorderLogModel
import BorderLogStages
import BorderLogStore
import Dispatch
import Foundation
import Logging
import Synchronization

/// Where every push is stored (docs/devices.md): one thread, one kept connection, the store's lock taken for each
/// transaction and dropped after it, so that the nightly cron and `/api` writes run between pushes. The pushes that
/// arrive while a transaction runs are stored together in the next one (one lock, one commit): phones posting at once
/// cost one commit, not one each. A push whose lock is not had within `lockWait` seconds of its arrival (queueing
/// included), or whose transaction cannot be committed, is refused (`IngestRefusal`) and nothing of it is stored: the
/// phone keeps it and sends it again.
final class IngestWriter: Sendable {
    private let storePath: String
    private let lockWait: Double
    private let logger: Logger
    private let queue = DispatchQueue(label: "borderlog.ingest")
    /// Touched only on `queue`.
    private nonisolated(unsafe) var store: Store?

    private typealias Waiting = (push: DevicePush, deadline: Date, continuation: CheckedContinuation<DeviceIngestSummary, any Error>)
    /// Pushes not yet taken by the writer, and whether it is draining them.
    private let pending = Mutex<(waiting: [Waiting], draining: Bool)>(([], false))
    /// Pushes stored together at most: one transaction stays short however many phones post at once.
    static let groupLimit = 64

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
            let start = pending.withLock { pending in
                pending.waiting.append((push, deadline, continuation))
                guard !pending.draining else { return false }
                pending.draining = true
                return true
            }
            if start { queue.async { self.drain() } }
        }
    }

    /// On `queue`: stores what is waiting, group by group, until nothing is.
    private func drain() {
        while true {
            let group: [Waiting] = pending.withLock { pending in
                let group = Array(pending.waiting.prefix(Self.groupLimit))
                pending.waiting.removeFirst(group.count)
                if group.isEmpty { pending.draining = false }
                return group
            }
            guard !group.isEmpty else { return }
            write(group)
        }
    }

    /// On `queue`: one lock, one transaction for the group; each push answered with its own summary or the refusal.
    private func write(_ group: [Waiting]) {
        let lock: StoreLock
        do {
            let latest = group.map(\.deadline).max() ?? Date()
            lock = try StoreLock(storePath: storePath, stage: .ingest, wait: max(0, latest.timeIntervalSinceNow))
        } catch StoreError.locked(_, let holder) {
            return refuse(group, "the store is busy (\(holder)); try again shortly")
        } catch {
            logger.error("ingest: the store lock could not be taken: \(error)")
            return refuse(group, "the store could not be locked; try again shortly")
        }
        defer { withExtendedLifetime(lock) {} }
        // Those that waited past their deadline for the lock are refused: their phones have been told nothing yet.
        let now = Date()
        let late = group.filter { $0.deadline < now }
        let due = group.filter { $0.deadline >= now }
        refuse(late, "the store was busy for more than \(lockWait) s; try again shortly")
        guard !due.isEmpty else { return }
        do {
            let store = try self.store ?? Store(path: storePath, logger: logger)
            self.store = store
            let summaries = try Stages.storePushes(due.map(\.push), into: store)
            for (waiting, summary) in zip(due, summaries) { waiting.continuation.resume(returning: summary) }
        } catch {
            // A full disk, an I/O error: the transaction rolled back, so nothing of these pushes is stored.
            logger.error("ingest: \(due.count) push(es) could not be stored: \(Self.kind(of: error))")
            refuse(due, "the push could not be stored (\(Self.kind(of: error))); try again shortly")
        }
    }

    private func refuse(_ group: [Waiting], _ reason: String) {
        for waiting in group { waiting.continuation.resume(throwing: IngestRefusal(description: reason)) }
    }

    /// What failed: SQLite's message and statement (GRDB keeps the statement's values out of it), never a value of
    /// the request.
    private static func kind(of error: any Error) -> String {
        "\(error)"
    }
}
