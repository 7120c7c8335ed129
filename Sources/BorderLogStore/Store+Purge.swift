import BorderLogInference
import BorderLogModel
import Foundation
import GRDB

extension Store {
    /// What a purge removed or erased.
    public struct PurgeCounts: Sendable, Equatable {
        public var signals = 0, sources = 0, stays = 0, crossings = 0, overrides = 0, snapshots = 0, ledgerDays = 0
        /// Official checks of remaining days (`crossings checkpoint`).
        public var checkpoints = 0
        /// Stays that began before the purge day and now begin on it.
        public var staysShortened = 0
        /// Signals whose coordinates were erased.
        public var coordinatesErased = 0

        public init() {}
    }

    /// Deletes every piece of evidence and everything derived from it: sources, signals, stays, crossings, checkpoints,
    /// overrides, confirmations, snapshots, and the history of finished runs (their arguments name files). The next import starts
    /// afresh.
    public func purgeAll() throws -> PurgeCounts {
        try purge { db in
            var counts = PurgeCounts()
            counts.signals = try count(db, "signal")
            counts.stays = try count(db, "manualStay")
            counts.crossings = try count(db, "crossing")
            counts.ledgerDays = try count(db, "ledgerDay")
            counts.checkpoints = try count(db, "checkpoint")
            try db.execute(sql: "DELETE FROM signal; DELETE FROM manualStay; DELETE FROM crossing; DELETE FROM checkpoint; DELETE FROM dayConfirmation")
            counts.sources = try SourceRecord.deleteAll(db)
            counts.overrides = try OverrideRecord.deleteAll(db)
            try db.execute(sql: "DELETE FROM ledgerDay")
            try ObservationCache.remove(db, before: nil)
            counts.snapshots = try SnapshotRecord.deleteAll(db)
            try db.execute(sql: "DELETE FROM run WHERE outcome <> 'running'")
            return counts
        }
    }

    /// Deletes the evidence of the days before `day`: signals, crossings, checkpoints, overrides and ledger days before it; stays that
    /// ended before it, and the part before it of a stay that spans it. The snapshot hash chain is sealed again. Source rows stay, so that an unchanged
    /// file whose evidence was purged is not imported again.
    public func purge(before day: LocalDay) throws -> PurgeCounts {
        try purge { db in
            var counts = PurgeCounts()
            // A flight purged with its day may have spanned samples of the days kept (`FlightWindows.reachDays`).
            let flightNearby = try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM signal WHERE \(SignalColumn.flightKinds) AND day >= ? AND day < ?)
                """, arguments: [day.adding(days: -FlightWindows.reachDays), day]) ?? false
            if flightNearby { try ObservationCache.markStale(from: day, db) }
            try db.execute(sql: "DELETE FROM signal WHERE day < ?", arguments: [day])
            counts.signals = db.changesCount
            // Those days have no signals left, so no observation at all is exactly what they reduce to.
            try ObservationCache.remove(db, before: day)
            try db.execute(sql: "DELETE FROM manualStay WHERE exit IS NOT NULL AND exit < ?", arguments: [day])
            counts.stays = db.changesCount
            try db.execute(sql: "UPDATE manualStay SET entry = ? WHERE entry < ?", arguments: [day, day])
            counts.staysShortened = db.changesCount
            try db.execute(sql: "DELETE FROM crossing WHERE date < ?", arguments: [day])
            counts.crossings = db.changesCount
            try db.execute(sql: "DELETE FROM checkpoint WHERE day < ?", arguments: [day])
            counts.checkpoints = db.changesCount
            try db.execute(sql: "DELETE FROM dayOverride WHERE date < ?", arguments: [day])
            counts.overrides = db.changesCount
            try db.execute(sql: "DELETE FROM dayConfirmation WHERE date < ?", arguments: [day])
            try db.execute(sql: "DELETE FROM ledgerDay WHERE date < ?", arguments: [day])
            counts.ledgerDays = db.changesCount
            // The snapshots that lost days are rewritten on purpose: the chain is sealed again over what remains.
            if counts.ledgerDays > 0 { try SnapshotChain.sealAll(db) }
            return counts
        }
    }

    /// Deletes one imported file: its source row, its signals or stays; for a zip archive, also every member recorded
    /// from it (`path!/…`). Nil when no source has that path. Imported again, the file would bring its evidence back.
    public func purge(sourcePath path: String) throws -> PurgeCounts? {
        var found = true
        let counts = try purge { db in
            var counts = PurgeCounts()
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM source WHERE path = ? OR instr(path, ?) = 1", arguments: [path, SourcePath.membersPrefix(of: path)])
            guard !ids.isEmpty else {
                found = false
                return counts
            }
            for id in ids {
                let signals = try Row.fetchOne(db, sql: "SELECT count(*), min(day) FROM signal WHERE sourceId = ?", arguments: [id])
                counts.signals += signals?[0] ?? 0
                if let earliest: LocalDay = signals?[1] { try ObservationCache.markStale(from: earliest, db) }
                counts.stays += try Int.fetchOne(db, sql: "SELECT count(*) FROM manualStay WHERE sourceId = ?", arguments: [id]) ?? 0
                counts.crossings += try Int.fetchOne(db, sql: "SELECT count(*) FROM crossing WHERE sourceId = ?", arguments: [id]) ?? 0
            }
            // Signals, stays and crossings go with their source (ON DELETE CASCADE).
            counts.sources = try SourceRecord.deleteAll(db, keys: ids)
            return counts
        }
        return found ? counts : nil
    }

    /// Erases every signal's coordinates, keeping its day, time, country, zone, accuracy and near-border flag (all
    /// that inference weighs). A location signal's identity holds its position, so it is replaced by one that holds
    /// nothing; such points, imported again, are no longer recognised as known.
    public func dropCoordinates() throws -> PurgeCounts {
        try purge { db in
            var counts = PurgeCounts()
            try db.execute(sql: "UPDATE signal SET lat = NULL, lon = NULL WHERE lat IS NOT NULL OR lon IS NOT NULL")
            counts.coordinatesErased = db.changesCount
            try db.execute(sql: "UPDATE signal SET identity = 'location:erased:' || id WHERE kind = 'location' AND identity NOT LIKE 'location:erased:%'")
            return counts
        }
    }

    /// Runs `body` in one transaction with SQLite's secure delete on, then rebuilds the file (VACUUM) and empties the
    /// write-ahead log, so that no page of the file or the log still holds what was removed.
    private func purge(_ body: (Database) throws -> PurgeCounts) throws -> PurgeCounts {
        let counts = try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA secure_delete = ON")
            var counts = PurgeCounts()
            try db.inTransaction {
                counts = try body(db)
                try Store.evidenceChanged(db)
                return .commit
            }
            try db.execute(sql: "VACUUM")
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            return counts
        }
        return counts
    }

    private func count(_ db: Database, _ table: String) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
    }
}
