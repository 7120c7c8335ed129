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
    public func recordRun<T>(
        stage: String, arguments: [String], _ body: () throws -> (T, RunCounts, message: String?)
    ) throws -> T {
        var run = RunRecord(stage: stage, arguments: arguments)
        try writer.write { db in
            try db.execute(sql: "UPDATE run SET outcome = 'interrupted' WHERE outcome = 'running'")
            try run.insert(db)
        }
        do {
            let (result, counts, message) = try body()
            try finish(&run, outcome: counts.rejected > 0 ? .rejected : .ok, counts: counts, message: message)
            return result
        } catch {
            try? finish(&run, outcome: .failed, counts: RunCounts(), message: "\(error)")
            throw error
        }
    }

    private func finish(_ run: inout RunRecord, outcome: RunRecord.Outcome, counts: RunCounts, message: String?) throws {
        run.endedAt = Date()
        run.outcome = outcome
        run.seen = counts.seen
        run.added = counts.added
        run.unchanged = counts.unchanged
        run.rejected = counts.rejected
        run.message = message
        let finished = run
        try writer.write { db in try finished.update(db) }
    }

    /// Most recent runs first.
    public func runs(limit: Int = 20) throws -> [RunRecord] {
        try writer.read { db in try RunRecord.order(Column("id").desc).limit(limit).fetchAll(db) }
    }
}
