import Foundation
import GRDB

/// A row of `run`: one execution of a stage, with what it saw and did.
/// Written by `Store.recordRun` with plain statements, read back as records.
public struct RunRecord: Codable, Sendable, Equatable, FetchableRecord, TableRecord {
    public static let databaseTableName = "run"

    public enum Outcome: String, Codable, Sendable {
        case running, ok, rejected, failed, interrupted
    }

    public var id: Int64?
    public var stage: String
    public var arguments: String
    public var startedAt: Date
    public var endedAt: Date?
    public var outcome: Outcome
    public var seen = 0
    public var added = 0
    public var unchanged = 0
    public var rejected = 0
    public var message: String?
}

extension RunRecord.Outcome: DatabaseValueConvertible {}
