import BorderLogStore

/// How many alerts are pending for a person, as `report people` and `/api/people/` show it: the events of their store
/// that hold now (a limit near or passed, days needed, a plan that would breach; docs/alerts.md), as their live page
/// lists them, whether or not every channel has been sent them yet. The last `alerts check` decided which hold.
public enum PendingAlerts {
    public static func count(in store: Store) throws -> Int {
        try store.storedAlerts().lazy.filter(\.holding).count
    }
}
