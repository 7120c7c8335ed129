import GRDB
import GRDBSQLite

/// Steps a prepared statement and hands each row to `body` as SQLite's own statement handle, without a `Row` per
/// row: the bulk readers (a million signals for `infer`) read columns straight from SQLite.
func forEachRawRow(_ statement: Statement, _ body: (RawRow) throws -> Void) throws {
    let handle = statement.sqliteStatement
    while true {
        let code = sqlite3_step(handle)
        guard code == SQLITE_ROW else {
            guard code == SQLITE_DONE else { throw DatabaseError(resultCode: ResultCode(rawValue: code), sql: statement.sql) }
            return
        }
        try body(RawRow(handle: handle))
    }
}

/// The current row of a statement being stepped; valid only inside `forEachRawRow`'s body.
struct RawRow {
    let handle: SQLiteStatement

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

    func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }

    /// The text's bytes, valid until the next step; empty for NULL. Asked for as a blob: SQLite then hands out the
    /// bytes where they lie, where text would first be copied to add a terminating zero (a copy per column and row).
    func bytes(_ column: Int32) -> UnsafeBufferPointer<UInt8> {
        guard let blob = sqlite3_column_blob(handle, column) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: blob.assumingMemoryBound(to: UInt8.self), count: Int(sqlite3_column_bytes(handle, column)))
    }

    func string(_ column: Int32) -> String? {
        isNull(column) ? nil : String(decoding: bytes(column), as: UTF8.self)
    }
}

/// Binds text given as bytes to parameter `index`. SQLite copies the bytes before the call returns
/// (`SQLITE_TRANSIENT`), so scratch buffers and a row's own column bytes may be passed.
func bindText(_ bytes: UnsafeBufferPointer<UInt8>, to handle: SQLiteStatement, at index: Int32) {
    if let base = bytes.baseAddress {
        _ = sqlite3_bind_text(handle, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(bytes.count), SQLITE_TRANSIENT)
    } else {
        // An empty buffer may have no address, which SQLite would store as NULL.
        _ = sqlite3_bind_text(handle, index, "", 0, SQLITE_TRANSIENT)
    }
}

/// Binds `text` to parameter `index`, or NULL for nil.
func bindText(_ text: String?, to handle: SQLiteStatement, at index: Int32) {
    guard var text else {
        sqlite3_bind_null(handle, index)
        return
    }
    text.withUTF8 { bindText($0, to: handle, at: index) }
}

private let SQLITE_TRANSIENT = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
