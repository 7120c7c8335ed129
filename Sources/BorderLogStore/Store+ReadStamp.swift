import BorderLogModel
import Foundation
import GRDB

extension Store {
    /// What everything read from the store depends on, in one cheap query: the newest snapshot (its id, the head of the
    /// hash chain and the evidence revision it was computed at), the store's evidence revision (stays, overrides,
    /// crossings, sources and signals all move it) and the saved plans, which are not evidence.
    ///
    /// Two equal stamps mean equal reads, whichever process wrote in between. Plans are never edited and their ids never
    /// reused (`AUTOINCREMENT`), so their count and highest id name the set. The alerts that hold (`alerts check`) are
    /// part of what the live page shows: their count and the latest start or end of one name them.
    public struct ReadStamp: Equatable, Sendable {
        public var snapshotId: Int64?
        public var snapshotHash: String?
        public var snapshotEvidenceRevision: Int64?
        public var evidenceRevision: Int64
        public var planCount: Int64
        public var lastPlanId: Int64
        public var holdingAlerts: Int64
        public var lastAlertChange: String?
    }

    /// One statement, which SQLite reads from one snapshot of the file without a transaction around it: the server
    /// runs it on every request, so it skips the savepoint and read-only pragmas of `read` and keeps its statement.
    public func readStamp() throws -> ReadStamp {
        try writer.unsafeRead { db in
            let row = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT s.id, s.hash, s.evidenceRevision,
                       (SELECT value FROM storeMeta WHERE key = 'evidenceRevision'),
                       (SELECT count(*) FROM plan), (SELECT coalesce(max(id), 0) FROM plan),
                       (SELECT count(*) FROM alert WHERE holding), (SELECT max(max(heldSince, coalesce(endedAt, heldSince))) FROM alert)
                FROM (SELECT 1) LEFT JOIN (SELECT id, hash, evidenceRevision FROM snapshot ORDER BY id DESC LIMIT 1) AS s
                """))!
            return ReadStamp(
                snapshotId: row[0], snapshotHash: row[1], snapshotEvidenceRevision: row[2], evidenceRevision: row[3] ?? 0,
                planCount: row[4], lastPlanId: row[5], holdingAlerts: row[6], lastAlertChange: row[7])
        }
    }
}
