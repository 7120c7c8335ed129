import BorderLogFiles
import BorderLogModel
import Foundation
import GRDB

extension Store {
    /// Every source of one format, for a batch that checks thousands of files with `stat` alone.
    /// Read column by column into one byte buffer: an unchanged rerun over a large library is mostly this query.
    /// The scan reads every page of the table once, so the file is mapped for it rather than copied page by page.
    public func knownSources(format: SourceFormat) throws -> KnownFiles {
        try writer.read { db in
            try db.execute(sql: "PRAGMA mmap_size = 268435456")
            defer { try? db.execute(sql: "PRAGMA mmap_size = 0") }
            let statement = try db.makeStatement(sql: "SELECT path, size, mtime FROM source WHERE format = ?")
            try statement.setArguments([format.rawValue])
            var files = KnownFiles()
            try forEachRawRow(statement) { row in
                guard !row.isNull(0) else { return }
                files.add(path: row.bytes(0), KnownFiles.Stamp(size: Int64(row.int(1)), mtime: row.double(2)))
            }
            return files
        }
    }

    /// Records many imported files and their signals in one transaction (a photo batch, say).
    ///
    /// A source row for the same path and format is replaced (its size, mtime and hash updated), and when
    /// its content changed, its earlier signals are dropped first; signals whose identity is already
    /// stored — from this file or any other — are counted unchanged.
    @discardableResult
    public func importSignals(batch: [(source: SourceRecord, signals: [Signal])]) throws -> (added: Int, unchanged: Int) {
        try importSignalsPerSource(batch: batch).reduce((0, 0)) { ($0.added + $1.added, $0.unchanged + $1.unchanged) }
    }

    /// `importSignals(batch:)`, telling what became of each source's signals, in batch order: a batch of many
    /// files (say, a folder of daily tracks) in one transaction still reports file by file.
    public func importSignalsPerSource(batch: [(source: SourceRecord, signals: [Signal])]) throws -> [(added: Int, unchanged: Int)] {
        try bulkWrite(large: batch.reduce(0) { $0 + $1.signals.count } >= Self.largeBatch) { db, insert in
            var counts: [(added: Int, unchanged: Int)] = []
            counts.reserveCapacity(batch.count)
            var earliest: LocalDay?
            for (source, signals) in batch {
                let (new, count, touched) = try Store.insert(signals, from: source, with: &insert, db)
                counts.append((new, count - new))
                if let touched { earliest = min(earliest ?? touched, touched) }
            }
            return (counts, earliest)
        }
    }

    /// `importSignals(batch:)` for one source whose signals come a chunk at a time from `next` (nil after the last),
    /// written out on the thread that made them (`SignalRows`), still in one transaction: a large file's first signals
    /// are written while its later ones are being made (a logbook's flights, mapped on another thread). An error `next`
    /// throws rolls the transaction back.
    public func importSignals(source: SourceRecord, chunks next: () throws -> SignalRows?) throws -> (added: Int, unchanged: Int) {
        try bulkWrite(large: true) { db, insert in
            let (sourceId, removedFrom) = try Store.save(source, db)
            var added = 0, total = 0
            var firstDay: LocalDay?
            while let chunk = try next() {
                added += try insert.insert(chunk, sourceId: sourceId)
                total += chunk.count
                if let first = chunk.earliestDay { firstDay = min(firstDay ?? first, first) }
            }
            // As `insert(_:from:with:_:)`: which were new is not known, so the earliest of all, when any was.
            let earliest = [removedFrom, added > 0 ? firstDay : nil].compactMap { $0 }.min()
            return ((added, total - added), earliest)
        }
    }

