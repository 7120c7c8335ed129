import BorderLogModel
import Foundation
import GRDB

/// A row of `snapshot`: one computed ledger, with a fingerprint of the inputs it was computed from.
public struct SnapshotRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "snapshot"

    public var id: Int64?
    public var createdAt: Date
    public var runId: Int64?
    public var fingerprint: String
    /// The store's evidence revision when the snapshot was computed; a later revision means it is stale.
    public var evidenceRevision: Int64
    public var firstDay: LocalDay?
    public var lastDay: LocalDay?
    /// A digest of what besides the evidence decided the ledger (rules, policy, last day asked for).
    public var parameters: String
    /// The hash chain (`SnapshotChain`): the SHA-256 of this snapshot's days, the previous snapshot's hash, and this
    /// snapshot's own hash over both and its row. Set in the transaction that writes the snapshot.
    public var daysHash: String?
    public var previousHash: String?
    public var hash: String?

    public enum Columns {
        static let id = Column(CodingKeys.id)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
