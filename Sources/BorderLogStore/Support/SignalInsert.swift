import BorderLogModel
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
        try insert(SignalRows(signals), sourceId: sourceId)
    }

    /// The same for signals already written out.
    mutating func insert(_ signals: SignalRows, sourceId: Int64) throws -> Int {
        var added = 0
        var start = 0
        try signals.text.withUnsafeBufferPointer { text in
            // The texts are bound where they lie, not copied (`bindStatic`): the bindings are cleared before they move.
            defer {
                sqlite3_clear_bindings(single.sqliteStatement)
                if let group { sqlite3_clear_bindings(group.sqliteStatement) }
            }
            while start < signals.count {
                let rows = signals.count - start >= Self.groupSize ? Self.groupSize : 1
                let statement = rows == 1 ? single : try groupStatement()
                let handle = statement.sqliteStatement
                sqlite3_reset(handle)
                for row in 0..<rows {
                    Self.bind(signals.rows[start + row], text, sourceId: sourceId, to: handle, at: Int32(row * Self.columns))
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
    private static func bind(
        _ row: SignalRows.Row, _ text: UnsafeBufferPointer<UInt8>, sourceId: Int64, to handle: SQLiteStatement, at offset: Int32
    ) {
        func bind(_ range: Range<Int>?, _ column: SignalColumn) {
            if let range { bindStatic(UnsafeBufferPointer(rebasing: text[range]), handle, offset + column.parameter) } else {
                sqlite3_bind_null(handle, offset + column.parameter)
            }
        }
        func bind(_ value: Double?, _ column: SignalColumn) {
            if let value { sqlite3_bind_double(handle, offset + column.parameter, value) } else { sqlite3_bind_null(handle, offset + column.parameter) }
        }
        bindText(row.kind.rawValue, to: handle, at: offset + SignalColumn.kind.parameter)
        sqlite3_bind_int64(handle, offset + SignalColumn.sourceId.parameter, sourceId)
        bind(row.identity, .identity)
        bind(row.utc, .utc)
        bind(row.local, .local)
        bind(row.day, .day)
        bind(row.timeZone, .timezone)
        bind(row.latitude, .lat)
        bind(row.longitude, .lon)
        bind(row.accuracy, .accuracy)
        bind(row.country, .country)
        if let nearBorder = row.nearBorder {
            sqlite3_bind_int(handle, offset + SignalColumn.nearBorder.parameter, nearBorder ? 1 : 0)
        } else {
            sqlite3_bind_null(handle, offset + SignalColumn.nearBorder.parameter)
        }
        sqlite3_bind_int(handle, offset + SignalColumn.resolved.parameter, row.resolved ? 1 : 0)
        bind(row.detail, .detail)
        bind(row.region, .region)
        bind(row.nearbyRegion, .nearbyRegion)
    }

    /// Binds bytes that stay where they are until the statement's bindings are cleared: SQLite reads them in place
    /// (`SQLITE_STATIC`) instead of allocating a copy of each of a row's texts.
    private static func bindStatic(_ bytes: UnsafeBufferPointer<UInt8>, _ handle: SQLiteStatement, _ index: Int32) {
        guard let base = bytes.baseAddress else { return bindText(bytes, to: handle, at: index) }
        _ = sqlite3_bind_text(handle, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil)
    }
}
