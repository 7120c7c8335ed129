import BorderLogModel
import Foundation
import GRDB

extension Store {
    /// Saves a plan and returns it with its id. Plans are scenarios, not evidence: the ledger does not change, so the
    /// evidence revision does not move.
    public func addPlan(_ plan: Plan) throws -> Plan {
        try writer.write { db in
            var record = PlanRecord(plan)
            record.id = nil
            try record.insert(db)
            var saved = plan
            saved.id = record.id
            return saved
        }
    }

    /// All plans, by entry day.
    public func plans() throws -> [Plan] {
        try writer.read { db in
            try PlanRecord.order(PlanRecord.Columns.entry, PlanRecord.Columns.id).fetchAll(db).compactMap(\.plan)
        }
    }

    /// Removes plans by id; returns the ids that did not exist.
    public func removePlans(ids: [Int64]) throws -> [Int64] {
        try writer.write { db in
            var missing: [Int64] = []
            for id in ids where try !PlanRecord.deleteOne(db, key: id) { missing.append(id) }
            return missing
        }
    }
}
