import BorderLogModel
@testable import BorderLogStore
import BorderLogTestSupport
import Foundation
import GRDB
import Testing

/// `checkpoint` rows: one answer per authority and day, the record's columns the table's, and a row edited outside
/// BorderLog into something no check answers left out rather than read as a count.
@Suite struct CheckpointStoreTests {
    @Test func aLaterAnswerForTheSameDayReplacesTheFirstAndDaysSort() throws {
        let store = try Store(inMemory: ())
        _ = try store.addCheckpoint(Checkpoint(authority: .ees, on: day("2026-03-01"), remaining: 40)!)
        let first = try store.addCheckpoint(Checkpoint(authority: .ees, on: day("2026-02-01"), remaining: 72)!)
        let second = try store.addCheckpoint(Checkpoint(authority: .ees, on: day("2026-02-01"), remaining: 70, note: "Calais")!)
        #expect(first.id != nil && second.id != first.id)
        #expect(try store.checkpoints().map(\.on) == [day("2026-02-01"), day("2026-03-01")])
        #expect(try store.checkpoints().first == second)
    }

    @Test func theTableHoldsTheRecordsColumns() throws {
        let store = try Store(inMemory: ())
        let columns = try store.writer.read { db in try Row.fetchAll(db, sql: "PRAGMA table_info(checkpoint)").map { $0["name"] as String } }
        #expect(columns == ["id", "authority", "day", "remaining", "note", "createdAt"])
    }

    @Test func aRowNoCheckAnswersIsLeftOut() throws {
        let store = try Store(inMemory: ())
        try store.writer.write { db in
            try db.execute(sql: "INSERT INTO checkpoint (authority, day, remaining, createdAt) VALUES ('i94', '2026-02-01', 5, '2026-02-01 00:00:00')")
            try db.execute(sql: "INSERT INTO checkpoint (authority, day, remaining, createdAt) VALUES ('ees', '2026-02-02', 400, '2026-02-01 00:00:00')")
        }
        #expect(try store.checkpoints().isEmpty)
    }

    @Test(arguments: [(Crossing.Authority.i94, 10), (.ees, 91), (.ees, -1)])
    func aCountNoCheckGivesIsNoCheckpoint(_ authority: Crossing.Authority, _ remaining: Int) {
        #expect(Checkpoint(authority: authority, on: day("2026-02-01"), remaining: remaining) == nil)
    }
}

extension CheckpointStoreTests {
    @Test func purgeDeletesCheckpointsWithTheOtherEvidence() throws {
        let store = try Store(inMemory: ())
        _ = try store.addCheckpoint(Checkpoint(authority: .ees, on: day("2025-12-01"), remaining: 40)!)
        _ = try store.addCheckpoint(Checkpoint(authority: .ees, on: day("2026-02-01"), remaining: 72)!)
        #expect(try store.purge(before: day("2026-01-01")).checkpoints == 1)
        #expect(try store.checkpoints().map(\.on) == [day("2026-02-01")])
        #expect(try store.purgeAll().checkpoints == 1)
        #expect(try store.checkpoints().isEmpty)
    }
}
