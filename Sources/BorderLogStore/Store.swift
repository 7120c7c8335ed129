import BorderLogModel
import BorderLogSettings
import CSQLiteConfig
import Foundation
import GRDB
import Logging
import Synchronization

/// The signal store: one SQLite file (WAL, foreign keys on, mode 0600) that every stage reads and writes.
///
/// Every write method runs in one transaction, so a run killed at any point leaves the store as it was
/// before that write or after it, never in between.
public final class Store: Sendable {
    let writer: any DatabaseWriter
    /// The file, or nil for an in-memory store.
    public let path: String?
    let logger: Logger
    /// Rows this connection changed only to record runs (see `deinit`).
    let runBookkeeping = Mutex(0)

    /// Opens (creating when needed) the store at `path` and brings its schema up to date.
    public init(path: String, logger: Logger = Logger(label: "borderlog.store")) throws {
        _ = Store.configureSQLite
        try Store.prepareFile(at: path)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        configuration.label = "borderlog"
        configuration.prepareDatabase { db in
            // WAL is a property of the file: set by the first open, read back by every later one.
            guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                // Wrapped in `StoreError.cannotCreate` below, like every other failure to open.
                throw DatabaseError(message: "the file system does not allow write-ahead logging")
            }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // Decided on close (see `deinit`).
            _ = borderlog_sqlite_checkpoint_on_close(db.sqliteConnection, 0)
        }
        do {
            // One connection: every command reads and writes from one thread at a time, and other
            // processes still read beside a writer through the log.
            writer = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw StoreError.cannotCreate(path: path, reason: "\(error)")
        }
        self.path = path
        self.logger = logger
        try Migrations.migrator.migrate(writer)
    }

    /// A log larger than this is folded in on close, so that the next open, which reads the log back, stays cheap.
    static let logLimitOnClose: Int64 = 1 << 20

    /// Closing folds the write-ahead log into the file (a checkpoint, two fsyncs, and the log made anew by
    /// the next writer) when this connection changed evidence, so that a copy of the file alone holds it all.
    /// A run that only recorded itself — an unchanged rerun from cron, a report — leaves its few pages in the
    /// log instead, unless the log has grown large.
    deinit {
        guard let path else { return }
        let bookkeeping = runBookkeeping.withLock { $0 }
        writer.writeWithoutTransaction { db in
            var info = stat()
            let logSize = stat(path + "-wal", &info) == 0 ? Int64(info.st_size) : 0
            if db.totalChangesCount > bookkeeping || logSize > Store.logLimitOnClose {
                _ = borderlog_sqlite_checkpoint_on_close(db.sqliteConnection, 1)
            }
        }
    }

    /// Process-wide SQLite settings, applied once before the first connection opens.
    private static let configureSQLite: Void = {
        _ = borderlog_sqlite_disable_memory_statistics()
    }()

    /// A private store in memory, for tests.
    public init(inMemory: Void = (), logger: Logger = Logger(label: "borderlog.store")) throws {
        _ = Store.configureSQLite
        writer = try DatabaseQueue()
        path = nil
        self.logger = logger
        try Migrations.migrator.migrate(writer)
    }

    /// Creates the folder (0700) and an empty file (0600) so SQLite never creates them world-readable.
    ///
    /// An existing file is never opened here: closing a descriptor drops every POSIX lock the process holds on the
    /// file, those of the connections already open included (the server keeps some). A CLI closing beside them would
    /// then take itself for the last connection and delete the write-ahead log they still read.
    private static func prepareFile(at path: String) throws {
        try StorePath.prepareFolder(for: path)
        let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            if errno == EEXIST { return }
            throw StoreError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
        close(fd)
    }

    /// Records a change of evidence in the transaction that made it: increments the revision that tells reports
    /// whether the ledger is older than the evidence, and, when located signals changed, marks the kept observations
    /// stale from `earliestSignalDay`, the earliest day whose signals were added, removed or changed (`ObservationCache`).
    static func evidenceChanged(earliestSignalDay: LocalDay? = nil, _ db: Database) throws {
        try db.execute(sql: "UPDATE storeMeta SET value = value + 1 WHERE key = 'evidenceRevision'")
        if let earliestSignalDay { try ObservationCache.markStale(from: earliestSignalDay, db) }
    }

    public func evidenceRevision() throws -> Int64 {
        try writer.read { db in try Store.evidenceRevision(db) }
    }

    static func evidenceRevision(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT value FROM storeMeta WHERE key = 'evidenceRevision'") ?? 0
    }
}
