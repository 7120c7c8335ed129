import Foundation
import Logging

/// The ledger follows the phones (docs/devices.md): after a push stores new points, the ledger is inferred again, at
/// most once every `interval` seconds (`serve --infer-every`), from the earliest day the points touched (the kept
/// observations are stale from there on; `ObservationCache`), and the read model is swapped, so that the live page
/// and the API answer from the new snapshot. An interval of 0 infers before each such push is answered.
///
/// The inference runs under the store's lock, like every write; pushes wait for it up to the lock wait (3 s).
actor InferScheduler {
    private let interval: Double
    private let logger: Logger
    private let infer: @Sendable () async throws -> Void
    private var lastRun: ContinuousClock.Instant?
    private var scheduled: Task<Void, Never>?
    private let clock = ContinuousClock()

    init(interval: Double, logger: Logger, infer: @escaping @Sendable () async throws -> Void) {
        self.interval = interval
        self.logger = logger
        self.infer = infer
    }

    /// New points were committed.
    func pointsAdded() async {
        guard interval > 0 else {
            await run()
            return
        }
        guard scheduled == nil else { return }
        // The first points after a quiet spell wait one interval too: a phone uploading its backlog sends batch after
        // batch, and one inference after the last of them serves them all.
        let due = max((lastRun ?? clock.now) + .seconds(interval), clock.now + .seconds(min(interval, 1)))
        scheduled = Task { [clock] in
            try? await clock.sleep(until: due)
            await self.runScheduled()
        }
    }

    private func runScheduled() async {
        scheduled = nil
        await run()
    }

    private func run() async {
        lastRun = clock.now
        do {
            try await infer()
        } catch {
            // The lock held by a cron run, say: the next push schedules it again; the nightly run infers anyway.
            logger.warning("ledger not inferred after new device points: \(error)")
            if interval > 0, scheduled == nil {
                scheduled = Task { [clock, interval] in
                    try? await clock.sleep(for: .seconds(interval))
                    await self.runScheduled()
                }
            }
        }
    }
}
