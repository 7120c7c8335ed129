import BorderLogCore
import Foundation
import GRDB

extension Store {
    /// Everything the ledger is computed from, read in one transaction so it is consistent.
    public struct LedgerInputs: Sendable {
        public var stays: [Stay]
        public var overrides: [DayOverride]
        public var evidenceRevision: Int64
    }

    public func ledgerInputs() throws -> LedgerInputs {
        try writer.read { db in
            LedgerInputs(
                stays: try StayRecord.order(StayRecord.Columns.entry, Column("id")).fetchAll(db).map(\.stay),
                overrides: try OverrideRecord.order(Column("date")).fetchAll(db).map(\.override),
                evidenceRevision: try Int64.fetchOne(db, sql: "SELECT value FROM storeMeta WHERE key = 'evidenceRevision'") ?? 0)
        }
    }

    /// Saves `ledger` as a new snapshot unless the latest one has the same fingerprint.
    /// Returns the snapshot in force and whether it was created now.
    public func saveSnapshot(
        _ ledger: Ledger, fingerprint: String, evidenceRevision: Int64, runId: Int64? = nil
    ) throws -> (snapshot: SnapshotRecord, created: Bool) {
        try writer.write { db in
            if let latest = try SnapshotRecord.order(SnapshotRecord.Columns.id.desc).fetchOne(db), latest.fingerprint == fingerprint {
                if latest.evidenceRevision != evidenceRevision {
                    // Same inputs reached by another route (e.g. a stay removed and added back): still current.
                    try db.execute(sql: "UPDATE snapshot SET evidenceRevision = ? WHERE id = ?", arguments: [evidenceRevision, latest.id])
                }
                var current = latest
                current.evidenceRevision = evidenceRevision
                return (current, false)
            }
            var snapshot = SnapshotRecord(
                createdAt: Date(), runId: runId, fingerprint: fingerprint, evidenceRevision: evidenceRevision,
                firstDay: ledger.range?.first, lastDay: ledger.range?.last)
            try snapshot.insert(db)
            for day in ledger.days {
                try LedgerDayRecord(snapshotId: snapshot.id!, day: day).insert(db)
            }
            return (snapshot, true)
        }
    }

    /// The newest snapshot, or nil before the first `infer`.
    public func latestSnapshot() throws -> SnapshotRecord? {
        try writer.read { db in try SnapshotRecord.order(SnapshotRecord.Columns.id.desc).fetchOne(db) }
    }

    public func snapshots() throws -> [SnapshotRecord] {
        try writer.read { db in try SnapshotRecord.order(SnapshotRecord.Columns.id).fetchAll(db) }
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
