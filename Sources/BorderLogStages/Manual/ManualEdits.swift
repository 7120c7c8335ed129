import BorderLogModel
import BorderLogStore

extension Stages {
    /// Adds one stay the user typed; an overlap with stored stays (unless allowed) throws `InputIssues`.
    public static func addStay(_ stay: Stay, allowOverlap: Bool = false, into store: Store) throws -> StayRecord {
        try store.recordRun(stage: .staysAdd, arguments: [stay.rangeDescription]) {
            (try store.addStay(stay, allowOverlap: allowOverlap), Store.RunCounts(seen: 1, added: 1), nil)
        }
    }

    /// Replaces one stay, keeping its id; nil when there is no such stay.
    public static func updateStay(id: Int64, to stay: Stay, allowOverlap: Bool = false, in store: Store) throws -> StayRecord? {
        try store.recordRun(stage: .staysAdd, arguments: ["#\(id)", stay.rangeDescription]) {
            let record = try store.updateStay(id: id, to: stay, allowOverlap: allowOverlap)
            return (record, Store.RunCounts(seen: 1, added: record == nil ? 0 : 1, rejected: record == nil ? 1 : 0), nil)
        }
    }

    /// Removes stays by id; returns the ids that did not exist.
    public static func removeStays(ids: [Int64], from store: Store) throws -> [Int64] {
        try store.recordRun(stage: .staysRemove, arguments: ids.map(String.init)) {
            let missing = try store.removeStays(ids: ids)
            return (missing, Store.RunCounts(seen: ids.count, rejected: missing.count), nil)
        }
    }

    /// Sets (or replaces) the override of a day.
    public static func setOverride(_ override: DayOverride, in store: Store) throws {
        let exempt = override.exempt.flatMap { ["--exempt", $0.rawValue] }
        try store.recordRun(stage: .override, arguments: [override.date.description, override.placesText] + exempt) {
            try store.setOverride(override)
            return ((), Store.RunCounts(seen: 1, added: 1), nil)
        }
    }

    /// Removes the override of `date`; false when there was none.
    public static func removeOverride(on date: LocalDay, from store: Store) throws -> Bool {
        try store.recordRun(stage: .overrideRemove, arguments: [date.description]) {
            let removed = try store.removeOverride(on: date)
            return (removed, Store.RunCounts(seen: 1, added: 0, rejected: removed ? 0 : 1), nil)
        }
    }
}
