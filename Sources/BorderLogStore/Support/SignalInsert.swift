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
    private static let columns = SignalColumn.allCases.count

    private static func sql(rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
        return """
            INSERT OR IGNORE INTO signal (\(SignalColumn.list()))
            VALUES \(Array(repeating: row, count: rows).joined(separator: ", "))
            """
    }

    private let db: Database
    private let single: Statement
    /// Prepared on first use: most photo and calendar transactions never fill a group.
    private var group: Statement?
    private let connection: SQLiteConnection?
    /// One signal's detail JSON, written here and bound from here (SQLite copies it).
    private var detail: [UInt8] = []

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

    /// Binds one signal's values, one per `SignalColumn`, after parameter `offset`.
    private mutating func bind(_ signal: borrowing Signal, sourceId: Int64, to handle: SQLiteStatement, at offset: Int32) {
        bind(signal.kind.rawValue, handle, offset + SignalColumn.kind.parameter)
        sqlite3_bind_int64(handle, offset + SignalColumn.sourceId.parameter, sourceId)
        bind(signal.identity, handle, offset + SignalColumn.identity.parameter)
        if let utc = signal.utc {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
                let count = writeStorageText(utc, to: buffer.baseAddress!)
                bind(UnsafeBufferPointer(start: buffer.baseAddress, count: count), handle, offset + SignalColumn.utc.parameter)
            }
        } else {
            sqlite3_bind_null(handle, offset + SignalColumn.utc.parameter)
        }
        if let local = signal.local {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
                let count = local.write(to: buffer.baseAddress!)
                bind(UnsafeBufferPointer(start: buffer.baseAddress, count: count), handle, offset + SignalColumn.local.parameter)
            }
        } else {
            sqlite3_bind_null(handle, offset + SignalColumn.local.parameter)
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { buffer in
            let count = ASCIIDigits.writeDay(signal.day, to: buffer.baseAddress!)
            bind(UnsafeBufferPointer(start: buffer.baseAddress, count: count), handle, offset + SignalColumn.day.parameter)
        }
        bind(signal.timeZone, handle, offset + SignalColumn.timezone.parameter)
        bind(signal.coordinate?.latitude, handle, offset + SignalColumn.lat.parameter)
        bind(signal.coordinate?.longitude, handle, offset + SignalColumn.lon.parameter)
        bind(signal.accuracy, handle, offset + SignalColumn.accuracy.parameter)
        bind(signal.country?.rawValue, handle, offset + SignalColumn.country.parameter)
        if let nearBorder = signal.nearBorder {
            sqlite3_bind_int(handle, offset + SignalColumn.nearBorder.parameter, nearBorder ? 1 : 0)
        } else {
            sqlite3_bind_null(handle, offset + SignalColumn.nearBorder.parameter)
        }
        sqlite3_bind_int(handle, offset + SignalColumn.resolved.parameter, signal.isResolved ? 1 : 0)
        detail.removeAll(keepingCapacity: true)
        if signal.detail.appendStoredJSON(to: &detail) {
            detail.withUnsafeBufferPointer { bind($0, handle, offset + SignalColumn.detail.parameter) }
        } else {
            sqlite3_bind_null(handle, offset + SignalColumn.detail.parameter)
        }
        bind(signal.region?.rawValue, handle, offset + SignalColumn.region.parameter)
        bind(signal.nearbyRegion?.rawValue, handle, offset + SignalColumn.nearbyRegion.parameter)
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
