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

    /// Every signal with a country as an `EvidencePoint`. SQLite does the date and time arithmetic and
    /// rows come in storage order (no sort), so a ten-year store of a million signals reads quickly;
    /// flight details are decoded only for calendar signals, and a location sample's altitude and speed
    /// (which tell a sample in flight) are read by SQLite only from details that mention them.
    static func evidencePoints(_ db: Database) throws -> [EvidencePoint] {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT CAST(julianday(day) - 2440587.5 AS INTEGER), kind, country,
                   CASE WHEN length(local) = 19 THEN substr(local, 12, 2) * 3600 + substr(local, 15, 2) * 60 + substr(local, 18, 2) END,
                   accuracy, nearBorder, CASE WHEN kind = 'calendar' THEN detail END,
                   CASE WHEN kind = 'location' AND instr(detail, '"altitude"') > 0 AND json_valid(detail)
                        THEN CAST(json_extract(detail, '$.altitude') AS REAL) END,
                   CASE WHEN kind = 'location' AND instr(detail, 'peed"') > 0 AND json_valid(detail)
                        THEN CAST(coalesce(json_extract(detail, '$.speed'), json_extract(detail, '$.trackSpeed')) AS REAL) END
            FROM signal WHERE country IS NOT NULL ORDER BY id
            """)
        var countries: [String: CountryCode] = [:]
        var points: [EvidencePoint] = []
        while let row = try rows.next() {
            let code: String = row[2]
            guard let ordinal: Int = row[0], let kind = SignalKind(rawValue: row[1]),
                  let country = countries[code] ?? CountryCode(code) else { continue }
            countries[code] = country
            var point = EvidencePoint(
                day: LocalDay(ordinal: ordinal), kind: kind, country: country, secondsOfDay: row[3], accuracy: row[4],
                nearBorder: row[5] ?? false, altitude: row[7], speed: row[8])
            if kind == .calendar, let detail: String = row[6],
               let fields = try? JSONDecoder().decode([String: String].self, from: Data(detail.utf8)),
               let flight = FlightDetail(storedDetail: fields) {
                point.flight = EvidencePoint.FlightLeg(flight)
            }
            points.append(point)
        }
        return points
    }

    /// Saves `ledger` as a new snapshot unless the latest one has the same fingerprint.
    /// Returns the snapshot in force and whether it was created now.
    public func saveSnapshot(
        _ ledger: Ledger, fingerprint: String, evidenceRevision: Int64, parameters: String = "", runId: Int64? = nil
    ) throws -> (snapshot: SnapshotRecord, created: Bool) {
        try writer.write { db in
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
            for day in ledger.days {
                try LedgerDayRecord(snapshotId: snapshot.id!, day: day).insert(db)
            }
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
