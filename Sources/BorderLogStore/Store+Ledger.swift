import BorderLogInference
import BorderLogModel
import Foundation
import GRDB

extension Store {
    /// A read of every signal over at least this many rows reads its later half on a second connection and core: a
    /// million signals are then read in about two thirds of the time (BENCHMARKS.md, Inference).
    public static let splitReadRows: Int64 = 200_000

    /// Which located signals `ledgerInputs` reads again.
    public enum ObservationRead: Sendable, Equatable {
        /// Every signal: asked for (`infer --full`), or nothing kept yet under this policy.
        case all
        /// The signals of the days from this one on (`FlightWindows.reachDays` before the earliest changed one); the
        /// observations kept for the days before are reused.
        case from(LocalDay)
        /// None: every kept observation is current.
        case none
    }

    /// Everything the ledger is computed from, read in one transaction so it is consistent.
    public struct LedgerInputs: Sendable {
        public var stays: [Stay]
        public var overrides: [DayOverride]
        /// Border crossings, by date.
        public var crossings: [Crossing]
        /// The days whose reading the person confirmed in review, by date.
        public var confirmations: [DayConfirmation]
        /// Every day's located signals, reduced (kept ones and those read again).
        public var observations: Observations
        public var read: ObservationRead
        /// The `InferencePolicy.description` the observations were weighed with.
        public var policy: String
        public var evidenceRevision: Int64
    }

    /// The inputs of the ledger under `policy`: the stays and overrides, the observations kept by the last `infer` for
    /// the days whose signals did not change since, and those of the other days read afresh from their signals (all
    /// days' when `full`). A read of every signal from `splitRows` rows on reads its later half on a second connection.
    public func ledgerInputs(policy: InferencePolicy = .standard, full: Bool = false, splitRows: Int64 = Store.splitReadRows) throws -> LedgerInputs {
        try writer.read { db in
            let state = try ObservationCache.state(db)
            // A changed flight can put samples of the days before its own in the air: those are read again too.
            let read: ObservationRead = if full || state.policy != policy.description {
                .all
            } else {
                state.staleFrom.map { .from($0.adding(days: -FlightWindows.reachDays)) } ?? .none
            }
            var observations: Observations
            switch read {
            case .all:
                observations = try ObservationReader.observations(db, from: nil, policy: policy, path: path, splitRows: splitRows)
            case .from(let day):
                observations = try ObservationCache.load(db, before: day)
                observations.replace(from: day, with: try ObservationReader.observations(db, from: day, policy: policy))
            case .none:
                observations = try ObservationCache.load(db, before: nil)
            }
            return LedgerInputs(
                stays: try StayRecord.order(StayRecord.Columns.entry, Column("id")).fetchAll(db).map(\.stay),
                overrides: try OverrideRecord.order(Column("date")).fetchAll(db).map(\.override),
                crossings: try Store.crossings(db).map(\.crossing),
                confirmations: try Store.confirmations(db),
                observations: observations, read: read, policy: policy.description,
                evidenceRevision: try Store.evidenceRevision(db))
        }
    }

    /// Saves `ledger` as a new snapshot unless the latest one has the same fingerprint.
    /// Returns the snapshot in force and whether it was created now.
    ///
    /// With `inputs`, the observations read afresh for it are kept for the next `infer` in the same transaction, unless
    /// evidence changed since they were read (then the days that write marked stay stale).
    public func saveSnapshot(
        _ ledger: Ledger, fingerprint: String, evidenceRevision: Int64, parameters: String = "", runId: Int64? = nil,
        keeping inputs: LedgerInputs? = nil
    ) throws -> (snapshot: SnapshotRecord, created: Bool) {
        try writer.write { db in
            if let inputs, inputs.read != .none,
               try Store.evidenceRevision(db) == inputs.evidenceRevision {
                let from: LocalDay? = if case .from(let day) = inputs.read { day } else { nil }
                try ObservationCache.replace(db, from: from, with: inputs.observations, policy: inputs.policy)
            }
            if let latest = try SnapshotRecord.order(SnapshotRecord.Columns.id.desc).fetchOne(db), latest.fingerprint == fingerprint {
                // Same inputs, perhaps reached by another route (a stay removed and added back): still current.
                try db.execute(
                    sql: "UPDATE snapshot SET evidenceRevision = ?, parameters = ? WHERE id = ?", arguments: [evidenceRevision, parameters, latest.id])
                var current = latest
                current.evidenceRevision = evidenceRevision
                current.parameters = parameters
                return (current, false)
            }
            var snapshot = SnapshotRecord(
                createdAt: Date(), runId: runId, fingerprint: fingerprint, evidenceRevision: evidenceRevision,
                firstDay: ledger.range?.first, lastDay: ledger.range?.last, parameters: parameters)
            try snapshot.insert(db)
            try LedgerDayRecord.insert(ledger.days, snapshotId: snapshot.id!, db)
            try SnapshotChain.seal(db, snapshotId: snapshot.id!)
            return (try SnapshotRecord.fetchOne(db, key: snapshot.id!) ?? snapshot, true)
        }
    }