    /// Runs `body` with the statements of one write transaction, then marks the evidence changed from the earliest day
    /// it returns. Every signal points at the source row this same transaction writes, so foreign keys cannot break
    /// here; checking them would make each multi-row INSERT "may abort", and SQLite would copy every page it touches
    /// into a statement journal on disk. (The pragma is a no-op inside a transaction, hence the transaction is opened by
    /// hand.) A `large` write dirties more pages than SQLite's cache holds by default (2 MB): it would write pages to
    /// the log before its commit and read them back, again and again (a logbook of 100,000 signals wrote each page three
    /// times and a half), so its transaction gets `largeBatchCacheKiB` of cache, and the default again after it.
    func bulkWrite<Result>(
        large: Bool, _ body: (Database, inout SignalInsert) throws -> (Result, earliest: LocalDay?)
    ) throws -> Result {
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
            let cache = large ? try Int.fetchOne(db, sql: "PRAGMA cache_size") : nil
            if cache != nil { try db.execute(sql: "PRAGMA cache_size = -\(Self.largeBatchCacheKiB)") }
            defer { if let cache { try? db.execute(sql: "PRAGMA cache_size = \(cache)") } }
            var result: Result?
            try db.inTransaction {
                var insert = try SignalInsert(db)
                let (made, earliest) = try body(db, &insert)
                if let earliest { try Store.evidenceChanged(earliestSignalDay: earliest, db) }
                result = made
                return .commit
            }
            return result!
        }
    }

    /// Signals in one batch from which its transaction gets `largeBatchCacheKiB` of page cache.
    static let largeBatch = 5_000
    static let largeBatchCacheKiB = 16 << 10

    /// One source and its signals. The statements are prepared once per transaction, not per source: a photo
    /// batch is thousands of sources of one signal each. `earliest` is the earliest day whose signals changed, nil
    /// when none did.
    static func insert(
        _ signals: [Signal], from source: SourceRecord, with insert: inout SignalInsert, _ db: Database
    ) throws -> (added: Int, total: Int, earliest: LocalDay?) {
        let (sourceId, removedFrom) = try save(source, db)
        let added = try insert.insert(signals, sourceId: sourceId)
        // Which of them were new is not known, so the earliest of all of them, when any was.
        let addedFrom = added > 0 ? signals.lazy.map(\.day).min() : nil
        let earliest = [removedFrom, addedFrom].compactMap { $0 }.min()
        return (added, signals.count, earliest)
    }

    /// Writes the source row (replacing the one of the same path and format) and returns its id; when the file's
    /// content changed, its earlier signals are dropped, and the earliest day they held is returned.
    static func save(_ source: SourceRecord, _ db: Database) throws -> (id: Int64, removedFrom: LocalDay?) {
        var saved = source
        var removedFrom: LocalDay?
        let lookup = try db.cachedStatement(sql: "SELECT id, contentHash FROM source WHERE path = ? AND format = ?")
        if let existing = try Row.fetchOne(lookup, arguments: [source.path, source.format]) {
            let existingID: Int64 = existing[0], existingHash: String = existing[1]
            saved.id = existingID
            if existingHash != source.contentHash {
                // The file changed: what it says now replaces what it said (a flight cancelled since, say).
                removedFrom = try LocalDay.fetchOne(db, sql: "SELECT min(day) FROM signal WHERE sourceId = ?", arguments: [existingID])
                try SignalRecord.filter(SignalRecord.Columns.sourceId == existingID).deleteAll(db)
            }
            try saved.update(db)
        } else {
            try db.cachedStatement(sql: "INSERT INTO source (path, format, size, mtime, contentHash, importedAt) VALUES (?, ?, ?, ?, ?, ?)")
                .execute(arguments: [source.path, source.format, source.size, source.mtime, source.contentHash, source.importedAt])
            saved.id = db.lastInsertedRowID
        }
        return (saved.id!, removedFrom)
    }

    /// Signals in day order, optionally of one kind, of one day, or of a range of days.
    public func signals(kind: SignalKind? = nil, on day: LocalDay? = nil, in range: DayRange? = nil) throws -> [(signal: Signal, source: String)] {
        try writer.read { db in
            let paths = try Store.sourcePaths(db)
            var request = SignalRecord.order(SignalRecord.Columns.day, Column("local"), Column("id"))
            if let kind { request = request.filter(SignalRecord.Columns.kind == kind) }
            if let day { request = request.filter(SignalRecord.Columns.day == day) }
            if let range { request = request.filter(SignalRecord.Columns.day >= range.first && SignalRecord.Columns.day <= range.last) }
            return try request.fetchAll(db).map { ($0.signal, paths[$0.sourceId] ?? "") }
        }
    }

    /// Up to `limit` signals after id `after` that resolution has not looked at yet (or all, to
    /// re-resolve after a data update), in id order so a caller can page through millions.
    public func signalsToResolve(all: Bool, after: Int64 = 0, limit: Int = 10_000) throws -> [(id: Int64, signal: Signal)] {
        try writer.read { db in
            var request = SignalRecord.filter(Column("id") > after)
            if !all { request = request.filter(SignalRecord.Columns.resolved == false) }
            return try request.order(Column("id")).limit(limit).fetchAll(db).map { ($0.id!, $0.signal) }
        }
    }

    /// Writes resolution results: country, zone, near-border flag, region, and the time fields the zone decides.
    public func saveResolutions(_ resolved: [(id: Int64, signal: Signal)]) throws {
        try writer.write { db in
            guard let low = resolved.lazy.map(\.id).min(), let high = resolved.lazy.map(\.id).max() else { return }
            // A signal's day may move with its zone: the earliest day before (of the ids' whole span, which the
            // primary key reads without a look-up per id) and after.
            let before = try LocalDay.fetchOne(db, sql: "SELECT min(day) FROM signal WHERE id BETWEEN ? AND ?", arguments: [low, high])
            let after = resolved.lazy.map(\.signal.day).min()
            let statement = try db.cachedStatement(sql: """
                UPDATE signal SET country = ?, timezone = ?, nearBorder = ?, region = ?, nearbyRegion = ?, day = ?, local = ?, utc = ?,
                    resolved = 1 WHERE id = ?
                """)
            for (id, signal) in resolved {
                try statement.execute(arguments: [
                    signal.country?.rawValue, signal.timeZone, signal.nearBorder, signal.region, signal.nearbyRegion, signal.day,
                    signal.local, signal.utc.map(storageText), id,
                ])
            }
            try Store.evidenceChanged(earliestSignalDay: [before, after].compactMap { $0 }.min(), db)
        }
    }
}
