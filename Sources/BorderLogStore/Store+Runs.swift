import BorderLogModel
import Foundation
import GRDB

extension Store {
    /// What a stage run did, for its `run` row and its summary line.
    public struct RunCounts: Sendable, Equatable {
        public var seen = 0
        public var added = 0
        public var unchanged = 0
        public var rejected = 0

        public init(seen: Int = 0, added: Int = 0, unchanged: Int = 0, rejected: Int = 0) {
            self.seen = seen
            self.added = added
            self.unchanged = unchanged
            self.rejected = rejected
        }
    }

    /// Records a `run` row around `body`: `running` first (so a killed run is visible), then its outcome.
    /// Runs left `running` by a killed process are marked `interrupted` when the next run starts.
    ///
    /// Written with plain statements: the record's `Codable` path costs more at start-up (first use of its
    /// generic machinery) than everything else an unchanged photo rerun does with the store.
    public func recordRun<T>(
        stage: StageName, arguments: [String], _ body: () throws -> (T, RunCounts, message: String?)
    ) throws -> T {
        let id = try writer.write { db in
            let before = db.totalChangesCount
            try db.execute(sql: "UPDATE run SET outcome = 'interrupted' WHERE outcome = 'running'")
            try db.execute(
                sql: "INSERT INTO run (stage, arguments, startedAt, outcome) VALUES (?, ?, ?, 'running')",
                arguments: [stage.rawValue, arguments.joined(separator: " "), storageText(Date())])
            runBookkeeping.withLock { $0 += db.totalChangesCount - before }
            return db.lastInsertedRowID
        }
        do {
            let (result, counts, message) = try body()
            try finishRun(id, outcome: counts.rejected > 0 ? .rejected : .ok, counts: counts, message: message)
            return result
        } catch {
            try? finishRun(id, outcome: .failed, counts: RunCounts(), message: "\(error)")
            throw error
        }
    }

    private func finishRun(_ id: Int64, outcome: RunRecord.Outcome, counts: RunCounts, message: String?) throws {
        try writer.write { db in
            try db.execute(
                sql: """
                    UPDATE run SET endedAt = ?, outcome = ?, seen = ?, added = ?, unchanged = ?, rejected = ?, message = ?
                    WHERE id = ?
                    """,
                arguments: [
                    storageText(Date()), outcome.rawValue, counts.seen, counts.added, counts.unchanged, counts.rejected, message, id,
                ])
            runBookkeeping.withLock { $0 += db.changesCount }
        }
    }

    /// Most recent runs first.
    public func runs(limit: Int = 20) throws -> [RunRecord] {
        try writer.read { db in try RunRecord.order(Column("id").desc).limit(limit).fetchAll(db) }
    }
}