    /// The newest snapshot, or nil before the first `infer`.
    public func latestSnapshot() throws -> SnapshotRecord? {
        try writer.read { db in try SnapshotRecord.order(SnapshotRecord.Columns.id.desc).fetchOne(db) }
    }

    public func snapshots() throws -> [SnapshotRecord] {
        try writer.read { db in try SnapshotRecord.order(SnapshotRecord.Columns.id).fetchAll(db) }
    }

    /// Each day of a snapshot and whether it is unknown, in date order: what a summary needs, without reading the days.
    public func ledgerOutline(snapshotId: Int64) throws -> [(date: LocalDay, unknown: Bool)] {
        try writer.read { db in
            let statement = try db.makeStatement(sql: "SELECT date, countries = '' AND instr(flags, 'zone-only') = 0 FROM ledgerDay WHERE snapshotId = ? ORDER BY date")
            try statement.setArguments([snapshotId])
            var days = StoredDays()
            var outline: [(date: LocalDay, unknown: Bool)] = []
            try forEachRawRow(statement) { row in
                if let date = days.day(row.bytes(0)) { outline.append((date, row.int(1) != 0)) }
            }
            return outline
        }
    }

    /// The ledger of a snapshot, optionally limited to `range`.
    public func ledger(snapshotId: Int64, in range: DayRange? = nil) throws -> Ledger {
        try writer.read { db in
            var request = LedgerDayRecord.filter(LedgerDayRecord.Columns.snapshotId == snapshotId)
            if let range {
                request = request.filter(LedgerDayRecord.Columns.date >= range.first && LedgerDayRecord.Columns.date <= range.last)
            }
            return Ledger(days: try request.order(LedgerDayRecord.Columns.date).fetchAll(db).map { try $0.ledgerDay() })
        }
    }
}

extension Store {
    /// The ledger of the newest snapshot (within `range`, when given), and whether evidence changed after it was computed.
    public func currentLedger(in range: DayRange? = nil) throws -> (ledger: Ledger, snapshot: SnapshotRecord, stale: Bool) {
        guard let snapshot = try latestSnapshot(), let id = snapshot.id else { throw StoreError.noSnapshot }
        let stale = try evidenceRevision() != snapshot.evidenceRevision
        return (try ledger(snapshotId: id, in: range), snapshot, stale)
    }
}

extension Store {
    /// Every snapshot's link in the hash chain, oldest first.
    public func snapshotChain() throws -> [SnapshotChain.Link] {
        try writer.read { db in try SnapshotChain.links(db) }
    }

    /// Recomputes the hash chain from the stored snapshots and days: nil when intact, else where it first breaks.
    public func verifySnapshotChain() throws -> SnapshotChain.Break? {
        try writer.read { db in try SnapshotChain.firstBreak(db) }
    }
}

extension Store {
    /// SQLite's own check of the file (`PRAGMA quick_check`): empty when every page, row and index is sound, else what
    /// it found, up to ten lines.
    public func fileProblems() throws -> [String] {
        try writer.read { db in
            try String.fetchAll(db, sql: "PRAGMA quick_check(10)").filter { $0 != "ok" }
        }
    }
}
