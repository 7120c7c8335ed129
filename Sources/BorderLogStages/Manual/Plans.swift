import BorderLogModel
import BorderLogStore

extension Stages {
    /// Saves a what-if stay (`plan add`); returns it with its id.
    public static func addPlan(_ plan: Plan, into store: Store) throws -> Plan {
        try store.recordRun(stage: .planAdd, arguments: [plan.country.rawValue, plan.entry.description, plan.exit.description]) {
            (try store.addPlan(plan), Store.RunCounts(seen: 1, added: 1), nil)
        }
    }

    /// Removes plans by id; returns the ids that did not exist.
    public static func removePlans(ids: [Int64], from store: Store) throws -> [Int64] {
        try store.recordRun(stage: .planRemove, arguments: ids.map(String.init)) {
            let missing = try store.removePlans(ids: ids)
            return (missing, Store.RunCounts(seen: ids.count, rejected: missing.count), nil)
        }
    }
}
