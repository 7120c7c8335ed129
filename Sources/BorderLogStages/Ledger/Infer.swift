import BorderLogCore
import BorderLogStore
import Foundation
import Logging

/// What `infer` is asked to do.
public struct InferOptions: Sendable {
    /// Last day of the ledger (default: see `LedgerBuilder.range`).
    public var to: LocalDay?
    public var rules: RuleBook
    public var policy: InferencePolicy
    public var today: LocalDay

    public init(to: LocalDay? = nil, rules: RuleBook, policy: InferencePolicy = .standard, today: LocalDay = .today()) {
        self.to = to
        self.rules = rules
        self.policy = policy
        self.today = today
    }

    var runArguments: [String] {
        (to.map { ["--to", $0.description] } ?? []) + ["--max-gap", String(policy.maxGapDays)]
    }
}

/// The result of recomputing the ledger.
public struct LedgerUpdate: Sendable {
    public let ledger: Ledger
    public let snapshot: SnapshotRecord
    /// False when the inputs were unchanged and the latest snapshot still holds.
    public let created: Bool
}

extension Stages {
    /// Recomputes the ledger from the stored evidence and saves it as a snapshot unless nothing changed since the
    /// latest one.
    public static func infer(_ options: InferOptions, in store: Store, context: StageContext) throws -> LedgerUpdate {
        try store.recordRun(stage: .infer, arguments: options.runArguments) {
            let update = try recomputeLedger(options, in: store, logger: context.logger)
            let days = update.ledger.days.count
            return (update, Store.RunCounts(seen: days, added: update.created ? days : 0, unchanged: update.created ? 0 : days), nil)
        }
    }

    private static func recomputeLedger(_ options: InferOptions, in store: Store, logger: Logger) throws -> LedgerUpdate {
        let builder = LedgerBuilder(rules: options.rules, policy: options.policy)
        let parameters = builder.parametersFingerprint(lastDay: options.to ?? options.today)
        // Nothing written since the latest snapshot and nothing else changed: it still holds, and a
        // nightly run over an unchanged store does not read a single signal.
        if let latest = try store.latestSnapshot(), let id = latest.id, latest.parameters == parameters,
           latest.evidenceRevision == (try store.evidenceRevision()) {
            logger.info("ledger unchanged since snapshot #\(id)")
            return LedgerUpdate(ledger: try store.ledger(snapshotId: id), snapshot: latest, created: false)
        }
        let clock = ContinuousClock()
        let readStart = clock.now
        let inputs = try store.ledgerInputs()
        logger.info("ledger inputs: \(inputs.points.count) located signals, \(inputs.stays.count) stays, \(inputs.overrides.count) overrides; read \(seconds(clock.now - readStart)) s")
        let buildStart = clock.now
        let range = LedgerBuilder.range(stays: inputs.stays, overrides: inputs.overrides, points: inputs.points, to: options.to, today: options.today)
        let ledger = builder.build(stays: inputs.stays, overrides: inputs.overrides, points: inputs.points, range: range)
        let fingerprint = builder.fingerprint(stays: inputs.stays, overrides: inputs.overrides, points: inputs.points, range: range)
        logger.info("ledger of \(ledger.days.count) days built in \(seconds(clock.now - buildStart)) s")
        let (snapshot, created) = try store.saveSnapshot(
            ledger, fingerprint: fingerprint, evidenceRevision: inputs.evidenceRevision, parameters: parameters)
        logger.info("ledger \(range?.description ?? "empty"): snapshot #\(snapshot.id ?? 0) \(created ? "written" : "unchanged")")
        return LedgerUpdate(ledger: ledger, snapshot: snapshot, created: created)
    }
}

private func seconds(_ duration: Duration) -> String {
    String(format: "%.3f", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
}
