import BorderLogModel
import Foundation
import GRDB

extension Store {
    /// Sets (or replaces) the override for its date.
    public func setOverride(_ override: DayOverride) throws {
        try writer.write { db in
            try OverrideRecord(override).save(db)
            try Store.evidenceChanged(db)
        }
    }

    /// Removes the override of `date`; false when there was none.
    @discardableResult
    public func removeOverride(on date: LocalDay) throws -> Bool {
        try writer.write { db in
            let removed = try OverrideRecord.deleteOne(db, key: date.description)
            if removed { try Store.evidenceChanged(db) }
            return removed
        }
    }

    /// All overrides by date.
    public func overrides() throws -> [DayOverride] {
        try writer.read { db in try OverrideRecord.order(Column("date")).fetchAll(db).map(\.override) }
    }
}
