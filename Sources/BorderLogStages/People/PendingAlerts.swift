import BorderLogStore

/// How many alerts are pending for a person, as `report people` and `/api/people/` show it: the seam the alerts work
/// (`alerts check`, its table in the store) fills in. Until the store keeps alerts, no alert is pending.
public enum PendingAlerts {
    /// The alerts that hold for the store's person and are not yet sent to every channel.
    public static func count(in store: Store) throws -> Int {
        0
    }
}
