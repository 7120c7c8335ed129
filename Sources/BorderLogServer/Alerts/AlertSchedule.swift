import Foundation

/// When `serve` runs `alerts check` (docs/alerts.md, "From the server"): after a write changes the ledger, at most
/// once every `interval` (5 minutes). A change within the interval of the last check is checked when the interval
/// ends, once however many changes came in between.
actor AlertSchedule {
    private let interval: Duration
    private let check: @Sendable () async -> Void
    private let clock = ContinuousClock()
    private var lastRun: ContinuousClock.Instant?
    private var waiting: Task<Void, Never>?
    /// Checks run so far (for tests).
    private(set) var runs = 0

    init(interval: Duration, check: @escaping @Sendable () async -> Void) {
        self.interval = interval
        self.check = check
    }

    /// The ledger changed: check now, or when the interval since the last check ends.
    func ledgerChanged() {
        guard waiting == nil else { return }
        let delay = lastRun.map { max(.zero, interval - (clock.now - $0)) } ?? .zero
        waiting = Task { [clock] in
            if delay > .zero { try? await clock.sleep(for: delay) }
            await self.run()
        }
    }

    /// Waits for a check that is due (tests, and a clean shutdown).
    func settle() async {
        await waiting?.value
    }

    private func run() async {
        lastRun = clock.now
        waiting = nil
        await check()
        runs += 1
    }
}
