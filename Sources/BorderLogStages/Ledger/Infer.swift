import BorderLogInference
import BorderLogModel
import BorderLogSettings
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
    /// Read every signal again instead of reusing the observations kept for the days whose signals did not change,
    /// and recompute even when nothing changed. The ledger is the same either way; this is the check of that.
    public var full: Bool

    public init(to: LocalDay? = nil, rules: RuleBook, policy: InferencePolicy = .standard, today: LocalDay = .today(), full: Bool = false) {
        self.to = to
        self.rules = rules
        self.policy = policy
        self.today = today
        self.full = full
    }

    var runArguments: [String] {
        (to.map { ["--to", $0.description] } ?? []) + ["--max-gap", String(policy.maxGapDays)] + (full ? ["--full"] : [])
    }
}

/// The result of recomputing the ledger.
public struct LedgerUpdate: Sendable {
    /// The ledger computed; nil when nothing changed since the latest snapshot, whose days were then not read (a
    /// nightly run over an unchanged store stays cheap): `Store.ledger(snapshotId:)` reads them.
    public let ledger: Ledger?
    public let snapshot: SnapshotRecord
    /// False when the inputs were unchanged and the latest snapshot still holds.
    public let created: Bool
    /// Each day of the ledger and whether it is unknown.
    public let outline: [(date: LocalDay, unknown: Bool)]
}

extension Stages {
    /// Recomputes the ledger from the stored evidence and saves it as a snapshot unless nothing changed since the
    /// latest one.
    public static func infer(_ options: InferOptions, in store: Store, context: StageContext) throws -> LedgerUpdate {
        try store.recordRun(stage: .infer, arguments: options.runArguments) {
            let update = try recomputeLedger(options, in: store, logger: context.logger)
            let days = update.outline.count
            return (update, Store.RunCounts(seen: days, added: update.created ? days : 0, unchanged: update.created ? 0 : days), nil)
        }
    }

    /// What forces which recompute:
    /// - located signals added, removed or changed (imports, resolution, purges): their days' observations are read
    ///   again, from the earliest such day on (`Store.ledgerInputs`); every other day's are reused;
    /// - stays (those assigned in review too), overrides, exempt reasons and confirmations: read whole every time, like
    ///   the observations of every day, so each day is decided again and the passes across days (gap filling, flights,
    ///   one-day flips) see everything;
    /// - plans: not evidence; they change no ledger;
    /// - the rules file and the policy (`--max-gap`): in the parameters digest, so the ledger is recomputed; a new
    ///   policy also weighs signals differently, so every signal is read again;
    /// - today's date (or `--to`), which ends the ledger: in the parameters digest too; a new day only adds days;
    /// - a new geo index: changes nothing until `resolve` writes new countries, which marks their days.
    private static func recomputeLedger(_ options: InferOptions, in store: Store, logger: Logger) throws -> LedgerUpdate {
        let builder = LedgerBuilder(rules: options.rules, policy: options.policy)
        let parameters = builder.parametersFingerprint(lastDay: options.to ?? options.today)
        // Nothing written since the latest snapshot and nothing else changed: it still holds, and a
        // nightly run over an unchanged store does not read a single signal.
        if !options.full, let latest = try store.latestSnapshot(), let id = latest.id, latest.parameters == parameters,
           latest.evidenceRevision == (try store.evidenceRevision()) {
            logger.info("ledger unchanged since snapshot #\(id)")
            return LedgerUpdate(ledger: nil, snapshot: latest, created: false, outline: try store.ledgerOutline(snapshotId: id))
        }
        let clock = ContinuousClock()
        let readStart = clock.now
        let inputs = try store.ledgerInputs(policy: options.policy, full: options.full)
        let read = switch inputs.read {
        case .all: "every signal read"
        case .from(let day): "signals from \(day) read, earlier days kept"
        case .none: "no signal read, every day kept"
        }
        logger.info("ledger inputs: \(inputs.observations.span?.count ?? 0) observed days (\(read)), \(inputs.stays.count) stays, \(inputs.overrides.count) overrides, \(inputs.crossings.count) crossings; read \(seconds(clock.now - readStart)) s")
        let buildStart = clock.now
        let range = LedgerBuilder.range(
            stays: inputs.stays, overrides: inputs.overrides, crossings: inputs.crossings, firstObserved: inputs.observations.span?.first, to: options.to, today: options.today)
        let ledger = builder.build(
            stays: inputs.stays, overrides: inputs.overrides, crossings: inputs.crossings, confirmations: inputs.confirmations,
            observations: inputs.observations, range: range)
        let fingerprint = builder.fingerprint(
            stays: inputs.stays, overrides: inputs.overrides, crossings: inputs.crossings, confirmations: inputs.confirmations,
            observations: inputs.observations, range: range)
        logger.info("ledger of \(ledger.days.count) days built in \(seconds(clock.now - buildStart)) s")
        let saveStart = clock.now
        let (snapshot, created) = try store.saveSnapshot(
            ledger, fingerprint: fingerprint, evidenceRevision: inputs.evidenceRevision, parameters: parameters, keeping: inputs)
        logger.info("ledger \(range?.description ?? "empty"): snapshot #\(snapshot.id ?? 0) \(created ? "written" : "unchanged") in \(seconds(clock.now - saveStart)) s")
        return LedgerUpdate(ledger: ledger, snapshot: snapshot, created: created, outline: ledger.days.map { ($0.date, $0.isUnknown && !$0.isZoneOnly) })
    }
}

private func seconds(_ duration: Duration) -> String {
    String(format: "%.3f", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
}
