import BorderLogCore
import Foundation
import GRDB
import GRDBSQLite

/// Inserts signals with each value bound straight to SQLite.
///
/// The bulk path of every import: millions of rows pass through here, and building a
/// `StatementArguments` of boxed values, a `Date` formatter's text and a JSON string per row cost
/// several times SQLite's own work. Lives only inside one `write` transaction.
struct SignalInsert {
    static let sql = """
        INSERT INTO signal (kind, sourceId, identity, utc, local, day, timezone, lat, lon, accuracy, country, nearBorder, resolved, detail)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (identity) DO NOTHING
        """

    private let statement: Statement
    private let connection: SQLiteConnection?
    /// Details repeat (every Takeout record from WIFI says the same), so recent JSON texts are reused.
    private var recentDetails: [(detail: [String: String], text: String)] = []

    init(_ db: Database) throws {
        statement = try db.makeStatement(sql: Self.sql)
        connection = db.sqliteConnection
    }

    /// Inserts one signal; false when its identity was already stored.
    mutating func insert(_ signal: Signal, sourceId: Int64) throws -> Bool {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        bind(signal.kind.rawValue, 1)
        sqlite3_bind_int64(handle, 2, sourceId)
        bind(signal.identity, 3)
        if let utc = signal.utc {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
                let count = writeStorageText(utc, to: buffer.baseAddress!)
                _ = sqlite3_bind_text(handle, 4, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), Int32(count), SQLITE_TRANSIENT)
            }
        } else {
            sqlite3_bind_null(handle, 4)
        }
        bind(signal.local, 5)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { buffer in
            let count = ASCIIDigits.writeDay(signal.day, to: buffer.baseAddress!)
            _ = sqlite3_bind_text(handle, 6, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), Int32(count), SQLITE_TRANSIENT)
        }
        bind(signal.timeZone, 7)
        bind(signal.coordinate?.latitude, 8)
        bind(signal.coordinate?.longitude, 9)
        bind(signal.accuracy, 10)
        bind(signal.country?.rawValue, 11)
        if let nearBorder = signal.nearBorder { sqlite3_bind_int(handle, 12, nearBorder ? 1 : 0) } else { sqlite3_bind_null(handle, 12) }
        sqlite3_bind_int(handle, 13, signal.country != nil && signal.timeZone != nil ? 1 : 0)
        bind(detailText(signal.detail), 14)
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            sqlite3_reset(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: Self.sql)
        }
        return sqlite3_changes(connection) > 0
    }

    private mutating func detailText(_ detail: [String: String]) -> String? {
        if detail.isEmpty { return nil }
        if let known = recentDetails.first(where: { $0.detail == detail }) { return known.text }
        let text = JSONText.object(detail)
        if recentDetails.count == 8 { recentDetails.removeFirst() }
        recentDetails.append((detail, text))
        return text
    }

    private func bind(_ text: String?, _ index: Int32) {
        let handle = statement.sqliteStatement
        guard var text else {
            sqlite3_bind_null(handle, index)
            return
        }
        text.withUTF8 { bytes in
            if let base = bytes.baseAddress {
                _ = sqlite3_bind_text(handle, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(bytes.count), SQLITE_TRANSIENT)
            } else {
                // An empty buffer may have no address, which SQLite would store as NULL.
                _ = sqlite3_bind_text(handle, index, "", 0, SQLITE_TRANSIENT)
            }
        }
    }

    private func bind(_ value: Double?, _ index: Int32) {
        if let value { sqlite3_bind_double(statement.sqliteStatement, index, value) } else { sqlite3_bind_null(statement.sqliteStatement, index) }
    }
}

/// SQLite copies the bytes before the bind call returns (`SQLITE_TRANSIENT`), so scratch buffers may be reused.
private let SQLITE_TRANSIENT = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
