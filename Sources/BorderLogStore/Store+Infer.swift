import BorderLogCore
import Foundation

extension Store {
    /// The result of recomputing the ledger.
    public struct LedgerUpdate: Sendable {
        public let ledger: Ledger
        public let snapshot: SnapshotRecord
        /// False when the inputs were unchanged and the latest snapshot still holds.
        public let created: Bool
    }

    /// Recomputes the ledger from the stored evidence through `to` (default: see `LedgerBuilder.range`)
    /// and saves it as a snapshot unless nothing changed since the latest one.
    public func recomputeLedger(
        rules: RuleBook, policy: InferencePolicy = .standard, to: LocalDay?, today: LocalDay = .today(), runId: Int64? = nil
    ) throws -> LedgerUpdate {
        let builder = LedgerBuilder(rules: rules, policy: policy)
        let parameters = builder.parametersFingerprint(lastDay: to ?? today)
        // Nothing written since the latest snapshot and nothing else changed: it still holds, and a
        // nightly run over an unchanged store does not read a single signal.
        if let latest = try latestSnapshot(), let id = latest.id, latest.parameters == parameters,
           latest.evidenceRevision == (try evidenceRevision()) {
            logger.info("ledger unchanged since snapshot #\(id)")
            return LedgerUpdate(ledger: try ledger(snapshotId: id), snapshot: latest, created: false)
        }
        let clock = ContinuousClock()
        let readStart = clock.now
        let inputs = try ledgerInputs()
        logger.info("ledger inputs: \(inputs.points.count) located signals, \(inputs.stays.count) stays, \(inputs.overrides.count) overrides; read \(seconds(clock.now - readStart)) s")
        let buildStart = clock.now
        let range = LedgerBuilder.range(stays: inputs.stays, overrides: inputs.overrides, points: inputs.points, to: to, today: today)
        let ledger = builder.build(stays: inputs.stays, overrides: inputs.overrides, points: inputs.points, range: range)
        let fingerprint = builder.fingerprint(stays: inputs.stays, overrides: inputs.overrides, points: inputs.points, range: range)
        logger.info("ledger of \(ledger.days.count) days built in \(seconds(clock.now - buildStart)) s")
        let (snapshot, created) = try saveSnapshot(
            ledger, fingerprint: fingerprint, evidenceRevision: inputs.evidenceRevision, parameters: parameters, runId: runId)
        logger.info("ledger \(range?.description ?? "empty"): snapshot #\(snapshot.id ?? 0) \(created ? "written" : "unchanged")")
        return LedgerUpdate(ledger: ledger, snapshot: snapshot, created: created)
    }

    /// The ledger of the newest snapshot, and whether evidence changed after it was computed.
    public func currentLedger(in range: DayRange? = nil) throws -> (ledger: Ledger, snapshot: SnapshotRecord, stale: Bool) {
        guard let snapshot = try latestSnapshot(), let id = snapshot.id else { throw StoreError.noSnapshot }
        let stale = try evidenceRevision() != snapshot.evidenceRevision
        return (try ledger(snapshotId: id, in: range), snapshot, stale)
    }
}

private func seconds(_ duration: Duration) -> String {
    String(format: "%.3f", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
}
