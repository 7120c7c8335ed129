import BorderLogCore
import Foundation
import GRDB
import GRDBSQLite

/// Inserts signals with each value bound straight to SQLite.
///
/// The bulk path of every import: millions of rows pass through here, and building a
/// `StatementArguments` of boxed values, a `Date` formatter's text and a JSON string per row cost
/// several times SQLite's own work. Made once per `write` transaction and used only inside it.
struct SignalInsert {
    /// Rows per multi-row statement: stepping one statement costs about as much as storing a row, so
    /// rows go in groups.
    static let groupSize = 32
    private static let columns = 14

    private static func sql(rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
        return """
            INSERT OR IGNORE INTO signal (kind, sourceId, identity, utc, local, day, timezone, lat, lon, accuracy, country, nearBorder, resolved, detail)
            VALUES \(Array(repeating: row, count: rows).joined(separator: ", "))
            """
    }

    private let db: Database
    private let single: Statement
    /// Prepared on first use: most photo and calendar transactions never fill a group.
    private var group: Statement?
    private let connection: SQLiteConnection?

    /// `OR IGNORE` skips a row whose identity is already stored (the values bound here never break the
    /// other constraints), so a statement cannot abort half-way and SQLite needs no statement journal,
    /// provided foreign keys are not checked meanwhile (see `importSignals`).
    init(_ db: Database) throws {
        self.db = db
        single = try db.makeStatement(sql: Self.sql(rows: 1))
        connection = db.sqliteConnection
    }

    /// Inserts the signals and returns how many were new (the others' identities were already stored).
    mutating func insert(_ signals: [Signal], sourceId: Int64) throws -> Int {
        var added = 0
        var start = 0
        while start < signals.count {
            let rows = signals.count - start >= Self.groupSize ? Self.groupSize : 1
            let statement = rows == 1 ? single : try groupStatement()
            let handle = statement.sqliteStatement
            sqlite3_reset(handle)
            for row in 0..<rows {
                bind(signals[start + row], sourceId: sourceId, to: handle, at: Int32(row * Self.columns))
            }
            let code = sqlite3_step(handle)
            guard code == SQLITE_DONE else {
                let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
                sqlite3_reset(handle)
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
            }
            added += Int(sqlite3_changes(connection))
            start += rows
        }
        return added
    }

    private mutating func groupStatement() throws -> Statement {
        if let group { return group }
        let made = try db.makeStatement(sql: Self.sql(rows: Self.groupSize))
        group = made
        return made
    }

    /// Binds one signal's 14 values after parameter `offset`.
    private func bind(_ signal: borrowing Signal, sourceId: Int64, to handle: SQLiteStatement, at offset: Int32) {
        bind(signal.kind.rawValue, handle, offset + 1)
        sqlite3_bind_int64(handle, offset + 2, sourceId)
        bind(signal.identity, handle, offset + 3)
        if let utc = signal.utc {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
                let count = writeStorageText(utc, to: buffer.baseAddress!)
                bind(UnsafeBufferPointer(start: buffer.baseAddress, count: count), handle, offset + 4)
            }
        } else {
            sqlite3_bind_null(handle, offset + 4)
        }
        if let local = signal.local {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
                let count = local.write(to: buffer.baseAddress!)
                bind(UnsafeBufferPointer(start: buffer.baseAddress, count: count), handle, offset + 5)
            }
        } else {
            sqlite3_bind_null(handle, offset + 5)
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { buffer in
            let count = ASCIIDigits.writeDay(signal.day, to: buffer.baseAddress!)
            bind(UnsafeBufferPointer(start: buffer.baseAddress, count: count), handle, offset + 6)
        }
        bind(signal.timeZone, handle, offset + 7)
        bind(signal.coordinate?.latitude, handle, offset + 8)
        bind(signal.coordinate?.longitude, handle, offset + 9)
        bind(signal.accuracy, handle, offset + 10)
        bind(signal.country?.rawValue, handle, offset + 11)
        if let nearBorder = signal.nearBorder {
            sqlite3_bind_int(handle, offset + 12, nearBorder ? 1 : 0)
        } else {
            sqlite3_bind_null(handle, offset + 12)
        }
        sqlite3_bind_int(handle, offset + 13, signal.country != nil && signal.timeZone != nil ? 1 : 0)
        bind(detailText(signal.flight == nil ? signal.detail : signal.storedDetail), handle, offset + 14)
    }

    private func detailText(_ detail: [String: String]) -> String? {
        detail.isEmpty ? nil : JSONText.object(detail)
    }

    private func bind(_ text: String?, _ handle: SQLiteStatement, _ index: Int32) {
        bindText(text, to: handle, at: index)
    }

    private func bind(_ bytes: UnsafeBufferPointer<UInt8>, _ handle: SQLiteStatement, _ index: Int32) {
        bindText(bytes, to: handle, at: index)
    }

    private func bind(_ value: Double?, _ handle: SQLiteStatement, _ index: Int32) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }
}
