import BorderLogCore
import Foundation
import GRDB

extension Store {
    /// Everything the ledger is computed from, read in one transaction so it is consistent.
    public struct LedgerInputs: Sendable {
        public var stays: [Stay]
        public var overrides: [DayOverride]
        /// Located signals reduced for inference, by day and time.
        public var points: [EvidencePoint]
        public var evidenceRevision: Int64
    }

    public func ledgerInputs() throws -> LedgerInputs {
        try writer.read { db in
            LedgerInputs(
                stays: try StayRecord.order(StayRecord.Columns.entry, Column("id")).fetchAll(db).map(\.stay),
                overrides: try OverrideRecord.order(Column("date")).fetchAll(db).map(\.override),
                points: try Store.evidencePoints(db),
                evidenceRevision: try Int64.fetchOne(db, sql: "SELECT value FROM storeMeta WHERE key = 'evidenceRevision'") ?? 0)
        }
    }

    /// Every signal with a country as an `EvidencePoint`, in day and time order. Reads only the columns
    /// inference needs, and flight details only for calendar signals.
    static func evidencePoints(_ db: Database) throws -> [EvidencePoint] {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT day, kind, country, local, accuracy, nearBorder, CASE WHEN kind = 'calendar' THEN detail END AS detail
            FROM signal WHERE country IS NOT NULL ORDER BY day, local, id
            """)
        var points: [EvidencePoint] = []
        while let row = try rows.next() {
            guard let day = LocalDay.fromDatabaseValue(row[0]), let kind = SignalKind(rawValue: row[1]),
                  let country = CountryCode.fromDatabaseValue(row[2]) else { continue }
            let local: String? = row[3]
            var point = EvidencePoint(
                day: day, kind: kind, country: country, secondsOfDay: local.flatMap(WallTime.init)?.secondsOfDay,
                accuracy: row[4], nearBorder: row[5] ?? false)
            if let detail: String = row[6], let fields = try? JSONDecoder().decode([String: String].self, from: Data(detail.utf8)) {
                point.flight = EvidencePoint.FlightLeg(detail: fields)
            }
            points.append(point)
        }
        return points
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
