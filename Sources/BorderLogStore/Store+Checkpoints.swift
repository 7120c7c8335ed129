import BorderLogModel
import GRDB

extension Store {
    /// Keeps a checkpoint, replacing the one the same authority gave on the same day; returns it with its id.
    public func addCheckpoint(_ checkpoint: Checkpoint) throws -> Checkpoint {
        try writer.write { db in
            try CheckpointRecord
                .filter(CheckpointRecord.Columns.authority == checkpoint.authority.rawValue && CheckpointRecord.Columns.day == checkpoint.on)
                .deleteAll(db)
            var record = CheckpointRecord(checkpoint)
            record.id = nil
            try record.insert(db)
            var saved = checkpoint
            saved.id = record.id
            return saved
        }
    }

    /// Every checkpoint, by day.
    public func checkpoints() throws -> [Checkpoint] {
        try writer.read { db in
            try CheckpointRecord.order(CheckpointRecord.Columns.day, CheckpointRecord.Columns.id).fetchAll(db).compactMap(\.checkpoint)
        }
    }
}
