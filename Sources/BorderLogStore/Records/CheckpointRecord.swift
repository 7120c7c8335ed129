import BorderLogModel
import Foundation
import GRDB

/// A row of `checkpoint`: what an official check said remained on a day.
struct CheckpointRecord: Codable, Sendable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "checkpoint"

    var id: Int64?
    var authority: Crossing.Authority
    var day: LocalDay
    var remaining: Int
    var note: String?
    var createdAt: Date

    enum Columns {
        static let authority = Column(CodingKeys.authority)
        static let day = Column(CodingKeys.day)
        static let id = Column(CodingKeys.id)
    }

    init(_ checkpoint: Checkpoint, createdAt: Date = Date()) {
        id = checkpoint.id
        authority = checkpoint.authority
        day = checkpoint.on
        remaining = checkpoint.remaining
        note = checkpoint.note
        self.createdAt = createdAt
    }

    /// The checkpoint; nil only for a row edited outside BorderLog into something no check answers.
    var checkpoint: Checkpoint? { Checkpoint(id: id, authority: authority, on: day, remaining: remaining, note: note) }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
