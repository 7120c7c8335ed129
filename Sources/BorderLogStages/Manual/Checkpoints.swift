import BorderLogModel
import BorderLogStore

extension Stages {
    /// `crossings checkpoint`: keeps what an official check said remained on a day (a later answer for the same
    /// authority and day replaces it). The ledger is not changed: reports hold it against the checkpoint.
    public static func addCheckpoint(_ checkpoint: Checkpoint, into store: Store) throws -> Checkpoint {
        try store.recordRun(
            stage: .crossingsCheckpoint, arguments: [checkpoint.authority.rawValue, checkpoint.on.description, String(checkpoint.remaining)]
        ) {
            (try store.addCheckpoint(checkpoint), Store.RunCounts(seen: 1, added: 1), nil)
        }
    }
}
