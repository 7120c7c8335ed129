import BorderLogModel
import GRDB

extension Store {
    /// Keeps the person's answer for a run of days (`review assign`) as a stay of origin `review`. It is their latest
    /// word on those days: what earlier assignments said of them is cut away (an assignment around the run is split in
    /// two). Returns the stay stored.
    public func assignReview(_ stay: Stay) throws -> StayRecord {
        try assignReview([stay])[0]
    }

    /// Keeps several answers at once (a split: `review assign FROM TO GB --until DATE FR`), in one transaction: all of
    /// them or, when one fails, none. Each is kept as `assignReview(_:)` keeps one, in the order given, so a later one
    /// wins the days it shares with an earlier one. Returns the stays stored, in that order.
    public func assignReview(_ stays: [Stay]) throws -> [StayRecord] {
        precondition(stays.allSatisfy { $0.origin == .review && $0.exit != nil }, "a review assignment is a closed stay of origin review")
        return try writer.write { db in
            let records = try stays.map { try Self.assignReview($0, db) }
            if !records.isEmpty { try Store.evidenceChanged(db) }
            return records
        }
    }

    private static func assignReview(_ stay: Stay, _ db: Database) throws -> StayRecord {
        let exit = stay.exit!
        let earlier = try StayRecord.filter(StayRecord.Columns.origin == Stay.Origin.review.rawValue).fetchAll(db)
        for var record in earlier {
            let last = record.exit ?? record.entry
            guard record.entry <= exit, stay.entry <= last else { continue }
            if record.entry < stay.entry {
                var head = record
                head.id = nil
                head.exit = stay.entry.adding(days: -1)
                try head.insert(db)
            }
            if exit < last {
                record.entry = exit.adding(days: 1)
                try record.update(db)
            } else {
                try record.delete(db)
            }
        }
        var record = StayRecord(stay: stay)
        try record.insert(db)
        return record
    }

    /// Records the person's confirmation of these days' readings, replacing earlier confirmations of the same days.
    public func confirm(_ confirmations: [DayConfirmation]) throws {
        try writer.write { db in
            for confirmation in confirmations { try ConfirmationRecord(confirmation).save(db) }
            if !confirmations.isEmpty { try Store.evidenceChanged(db) }
        }
    }

    /// Every confirmation, by date.
    public func confirmations() throws -> [DayConfirmation] {
        try writer.read { db in try Store.confirmations(db) }
    }

    static func confirmations(_ db: Database) throws -> [DayConfirmation] {
        try ConfirmationRecord.order(Column("date")).fetchAll(db).map(\.confirmation)
    }
}
